import { toArticleFilter, type FeedFilters } from './feedFilters';
import { DEFAULT_SORT, SORT_ORDERS, type SortValue } from './feedSort';

/** Page size and offset step (docs/product/feed.md#paging). */
export const FEED_PAGE_SIZE = 20;

/**
 * The variables of a feed's first page (the boot fetch computes the same, so its answer serves the page's query). The
 * default order is left to the server, so the common first page keeps one cache entry.
 */
export function feedVariables(filters: FeedFilters, sort: SortValue = DEFAULT_SORT) {
  const variables = { filter: toArticleFilter(filters), first: FEED_PAGE_SIZE };
  return sort === DEFAULT_SORT ? variables : { ...variables, orderBy: SORT_ORDERS[sort] };
}
