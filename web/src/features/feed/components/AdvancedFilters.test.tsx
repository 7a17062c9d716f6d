import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StudyDesign } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { STUDY_DESIGN_LABELS } from '../../articles/utils/studyDesigns';
import { EMPTY_FILTERS, type FeedFilters } from '../utils/feedFilters';
import { AdvancedFilters } from './AdvancedFilters';

function renderSection(
  hasAccess: boolean | null,
  filters: FeedFilters = EMPTY_FILTERS,
  counts: ReadonlyMap<StudyDesign, number> | null = null,
) {
  const onChange = vi.fn<(next: FeedFilters) => void>();
  renderWithProviders(<AdvancedFilters filters={filters} hasAccess={hasAccess} designCounts={counts} onChange={onChange} />);
  return { onChange, section: screen.getByRole('region', { name: 'Advanced filters' }) };
}

describe('AdvancedFilters', () => {
  it('is locked without Premium: every control disabled, with what it offers and a link to upgrade', async () => {
    const { onChange, section } = renderSection(false);
    expect(within(section).getByText(/Filter by study design, peer review, open access and journal/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Upgrade to unlock' }).getAttribute('href')).toBe('/pricing');
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes).toHaveLength(Object.keys(STUDY_DESIGN_LABELS).length + 1);
    for (const control of [...boxes, ...within(section).getAllByRole('radio'), within(section).getByRole('textbox', { name: 'Journal' })]) {
      expect((control as HTMLInputElement).disabled).toBe(true);
    }
    await userEvent.click(within(section).getByRole('checkbox', { name: /Randomised controlled trial/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no upgrade hint while the plan is loading, and keeps the controls shut', () => {
    const { section } = renderSection(null);
    expect(within(section).queryByRole('link', { name: 'Upgrade to unlock' })).toBeNull();
    expect((within(section).getAllByRole('checkbox')[0] as HTMLInputElement).disabled).toBe(true);
  });

  it('is open with Premium: designs with counts, peer review, open access, journal and search scope change the filters', async () => {
    const counts = new Map<StudyDesign, number>([
      ['RANDOMISED_CONTROLLED_TRIAL', 12],
      ['COHORT', 40],
    ]);
    const filters: FeedFilters = { ...EMPTY_FILTERS, designs: ['COHORT'] };
    const { onChange, section } = renderSection(true, filters, counts);
    expect(within(section).queryByRole('link', { name: 'Upgrade to unlock' })).toBeNull();
    const trials = within(section).getByRole('checkbox', { name: /Randomised controlled trial/ });
    expect(trials.closest('label')?.textContent).toBe('Randomised controlled trial12');
    expect(
      within(section)
        .getByRole('checkbox', { name: /Guideline/ })
        .closest('label')?.textContent,
    ).toBe('Guideline0');
    expect((within(section).getByRole('checkbox', { name: /Cohort study/ }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(trials);
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, designs: ['COHORT', 'RANDOMISED_CONTROLLED_TRIAL'] });
    await userEvent.click(within(section).getByRole('radio', { name: 'Preprints only' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, peerReview: 'PREPRINT' });
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Open access only' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, openAccessOnly: true });
    await userEvent.click(within(section).getByRole('radio', { name: 'Authors only' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, searchScope: 'AUTHORS' });
    await userEvent.type(within(section).getByRole('textbox', { name: 'Journal' }), 'PLOS ONE{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, journal: 'PLOS ONE' });
  });
});
