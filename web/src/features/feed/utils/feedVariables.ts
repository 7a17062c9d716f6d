import { toArticleFilter, type FeedFilters } from './feedFilters';

/** Page size and offset step (docs/product/feed.md#paging). */
export const FEED_PAGE_SIZE = 20;

/** The variables of a feed's first page (the boot fetch computes the same, so its answer serves the page's query). */
export function feedVariables(filters: FeedFilters) {
  return { filter: toArticleFilter(filters), first: FEED_PAGE_SIZE };
}
