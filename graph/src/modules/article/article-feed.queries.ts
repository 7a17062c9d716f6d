import { placeholders, type SqlStatement } from '../../lib/sql.js';
import { ARTICLE_FIELDS } from './article-shape.rules.js';
import { selectedColumns, withPageValues, type FeedRead } from './article.queries.js';
import { ArticleOrder, ArticleStatus, DateRange, PeerReview, SearchScope, type Source, type StudyDesign } from './article.enums.js';

/** What a reader narrows the feed to; every part is optional and the parts combine with AND. */
export interface FeedFilter {
  sources?: Source[] | null;
  /** Category names or slugs; an article matches when it has any of them. */
  categories?: string[] | null;
  dateRange?: DateRange | null;
  search?: string | null;
  /** Premium: only these study designs. */
  designs?: StudyDesign[] | null;
  /** Premium: only peer-reviewed papers, or only preprints. */
  peerReview?: PeerReview | null;
  /** Premium: only papers whose full text is free to read. */
  openAccessOnly?: boolean | null;
  /** Premium: only papers from these journals (matched whole, ignoring case). */
  journals?: string[] | null;
  /** Premium: match the search text against titles only or authors only. */
  searchScope?: SearchScope | null;
  /** Only papers of these statuses; when given, no status is hidden by default. */
  statuses?: ArticleStatus[] | null;
  /** Whether retracted and withdrawn papers are shown; by default they are hidden unless the filter searches. */
  includeRetracted?: boolean | null;
}

/** The statuses the feed hides unless asked for (docs/product/feed.md#retracted-papers-in-the-feed). */
export const HIDDEN_BY_DEFAULT: readonly ArticleStatus[] = [ArticleStatus.RETRACTED, ArticleStatus.WITHDRAWN];

/**
 * The statuses a filter leaves out: none when it names the statuses it wants or includes retracted papers, none for a
 * search (a reader looking for a paper must find it, retracted or not), else the retracted and withdrawn ones.
 */
export function hiddenStatuses(filter: FeedFilter): readonly ArticleStatus[] {
  if (filter.statuses?.length) return [];
  const include = filter.includeRetracted ?? Boolean(normaliseSearch(filter.search));
  return include ? [] : HIDDEN_BY_DEFAULT;
}

/** The filter parts that need Premium, each with the name a refusal uses; a part counts when it narrows the feed. */
export const ADVANCED_FILTERS: readonly { name: string; used: (filter: FeedFilter) => boolean }[] = [
  { name: 'Filtering by study design', used: (filter) => Boolean(filter.designs?.length) },
  { name: 'Filtering by peer review', used: (filter) => Boolean(filter.peerReview) },
  { name: 'Filtering to open access papers', used: (filter) => filter.openAccessOnly === true },
  { name: 'Filtering by journal', used: (filter) => Boolean(filter.journals?.length) },
  { name: 'Searching titles or authors only', used: (filter) => Boolean(filter.searchScope) && filter.searchScope !== SearchScope.ALL },
];

/** A position in an ordered feed: the order's key values of the last row seen, then its id. */
export interface FeedCursor {
  order: ArticleOrder;
  key: (string | number)[];
  id: number;
}

export interface FeedPageQuery {
  filter: FeedFilter;
  order: ArticleOrder;
  /** Rows to return; one more is fetched to learn whether a next page exists. */
  limit: number;
  after?: FeedCursor | null;
  offset?: number;
  now: Date;
  /** Bounds on the publication date that `planFeedPage` adds to split a page into a recent stretch and the rest. */
  published?: { from?: Date; before?: Date };
  /** What to read of each article, and whether to count the filter's matches; every property when absent. */
  read?: FeedRead;
}

const DAY_MS = 86_400_000;

/**
 * How many days back each date range reaches. The lengths are fixed (three months are 91 days, a year 365), so a
 * range means the same span for every reader whatever their calendar or time zone. The web client restates them in
 * `web/src/lib/limits.ts`, and a test holds the two equal.
 */
export const DATE_RANGE_DAYS: Readonly<Record<DateRange, number>> = {
  [DateRange.LAST_24_HOURS]: 1,
  [DateRange.LAST_7_DAYS]: 7,
  [DateRange.LAST_30_DAYS]: 30,
  [DateRange.LAST_3_MONTHS]: 91,
  [DateRange.LAST_YEAR]: 365,
};

export const DATE_RANGE_MS = Object.fromEntries(
  Object.values(DateRange).map((range) => [range, DATE_RANGE_DAYS[range] * DAY_MS]),
) as Readonly<Record<DateRange, number>>;

