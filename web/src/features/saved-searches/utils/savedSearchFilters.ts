import type { SavedSearchesQuery } from '../../../gql/graphql';
import { EMPTY_FILTERS, toArticleFilter, type FeedFilters } from '../../feed/utils/feedFilters';
import { sourceLabel } from '../../../lib/sources';

/** A saved search's filter as the client reads it. */
export type SavedSearchFilterFields = NonNullable<SavedSearchesQuery['me']>['savedSearches'][number]['filter'];

/** Whether the feed's filters narrow anything a saved search keeps (search, sources, categories, Premium filters). */
export function canSaveFilters(filters: FeedFilters): boolean {
  return Object.keys(toArticleFilter(filters, false)).length > 0;
}

/** The feed's filters a saved search opens with: its own parts, over any date (new papers may be old in print). */
export function filtersOfSavedSearch(filter: SavedSearchFilterFields): FeedFilters {
  return {
    ...EMPTY_FILTERS,
    search: filter.search ?? '',
    sources: [...filter.sources],
    categories: [...filter.categories],
    dateRange: 'all',
    designs: [...filter.designs],
    peerReview: filter.peerReview ?? null,
    openAccessOnly: filter.openAccessOnly,
    journal: filter.journals[0] ?? '',
    searchScope: filter.searchScope ?? 'ALL',
  };
}

/** A short name for the current filters, offered when saving them. */
export function suggestName(filters: FeedFilters): string {
  const parts = [filters.search.trim(), ...filters.categories, ...filters.sources.map(sourceLabel)].filter(Boolean);
  return parts.join(', ').slice(0, 80);
}
