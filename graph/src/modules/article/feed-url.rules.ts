import { ArticleOrder, DateRange, Source, StudyDesign } from './article.enums.js';
import type { FeedFilter } from './article-feed.queries.js';

/**
 * How the web app's feed page reads its URL (`?search=…&source=…&category=…&range=…&sort=…`, and the Premium
 * `design=…`, `review=…`, `oa=1`, `journal=…`, `in=…`), restated for the server: the client's code cannot be imported
 * here, so `feed-url.rules.test.ts` holds this reading equal to the client's (web/src/features/feed/utils/feedParams.ts
 * and feedFilters.ts) for the same URLs.
 */

/** The date ranges a feed URL may name; `all` has no bound. The feed starts on the last 7 days. */
const URL_DATE_RANGES: Readonly<Record<string, DateRange | null>> = {
  last7days: DateRange.LAST_7_DAYS,
  last30days: DateRange.LAST_30_DAYS,
  last3months: DateRange.LAST_3_MONTHS,
  lastyear: DateRange.LAST_YEAR,
  all: null,
};
const DEFAULT_URL_DATE_RANGE = 'last7days';

/** The sort menu's values and the server's order for each; the default order is left to the server. */
const URL_ORDERS: Readonly<Record<string, ArticleOrder | null>> = {
  newest: null,
  oldest: ArticleOrder.OLDEST,
  'title-asc': ArticleOrder.TITLE_ASC,
  'title-desc': ArticleOrder.TITLE_DESC,
  'most-viewed': ArticleOrder.MOST_VIEWED,
};

const URL_SOURCES: readonly Source[] = Object.values(Source);
const STUDY_DESIGN_NAMES = Object.keys(StudyDesign) as (keyof typeof StudyDesign)[];

/** The feed a URL asks for, as the app's feed page reads it. */
export interface FeedUrl {
  /** The feed's filter without its Premium parts: what the app asks the server for on a reader's behalf. */
  filter: FeedFilter;
  /** The order asked for; null for the default (newest first, or by relevance for a search). */
  order: ArticleOrder | null;
  /** The search text as the URL has it (the page repeats it above the list when it is not empty). */
  search: string;
  /** Active filters as the toolbar counts them: each source and category, a date range that is not the default. */
  activeFilters: number;
  /** How many Premium filters the URL sets: their cards depend on the reader's plan. */
  advancedFilters: number;
  /** The untouched first feed: the default date range, no filter and no search. */
  untouched: boolean;
}

function own<T>(record: Readonly<Record<string, T>>, key: string | null): key is string {
  return key !== null && Object.hasOwn(record, key);
}

/** Reads a feed URL's query string (with or without its `?`) as the web app's feed page does. */
export function readFeedUrl(query: string): FeedUrl {
  const params = new URLSearchParams(query);
  const search = params.get('search') ?? '';
  const sources = params.getAll('source').filter((label): label is Source => (URL_SOURCES as readonly string[]).includes(label));
  const categories = params.getAll('category');
  const rangeParam = params.get('range');
  const range = own(URL_DATE_RANGES, rangeParam) ? rangeParam : DEFAULT_URL_DATE_RANGE;
  const sortParam = params.get('sort');
  const order = own(URL_ORDERS, sortParam) ? URL_ORDERS[sortParam] : null;
  const review = params.get('review');
  const scope = params.get('in');
  const advancedFilters =
    params.getAll('design').filter((name) => (STUDY_DESIGN_NAMES as string[]).includes(name)).length +
    (review === 'PEER_REVIEWED' || review === 'PREPRINT' ? 1 : 0) +
    (params.get('oa') === '1' ? 1 : 0) +
    ((params.get('journal') ?? '').trim() ? 1 : 0) +
    (scope === 'TITLE' || scope === 'AUTHORS' ? 1 : 0);

  const filter: FeedFilter = {};
  if (sources.length) filter.sources = sources;
  if (categories.length) filter.categories = categories;
  const text = search.trim();
  if (text) filter.search = text;
  const dateRange = URL_DATE_RANGES[range];
  if (dateRange) filter.dateRange = dateRange;
  const activeFilters = sources.length + categories.length + (range === DEFAULT_URL_DATE_RANGE ? 0 : 1);
  return {
    filter,
    order,
    search,
    activeFilters,
    advancedFilters,
    untouched: activeFilters === 0 && advancedFilters === 0 && !text,
  };
}