/** Longest search text that is used; longer input is cut at a word boundary rather than refused. */
export const MAX_SEARCH_LENGTH = 256;

/**
 * Cleans reader-typed search text: drops control characters PostgreSQL cannot store, folds runs of negations, trims, and
 * cuts very long input.
 * Returns null when nothing searchable is left (no letter or digit), so such input means "no search" instead of an error.
 */
export function normaliseSearch(raw: string | null | undefined): string | null {
  if (!raw) return null;

  let text = raw
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    // A run of negations ("- - -a", "---a") nests one NOT per dash, and PostgreSQL's query parser refuses 32 of them:
    // the run counts as one negation when its length is odd and as none when even, as the nested NOTs would.
    .replace(/(^|\s)-[-\s]*/g, (run, space: string) => `${space}${(run.match(/-/g) ?? []).length % 2 ? '-' : ''}`)
    .trim();
  if (text.length > MAX_SEARCH_LENGTH) {
    const cut = text.slice(0, MAX_SEARCH_LENGTH);
    const lastSpace = cut.lastIndexOf(' ');
    text = lastSpace > MAX_SEARCH_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  }
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

const TSQUERY = "websearch_to_tsquery('english'::regconfig, ?)";

/**
 * RELEVANCE mixes recency and rank: papers are grouped by the day (UTC) they became public, newest day first, and within
 * a day the best match comes first. The day comes from an index, so PostgreSQL reads and ranks only the days a page
 * reaches: a page walks about a day of papers, where a week's groups made it walk up to seven (figures in the README).
 * The rank reads the small inline title-and-summary vector, never the compressed abstract (abstract-only matches rank
 * last in their day).
 */
export const PUBLISHED_DAY = "(extract(epoch from date_trunc('day', a.published_date at time zone 'UTC'))::float8)";

interface OrderKey {
  /** The ORDER BY expressions before the id tie-breaker. */
  columns: string[];
  /** Parameters of the expressions, in the order their placeholders appear. */
  params: unknown[];
}

interface OrderSpec {
  key: (search: string | null) => OrderKey;
  direction: 'asc' | 'desc';
}

const column = (sql: string) => () => ({ columns: [sql], params: [] });

/** The title a reader sees on a card (the simplified title when there is one), compared without regard to case. */
export const SHOWN_TITLE = "lower(coalesce(nullif(a.simplified_title, ''), a.title))";

const ORDERS: Record<ArticleOrder, OrderSpec> = {
  [ArticleOrder.NEWEST]: { key: column('a.published_date'), direction: 'desc' },
  [ArticleOrder.OLDEST]: { key: column('a.published_date'), direction: 'asc' },
  [ArticleOrder.TITLE_ASC]: { key: column(SHOWN_TITLE), direction: 'asc' },
  [ArticleOrder.TITLE_DESC]: { key: column(SHOWN_TITLE), direction: 'desc' },
  [ArticleOrder.MOST_VIEWED]: { key: column('a.view_count'), direction: 'desc' },
  [ArticleOrder.RELEVANCE]: {
    key: (search) => ({ columns: [PUBLISHED_DAY, `ts_rank_cd(a.search_rank, ${TSQUERY}, 32)::float8`], params: [search] }),
    direction: 'desc',
  },
};

/** The order actually applied: RELEVANCE without search text is NEWEST. */
export function effectiveOrder(order: ArticleOrder, filter: FeedFilter): ArticleOrder {
  return order === ArticleOrder.RELEVANCE && !normaliseSearch(filter.search) ? ArticleOrder.NEWEST : order;
}

/** Journal names as compared: trimmed and lower-cased, empty ones dropped. */
function journalKeys(journals: readonly string[] | null | undefined): string[] {
  return (journals ?? []).map((journal) => journal.trim().toLowerCase()).filter(Boolean);
}

/** The WHERE clause for a filter, shared by the page query and the count queries. */
export function buildFilterClause(filter: FeedFilter, now: Date): SqlStatement {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.sources?.length) {
    conditions.push(`a.source in (${placeholders(filter.sources)})`);
    params.push(...filter.sources);
  }
  if (filter.categories?.length) {
    conditions.push(
      // The category ids as one array, found once: each article is then one probe of article_categories' key, where
      // `in (select …)` joined categories for every category row of every candidate article.
      `exists (select 1 from article_categories ac where ac.article_id = a.id and ac.category_id = any (array(` +
        `select c.id from categories c where c.name in (${placeholders(filter.categories)}) or c.slug in (${placeholders(filter.categories)}))))`,
    );
    params.push(...filter.categories, ...filter.categories);
  }
  if (filter.dateRange) {
    conditions.push('a.published_date >= ?');
    params.push(new Date(now.getTime() - DATE_RANGE_MS[filter.dateRange]));
  }
  if (filter.designs?.length) {
    conditions.push(`a.study_design in (${placeholders(filter.designs)})`);
    params.push(...filter.designs);
  }
  if (filter.peerReview) {
    conditions.push(filter.peerReview === PeerReview.PREPRINT ? 'a.is_preprint' : 'not a.is_preprint');
  }
  if (filter.openAccessOnly) conditions.push('a.is_open_access');
  if (filter.statuses?.length) {
    conditions.push(`a.status in (${placeholders(filter.statuses)})`);
    params.push(...filter.statuses);
  }
  const hidden = hiddenStatuses(filter);
  if (hidden.length) {
    conditions.push(`a.status not in (${placeholders(hidden)})`);
    params.push(...hidden);
  }
  const journals = journalKeys(filter.journals);
  if (journals.length) {
    conditions.push(`lower(a.journal) in (${placeholders(journals)})`);
    params.push(...journals);
  }
  const search = normaliseSearch(filter.search);
  if (search) {
    // The full vector's index finds candidates; a scoped search then keeps those matching in the title or authors.
    conditions.push(`a.search @@ ${TSQUERY}`);
    params.push(search);
    if (filter.searchScope === SearchScope.TITLE) {
      conditions.push(`ts_filter(a.search_rank, '{a}') @@ ${TSQUERY}`);
      params.push(search);
    } else if (filter.searchScope === SearchScope.AUTHORS) {
      conditions.push(`to_tsvector('english'::regconfig, a.authors) @@ ${TSQUERY}`);
      params.push(search);
    }
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** The rows of a page as one statement (properties, order keys and id, in order) and its order over those columns. */
interface PageRows {
  page: SqlStatement;
  /** The page's order written over its own columns (`order_key_0 desc, id desc`), for a statement that wraps it. */
  pageOrder: string;
}

function buildPageRows(query: FeedPageQuery): PageRows {
  const order = effectiveOrder(query.order, query.filter);
  const spec = ORDERS[order];
  const key = spec.key(normaliseSearch(query.filter.search));
  const where = buildFilterClause(query.filter, query.now);
  const conditions = where.sql ? [where.sql.slice('where '.length)] : [];
  const params: unknown[] = [...key.params, ...where.params];
  if (query.published?.from) {
    conditions.push('a.published_date >= ?');
    params.push(query.published.from);
  }
  if (query.published?.before) {
    conditions.push('a.published_date < ?');
    params.push(query.published.before);
  }
  if (query.after) {
    const placeholders = [...key.columns.map(() => '?'), '?'].join(', ');
    conditions.push(`(${[...key.columns, 'a.id'].join(', ')}) ${spec.direction === 'desc' ? '<' : '>'} (${placeholders})`);
    params.push(...key.params, ...query.after.key.map((value) => cursorKeyParam(order, value)), query.after.id);
  }
  params.push(...key.params);
  const paging = query.after || !query.offset ? 'limit ?' : 'limit ? offset ?';
  params.push(query.limit + 1);
  if (!query.after && query.offset) params.push(query.offset);
  const selectKeys = key.columns.map((expression, index) => `${expression} as order_key_${index}`).join(', ');
  const orderBy = [...key.columns, 'a.id'].map((expression) => `${expression} ${spec.direction}`).join(', ');
  const pageOrder = [...key.columns.map((_, index) => `order_key_${index}`), 'id'].map((name) => `${name} ${spec.direction}`).join(', ');
  return {
    page: {
      sql:
        `select ${selectedColumns(query.read?.fields ?? ARTICLE_FIELDS)}, ${selectKeys} from articles a ` +
        `${conditions.length ? `where ${conditions.join(' and ')} ` : ''}order by ${orderBy} ${paging}`,
      params,
    },
    pageOrder,
  };
}

/** Adds what `query.read` asks for besides the rows (per-article values, the filter's total) to a page's statement. */
function withReadValues(query: FeedPageQuery, { page, pageOrder }: PageRows): SqlStatement {
  if (!query.read) return page;
  const count = query.read.totalCount ? buildFeedCountQuery(query.filter, query.now) : null;
  return withPageValues(page, query.read, count, pageOrder);
}

/** One SQL statement for a page of the feed, with keyset paging after a cursor or offset paging. */
export function buildFeedPageQuery(query: FeedPageQuery): SqlStatement {
  return withReadValues(query, buildPageRows(query));
}

/**
 * How far back the first part of a newest-first search reaches. A term spread thinly over a long range leaves
 * PostgreSQL two poor plans for a page: walk the date index and read each row's out-of-line search vector until the
 * page is full (cost grows with the page size), or intersect the search index with every row of the range (a bitmap
 * too large to stay exact, so each candidate's vector is read again). Within a month's stretch the intersection is
 * small and exact, and a common term fills the page within a few rows of the walk.
 */
export const SEARCH_WINDOW_DAYS = 30;

/** Where the recent stretch of a newest-first search page starts, or null when the page needs no split. */
export function recentStretchStart(query: FeedPageQuery): Date | null {
  if (effectiveOrder(query.order, query.filter) !== ArticleOrder.NEWEST) return null;
  if (!normaliseSearch(query.filter.search) || query.offset || query.published) return null;
  const upper = query.after ? new Date(query.after.key[0] ?? Number.NaN) : query.now;
  if (Number.isNaN(upper.getTime())) return null;
  const start = new Date(upper.getTime() - SEARCH_WINDOW_DAYS * DAY_MS);
  const rangeStart = query.filter.dateRange ? query.now.getTime() - DATE_RANGE_MS[query.filter.dateRange] : null;
  return rangeStart !== null && rangeStart >= start.getTime() ? null : start;
}

/**
 * Plans a page of the feed as one statement. A newest-first search reads the last `SEARCH_WINDOW_DAYS` before the
 * page's start first (planned on its own, materialised) and the older rows only when those fall short: the older
 * part's condition on the recent part's count is a constant PostgreSQL tests once, so when the recent stretch fills
 * the page the older rows are never read. The rows, their order and the cursors are those of `buildFeedPageQuery`
 * alone; every other page, and one whose caller knows the stretch to fall short (`split: false`), is that statement.
 */
export function planFeedPage(query: FeedPageQuery, { split = true }: { split?: boolean } = {}): SqlStatement {
  const from = split ? recentStretchStart(query) : null;
  if (!from) return buildFeedPageQuery(query);
  const recent = buildPageRows({ ...query, published: { from } });
  const older = buildPageRows({ ...query, published: { before: from } });
  const page: SqlStatement = {
    sql:
      `with recent as materialized (${recent.page.sql}) select * from recent union all ` +
      `select * from (${older.page.sql}) older where (select count(*) from recent) <= ? ` +
      `order by ${recent.pageOrder} limit ?`,
    params: [...recent.page.params, ...older.page.params, query.limit, query.limit + 1],
  };
  return withReadValues(query, { page, pageOrder: recent.pageOrder });
}

function cursorKeyParam(order: ArticleOrder, key: string | number): unknown {
  return order === ArticleOrder.NEWEST || order === ArticleOrder.OLDEST ? new Date(key) : key;
}

/** How many key values a cursor of this order carries. */
export function orderKeyLength(order: ArticleOrder): number {
  return order === ArticleOrder.RELEVANCE ? 2 : 1;
}

/** Counts the articles of each study design that match a filter, ignoring its own design part. */
export function buildDesignCountsQuery(filter: FeedFilter, now: Date): SqlStatement {
  const where = buildFilterClause({ ...filter, designs: null }, now);
  return {
    sql: `select a.study_design as design, count(*)::int as count from articles a ${where.sql} group by a.study_design`,
    params: where.params,
  };
}

/** Counts the articles from each source that match a filter, ignoring its own sources. */
export function buildSourceCountsQuery(filter: FeedFilter, now: Date): SqlStatement {
  const where = buildFilterClause({ ...filter, sources: null }, now);
  return { sql: `select a.source, count(*)::int as count from articles a ${where.sql} group by a.source`, params: where.params };
}

/** Counts the articles in each category that match a filter, ignoring its own categories. */
export function buildCategoryCountsQuery(filter: FeedFilter, now: Date): SqlStatement {
  const where = buildFilterClause({ ...filter, categories: null }, now);
  return {
    sql:
      'select c.name, count(*)::int as count from articles a join article_categories ac on ac.article_id = a.id ' +
      `join categories c on c.id = ac.category_id ${where.sql} group by c.name`,
    params: where.params,
  };
}

/** Counts every article that matches a filter. */
export function buildFeedCountQuery(filter: FeedFilter, now: Date): SqlStatement {
  const where = buildFilterClause(filter, now);
  return { sql: `select count(*)::int as count from articles a ${where.sql}`, params: where.params };
}
