import { ArticleOrder, DateRange, Source } from './article.enums.js';

/** What a reader narrows the feed to; every part is optional and the parts combine with AND. */
export interface FeedFilter {
  sources?: Source[] | null;
  /** Category names or slugs; an article matches when it has any of them. */
  categories?: string[] | null;
  dateRange?: DateRange | null;
  search?: string | null;
}

/** A position in an ordered feed: the order's key of the last row seen, then its id. */
export interface FeedCursor {
  order: ArticleOrder;
  key: string | number;
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
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

const DAY_MS = 86_400_000;

export const DATE_RANGE_MS: Record<DateRange, number> = {
  [DateRange.LAST_24_HOURS]: DAY_MS,
  [DateRange.LAST_7_DAYS]: 7 * DAY_MS,
  [DateRange.LAST_30_DAYS]: 30 * DAY_MS,
  [DateRange.LAST_3_MONTHS]: 91 * DAY_MS,
  [DateRange.LAST_YEAR]: 365 * DAY_MS,
};

/** Longest search text that is used; longer input is cut at a word boundary rather than refused. */
export const MAX_SEARCH_LENGTH = 256;

// Relevance decays by half every ~62 days: ordering by ln(rank) + t/τ equals rank × e^(−age/τ) for any "now",
// so the score of a row never changes between two page requests and keyset paging stays exact.
const RELEVANCE_TAU_SECONDS = 90 * 86_400;

export const ARTICLE_COLUMNS = [
  'id', 'source', 'external_id', 'title', 'simplified_title', 'abstract', 'abstract_sections', 'ai_summary',
  'summary_provider', 'summary_model', 'summarised_at', 'source_url', 'journal', 'authors', 'author_list',
  'published_date', 'created_at', 'updated_at', 'doi', 'pmid', 'is_preprint', 'is_open_access', 'subjects',
  'view_count', 'comment_count',
].map((column) => `a.${column}`).join(', ');

/**
 * Cleans reader-typed search text: drops control characters PostgreSQL cannot store, trims, and cuts very long input.
 * Returns null when nothing searchable is left (no letter or digit), so such input means "no search" instead of an error.
 */
export function normaliseSearch(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // eslint-disable-next-line no-control-regex
  let text = raw.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (text.length > MAX_SEARCH_LENGTH) {
    const cut = text.slice(0, MAX_SEARCH_LENGTH);
    const lastSpace = cut.lastIndexOf(' ');
    text = lastSpace > MAX_SEARCH_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  }
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

const TSQUERY = "websearch_to_tsquery('english'::regconfig, ?)";

function relevanceExpression(): string {
  return `(ln(ts_rank_cd(a.search, ${TSQUERY}, 32)::float8 + 1e-6) + extract(epoch from a.published_date)::float8 / ${RELEVANCE_TAU_SECONDS})`;
}

interface OrderSpec {
  key: (search: string | null) => { sql: string; params: unknown[] };
  direction: 'asc' | 'desc';
}

const ORDERS: Record<ArticleOrder, OrderSpec> = {
  [ArticleOrder.NEWEST]: { key: () => ({ sql: 'a.published_date', params: [] }), direction: 'desc' },
  [ArticleOrder.OLDEST]: { key: () => ({ sql: 'a.published_date', params: [] }), direction: 'asc' },
  [ArticleOrder.TITLE_ASC]: { key: () => ({ sql: 'a.title', params: [] }), direction: 'asc' },
  [ArticleOrder.TITLE_DESC]: { key: () => ({ sql: 'a.title', params: [] }), direction: 'desc' },
  [ArticleOrder.MOST_VIEWED]: { key: () => ({ sql: 'a.view_count', params: [] }), direction: 'desc' },
  [ArticleOrder.RELEVANCE]: {
    key: (search) => (search ? { sql: relevanceExpression(), params: [search] } : { sql: 'a.published_date', params: [] }),
    direction: 'desc',
  },
};

/** The order actually applied: RELEVANCE without search text is NEWEST. */
export function effectiveOrder(order: ArticleOrder, filter: FeedFilter): ArticleOrder {
  return order === ArticleOrder.RELEVANCE && !normaliseSearch(filter.search) ? ArticleOrder.NEWEST : order;
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/** The WHERE clause for a filter, shared by the page query and the count query. */
export function buildFilterClause(filter: FeedFilter, now: Date): SqlStatement {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.sources?.length) {
    conditions.push(`a.source in (${placeholders(filter.sources)})`);
    params.push(...filter.sources);
  }
  if (filter.categories?.length) {
    conditions.push(
      `exists (select 1 from article_categories ac where ac.article_id = a.id and ac.category_id in ` +
        `(select c.id from categories c where c.name in (${placeholders(filter.categories)}) or c.slug in (${placeholders(filter.categories)})))`,
    );
    params.push(...filter.categories, ...filter.categories);
  }
  if (filter.dateRange) {
    conditions.push('a.published_date >= ?');
    params.push(new Date(now.getTime() - DATE_RANGE_MS[filter.dateRange]));
  }
  const search = normaliseSearch(filter.search);
  if (search) {
    conditions.push(`a.search @@ ${TSQUERY}`);
    params.push(search);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** One SQL statement for a page of the feed, with keyset paging after a cursor or offset paging. */
export function buildFeedPageQuery(query: FeedPageQuery): SqlStatement & { keySql: string } {
  const order = effectiveOrder(query.order, query.filter);
  const spec = ORDERS[order];
  const search = normaliseSearch(query.filter.search);
  const key = spec.key(search);
  const where = buildFilterClause(query.filter, query.now);
  const conditions = where.sql ? [where.sql.slice('where '.length)] : [];
  const params: unknown[] = [...key.params, ...where.params];
  if (query.after) {
    conditions.push(`(${key.sql}, a.id) ${spec.direction === 'desc' ? '<' : '>'} (?, ?)`);
    params.push(...key.params, cursorKeyParam(order, query.after.key), query.after.id);
  }
  const whereSql = conditions.length ? `where ${conditions.join(' and ')}` : '';
  params.push(...key.params);
  const orderSql = `order by ${key.sql} ${spec.direction}, a.id ${spec.direction}`;
  const paging = query.after || !query.offset ? 'limit ?' : 'limit ? offset ?';
  params.push(query.limit + 1);
  if (!query.after && query.offset) params.push(query.offset);
  return {
    sql: `select ${ARTICLE_COLUMNS}, ${key.sql} as order_key from articles a ${whereSql} ${orderSql} ${paging}`,
    params,
    keySql: key.sql,
  };
}

function cursorKeyParam(order: ArticleOrder, key: string | number): unknown {
  return order === ArticleOrder.NEWEST || order === ArticleOrder.OLDEST ? new Date(key) : key;
}

/** Counts every article that matches a filter. */
export function buildFeedCountQuery(filter: FeedFilter, now: Date): SqlStatement {
  const where = buildFilterClause(filter, now);
  return { sql: `select count(*)::int as count from articles a ${where.sql}`, params: where.params };
}
