import { EMPTY_FILTERS, isDateRangeValue, isPeerReview, isSearchScope, studyDesignsFrom, type FeedFilters } from './feedFilters';
import { sourceFromLabel, sourceLabel } from '../../../lib/sources';
import { DEFAULT_SORT, isSortValue, type SortValue } from './feedSort';

/**
 * The feed's state lives in the URL (`?search=…&source=…&category=…&range=…&sort=…`, and the Premium `design=…`,
 * `review=…`, `oa=1`, `journal=…`, `in=…`) so back, reload and links keep it.
 */
export interface FeedParams {
  filters: FeedFilters;
  sort: SortValue;
}

export function parseFeedParams(search: string): FeedParams {
  const params = new URLSearchParams(search);
  const range = params.get('range');
  const sort = params.get('sort');
  const review = params.get('review');
  const scope = params.get('in');
  return {
    filters: {
      search: params.get('search') ?? '',
      sources: params.getAll('source').flatMap((label) => sourceFromLabel(label) ?? []),
      categories: params.getAll('category'),
      dateRange: isDateRangeValue(range) ? range : EMPTY_FILTERS.dateRange,
      designs: studyDesignsFrom(params.getAll('design')),
      peerReview: isPeerReview(review) ? review : null,
      openAccessOnly: params.get('oa') === '1',
      journal: params.get('journal') ?? '',
      searchScope: isSearchScope(scope) ? scope : 'ALL',
    },
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
  };
}

export function feedParamsToSearch({ filters, sort }: FeedParams): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  filters.sources.forEach((source) => params.append('source', sourceLabel(source)));
  filters.categories.forEach((category) => params.append('category', category));
  if (filters.dateRange !== EMPTY_FILTERS.dateRange) params.set('range', filters.dateRange);
  filters.designs.forEach((design) => params.append('design', design));
  if (filters.peerReview) params.set('review', filters.peerReview);
  if (filters.openAccessOnly) params.set('oa', '1');
  if (filters.journal) params.set('journal', filters.journal);
  if (filters.searchScope !== 'ALL') params.set('in', filters.searchScope);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}
