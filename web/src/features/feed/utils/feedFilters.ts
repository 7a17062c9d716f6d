import type { ArticleFilter, DateRange, PeerReview, SearchScope, StudyDesign } from '../../../gql/graphql';
import { isStudyDesign } from '../../articles/utils/studyDesigns';
import { DATE_RANGE_DAYS } from '../../../lib/limits';
import { isSource } from '../../../lib/sources';

/** The date ranges of docs/product/feed.md#date-ranges, plus `all` for the widening offer of the empty state. */
export type DateRangeValue = 'last7days' | 'last30days' | 'last3months' | 'lastyear' | 'all';

export interface DateRangeOption {
  value: DateRangeValue;
  label: string;
  /** The widening offer's wording, e.g. 'Show the last year'. */
  widenLabel: string;
  graphql: DateRange | null;
  /** How far back the range reaches, in days (Infinity for all dates). */
  days: number;
}

export const DATE_RANGE_OPTIONS: readonly DateRangeOption[] = [
  {
    value: 'last7days',
    label: 'Last 7 days',
    widenLabel: 'Show the last 7 days',
    graphql: 'LAST_7_DAYS',
    days: DATE_RANGE_DAYS.LAST_7_DAYS,
  },
  {
    value: 'last30days',
    label: 'Last 30 days',
    widenLabel: 'Show the last 30 days',
    graphql: 'LAST_30_DAYS',
    days: DATE_RANGE_DAYS.LAST_30_DAYS,
  },
  {
    value: 'last3months',
    label: 'Last 3 months',
    widenLabel: 'Show the last 3 months',
    graphql: 'LAST_3_MONTHS',
    days: DATE_RANGE_DAYS.LAST_3_MONTHS,
  },
  { value: 'lastyear', label: 'Last year', widenLabel: 'Show the last year', graphql: 'LAST_YEAR', days: DATE_RANGE_DAYS.LAST_YEAR },
  { value: 'all', label: 'Any date', widenLabel: 'Show all dates', graphql: null, days: Number.POSITIVE_INFINITY },
];

/**
 * The one default date range, for the initial feed, the active-filter count and Clear alike, so a fresh feed counts 0
 * active filters and Clear returns to exactly the fresh feed (docs/product/feed.md#clear-and-the-active-filter-count).
 */
export const DEFAULT_DATE_RANGE: DateRangeValue = 'last7days';

export interface FeedFilters {
  sources: string[];
  categories: string[];
  search: string;
  dateRange: DateRangeValue;
  /** Premium: study designs, by their GraphQL names. */
  designs: StudyDesign[];
  /** Premium: only peer-reviewed papers or only preprints; null for both. */
  peerReview: PeerReview | null;
  /** Premium: only papers free to read. */
  openAccessOnly: boolean;
  /** Premium: one journal's name, matched whole. */
  journal: string;
  /** Premium: where the search text is matched. */
  searchScope: SearchScope;
}

export const EMPTY_FILTERS: FeedFilters = {
  sources: [],
  categories: [],
  search: '',
  dateRange: DEFAULT_DATE_RANGE,
  designs: [],
  peerReview: null,
  openAccessOnly: false,
  journal: '',
  searchScope: 'ALL',
};

/** The filters only readers with Premium may use, at their "off" values. */
const NO_ADVANCED: Pick<FeedFilters, 'designs' | 'peerReview' | 'openAccessOnly' | 'journal' | 'searchScope'> = {
  designs: [],
  peerReview: null,
  openAccessOnly: false,
  journal: '',
  searchScope: 'ALL',
};

/** How many Premium filters are set. */
export function countAdvancedFilters(filters: FeedFilters): number {
  return (
    filters.designs.length +
    (filters.peerReview ? 1 : 0) +
    (filters.openAccessOnly ? 1 : 0) +
    (filters.journal.trim() ? 1 : 0) +
    (filters.searchScope !== 'ALL' ? 1 : 0)
  );
}

/** The filters without their Premium parts: what a reader without access is shown. */
export function withoutAdvanced(filters: FeedFilters): FeedFilters {
  return { ...filters, ...NO_ADVANCED };
}

export function isPeerReview(value: string | null): value is PeerReview {
  return value === 'PEER_REVIEWED' || value === 'PREPRINT';
}

export function isSearchScope(value: string | null): value is SearchScope {
  return value === 'ALL' || value === 'TITLE' || value === 'AUTHORS';
}

export function studyDesignsFrom(values: readonly string[]): StudyDesign[] {
  return values.filter(isStudyDesign);
}

export function isDateRangeValue(value: string | null): value is DateRangeValue {
  return DATE_RANGE_OPTIONS.some((option) => option.value === value);
}

export function dateRangeOption(value: DateRangeValue): DateRangeOption {
  return DATE_RANGE_OPTIONS.find((option) => option.value === value) ?? DATE_RANGE_OPTIONS[0];
}

/** Active filters: each chosen source and category, the date range when it is not the default, and each Premium filter. */
export function countActiveFilters(filters: FeedFilters): number {
  return (
    filters.sources.length + filters.categories.length + (filters.dateRange === DEFAULT_DATE_RANGE ? 0 : 1) + countAdvancedFilters(filters)
  );
}

/** Clear (docs/product/feed.md#clear-and-the-active-filter-count): no sources, no categories, the default date range, no Premium filters; the search text stays. */
export function clearFilters(filters: FeedFilters): FeedFilters {
  return { ...filters, sources: [], categories: [], dateRange: DEFAULT_DATE_RANGE, ...NO_ADVANCED };
}

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The GraphQL filter; `includeDate: false` drops the date range (to look for older articles). */
export function toArticleFilter(filters: FeedFilters, includeDate = true): ArticleFilter {
  const filter: ArticleFilter = {};
  const sources = filters.sources.filter(isSource);
  if (sources.length) filter.sources = sources;
  if (filters.categories.length) filter.categories = filters.categories;
  const search = filters.search.trim();
  if (search) filter.search = search;
  const range = dateRangeOption(filters.dateRange).graphql;
  if (includeDate && range) filter.dateRange = range;
  if (filters.designs.length) filter.designs = filters.designs;
  if (filters.peerReview) filter.peerReview = filters.peerReview;
  if (filters.openAccessOnly) filter.openAccessOnly = true;
  const journal = filters.journal.trim();
  if (journal) filter.journals = [journal];
  if (search && filters.searchScope !== 'ALL') filter.searchScope = filters.searchScope;
  return filter;
}

/** A stable key of everything that defines the loaded list: a change empties it and starts again at offset 0. */
export function feedKey(filters: FeedFilters): string {
  return JSON.stringify(toArticleFilter(filters));
}

/**
 * The smallest range wider than the current one that reaches back to `newest` (the newest matching article outside the
 * current range), or null when the current range already covers all dates.
 */
export function widerDateRange(current: DateRangeValue, newest: string, now: Date = new Date()): DateRangeOption | null {
  const currentDays = dateRangeOption(current).days;
  if (!Number.isFinite(currentDays)) return null;
  const ageDays = (now.getTime() - Date.parse(newest)) / 86_400_000;
  return DATE_RANGE_OPTIONS.find((option) => option.days > currentDays && option.days >= ageDays) ?? null;
}
