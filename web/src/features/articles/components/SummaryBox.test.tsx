import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SummaryBox } from './SummaryBox';

const PLAIN = 'Researchers compared 301 people with rheumatoid arthritis and 314 without it.';
const DETAILED = 'In this case-control study, 301 cases and 314 controls were enrolled (OR 1.8, 95% CI 1.2 to 2.6; p = 0.004).';

describe('SummaryBox (docs/product/ai.md#two-reading-levels)', () => {
  it('shows the plain level first and switches to the detailed level and back, with each level’s reading level', () => {
    renderWithProviders(
      <SummaryBox
        summary={PLAIN}
        provider="local"
        readingLevel="grade 8"
        detailed={{ summary: DETAILED, readingLevel: 'college level' }}
      />,
    );
    const plain = screen.getByRole('button', { name: 'Plain' });
    const detailed = screen.getByRole('button', { name: 'Detailed' });
    expect(plain.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(PLAIN)).toBeTruthy();
    expect(screen.getByText(/Reading level: grade 8/)).toBeTruthy();

    fireEvent.click(detailed);
    expect(detailed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(DETAILED)).toBeTruthy();
    expect(screen.queryByText(PLAIN)).toBeNull();
    expect(screen.getByText(/Reading level: college level/)).toBeTruthy();
    expect(screen.queryByText(/Reading level: grade/)).toBeNull();

    fireEvent.click(plain);
    expect(screen.getByText(PLAIN)).toBeTruthy();
  });

  it('offers no choice when there is no detailed level, or no summary yet', () => {
    renderWithProviders(<SummaryBox summary={PLAIN} provider="openai" />);
    expect(screen.queryByRole('group', { name: 'Summary level' })).toBeNull();
    renderWithProviders(<SummaryBox summary={null} provider={null} detailed={{ summary: DETAILED, readingLevel: 'college level' }} />);
    expect(screen.getByText('The plain-language summary is being written.')).toBeTruthy();
    expect(screen.queryByText(DETAILED)).toBeNull();
    expect(screen.queryByText(/Reading level/)).toBeNull();
  });
});

describe('SummaryBox (docs/product/ai.md#reading-level)', () => {
  it('explains under the summary that its reading level counts sentence length and unfamiliar words', () => {
    renderWithProviders(<SummaryBox summary={PLAIN} provider="openai" readingLevel="college level" />);
    expect(screen.getByRole('heading', { name: /AI Summary/ }).textContent).toBe('AI Summary· Reading level: college level');
    expect(screen.getByText('The reading level counts how long the sentences are and how many words are unfamiliar.')).toBeTruthy();
  });

  it('shows neither the level nor its note when the level is not known', () => {
    renderWithProviders(<SummaryBox summary={PLAIN} provider="openai" readingLevel={null} />);
    expect(screen.getByRole('heading', { name: /AI Summary/ }).textContent).toBe('AI Summary');
    expect(screen.queryByText(/counts how long the sentences are/)).toBeNull();
  });
});
