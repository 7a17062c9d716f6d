import type { ArticleOrder } from '../../../gql/graphql';

export type SortValue = 'newest' | 'oldest' | 'title-asc' | 'title-desc' | 'most-viewed';

export const SORT_OPTIONS: ReadonlyArray<{ value: SortValue; label: string }> = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'title-asc', label: 'Title A-Z' },
  { value: 'title-desc', label: 'Title Z-A' },
  { value: 'most-viewed', label: 'Most Viewed' },
];

export const DEFAULT_SORT: SortValue = 'newest';

export function isSortValue(value: string | null): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** The server's order for each menu choice: the whole matching library is sorted, not the cards loaded (docs/product/feed.md#sorting). */
export const SORT_ORDERS: Readonly<Record<SortValue, ArticleOrder>> = {
  newest: 'NEWEST',
  oldest: 'OLDEST',
  'title-asc': 'TITLE_ASC',
  'title-desc': 'TITLE_DESC',
  'most-viewed': 'MOST_VIEWED',
};
