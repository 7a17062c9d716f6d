import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Source } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_FILTERS } from '../../feed/utils/feedFilters';
import { canSaveFilters, filtersOfSavedSearch, suggestName } from '../utils/savedSearchFilters';
import { formatNewCount, SavedSearchBar } from './SavedSearchBar';

const search = {
  __typename: 'SavedSearch' as const,
  id: '4',
  name: 'Sleep',
  newCount: 12,
  feedUrl: 'https://paperlight.example/api/saved-searches/4/feed.atom?token=abc',
  filter: {
    __typename: 'SavedSearchFilter' as const,
    search: 'sleep',
    searchScope: null,
    sources: ['PUBMED'] as Source[],
    categories: ['Neurology'],
    designs: [],
    peerReview: null,
    openAccessOnly: false,
    journals: [],
  },
};

describe('SavedSearchBar', () => {
  it('shows each search with its new papers and opens it on click', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<SavedSearchBar searches={[search]} allowance={3} onOpen={onOpen} onDelete={vi.fn()} onResetFeed={vi.fn()} />, {
      path: '/',
    });
    expect(screen.getByRole('navigation', { name: 'Saved searches' }).textContent).toContain('(1 of 3)');
    await userEvent.click(screen.getByRole('button', { name: 'Sleep: 12 new papers' }));
    expect(onOpen).toHaveBeenCalledWith(search);
  });

  it('deletes only after the reader confirms', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<SavedSearchBar searches={[search]} allowance={3} onOpen={vi.fn()} onDelete={onDelete} onResetFeed={vi.fn()} />, {
      path: '/',
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Options for Sleep' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    }
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Saved search deleted')).toBeTruthy();
  });

  it('shows nothing without saved searches, and 999+ past the cap', () => {
    const { container } = renderWithProviders(
      <SavedSearchBar searches={[]} allowance={3} onOpen={vi.fn()} onDelete={vi.fn()} onResetFeed={vi.fn()} />,
      { path: '/' },
    );
    expect(container.querySelector('nav')).toBeNull();
    expect(formatNewCount(1000)).toBe('999+');
    expect(formatNewCount(999)).toBe('999');
  });
});

describe('saved search filters', () => {
  it('saves only a filter that narrows something, and opens over any date', () => {
    expect(canSaveFilters(EMPTY_FILTERS)).toBe(false);
    expect(canSaveFilters({ ...EMPTY_FILTERS, dateRange: 'last30days' })).toBe(false);
    expect(canSaveFilters({ ...EMPTY_FILTERS, search: 'sleep' })).toBe(true);
    expect(filtersOfSavedSearch(search.filter)).toEqual({
      ...EMPTY_FILTERS,
      search: 'sleep',
      sources: ['PUBMED'],
      categories: ['Neurology'],
      dateRange: 'all',
    });
    expect(suggestName({ ...EMPTY_FILTERS, search: 'sleep', categories: ['Neurology'] })).toBe('sleep, Neurology');
  });
});
