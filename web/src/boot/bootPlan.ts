import type { BootRequest } from './bootTypes';

// The boot script is its own tiny bundle and shares no code with the app (a shared module would become a second
// request before it can run). These few lines therefore restate how the feed reads its URL; bootPlan.test.ts checks
// that they give exactly the variables the app's feed query uses.
const DATE_RANGES: Readonly<Record<string, string | null>> = {
  last7days: 'LAST_7_DAYS',
  last30days: 'LAST_30_DAYS',
  last3months: 'LAST_3_MONTHS',
  lastyear: 'LAST_YEAR',
  all: null,
};
const SOURCES: Readonly<Record<string, string>> = { PubMed: 'PUBMED', medRxiv: 'MEDRXIV', PLOS: 'PLOS', DOAJ: 'DOAJ' };
const FEED_PAGE_SIZE = 20;
const ORDERS: Readonly<Record<string, string>> = {
  oldest: 'OLDEST',
  'title-asc': 'TITLE_ASC',
  'title-desc': 'TITLE_DESC',
  'most-viewed': 'MOST_VIEWED',
};

function feedVariables(search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const filter: Record<string, unknown> = {};
  const sources = params.getAll('source').flatMap((label) => (Object.hasOwn(SOURCES, label) ? [SOURCES[label]] : []));
  if (sources.length) filter.sources = sources;
  const categories = params.getAll('category');
  if (categories.length) filter.categories = categories;
  const text = (params.get('search') ?? '').trim();
  if (text) filter.search = text;
  const range = params.get('range');
  const dateRange = range !== null && Object.hasOwn(DATE_RANGES, range) ? DATE_RANGES[range] : DATE_RANGES.last7days;
  if (dateRange) filter.dateRange = dateRange;
  const sort = params.get('sort') ?? '';
  const order = Object.hasOwn(ORDERS, sort) ? ORDERS[sort] : null;
  return order ? { filter, first: FEED_PAGE_SIZE, orderBy: order } : { filter, first: FEED_PAGE_SIZE };
}

/** The queries a first load of this location needs at once: who is signed in, and the page's own data. */
export function bootPlan(pathname: string, search: string): BootRequest[] {
  const requests: BootRequest[] = [{ operationName: 'Viewer', variables: {} }];
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') requests.push({ operationName: 'FeedArticles', variables: feedVariables(search) });
  const article = /^\/article\/(\d+)$/.exec(path);
  if (article) requests.push({ operationName: 'ArticlePage', variables: { id: article[1] } });
  return requests;
}
