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

export interface SortableArticle {
  title: string;
  simplifiedTitle?: string | null;
  publishedDate: string;
  viewCount: number;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorts the loaded list on the client (docs/product/feed.md#sorting); the input is left untouched. */
export function sortArticles<T extends SortableArticle>(articles: readonly T[], sort: SortValue): T[] {
  const titleOf = (article: T) => article.simplifiedTitle || article.title;
  const copy = [...articles];
  switch (sort) {
    case 'oldest':
      return copy.sort((a, b) => Date.parse(a.publishedDate) - Date.parse(b.publishedDate));
    case 'title-asc':
      return copy.sort((a, b) => collator.compare(titleOf(a), titleOf(b)));
    case 'title-desc':
      return copy.sort((a, b) => collator.compare(titleOf(b), titleOf(a)));
    case 'most-viewed':
      return copy.sort((a, b) => b.viewCount - a.viewCount);
    default:
      return copy.sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate));
  }
}
