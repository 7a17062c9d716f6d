import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import type { SharedCounts } from '../../lib/shared-counts.js';
import { selectRows } from '../../lib/sql.js';
import { assertPremiumAccess } from '../membership/membership.service.js';
import type { User } from '../user/user.entity.js';
import { Article } from './article.entity.js';
import { VIEW_ONCE, VIEW_RATE_LIMIT } from './article.limits.js';
import { decodeCursor, encodeCursor } from './article-cursor.rules.js';
import { ArticleOrder, ArticleStatus, STUDY_DESIGNS, type StudyDesign } from './article.enums.js';
import type { StatusLoaders } from '../status/article-status.loaders.js';
import type { ArticleNotice } from '../status/article-notice.entity.js';
import type { PublishedVersion } from '../status/article-status.types.js';
import {
  ADVANCED_FILTERS,
  buildCategoryCountsQuery,
  buildDesignCountsQuery,
  buildFeedCountQuery,
  buildSourceCountsQuery,
  effectiveOrder,
  orderKeyLength,
  planFeedPage,
  recentStretchStart,
  type FeedCursor,
  type FeedFilter,
  type FeedPageQuery,
} from './article-feed.queries.js';
import { countArticlesBySource, incrementViewCount, type FeedRead } from './article.queries.js';
import { ARTICLE_FIELDS, isDateField, type ArticleField } from './article-shape.rules.js';
import { RecentStretches, rowsFrom } from './recent-stretch.rules.js';
import { SOURCE_NAMES, type SourceName } from './article-sources.types.js';

export interface ArticleServiceContext {
  em: EntityManager;
  now: () => Date;
}

/** The feed's context: the viewer decides whether the Premium filters may be used. */
export interface FeedServiceContext extends ArticleServiceContext {
  viewer: User | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 10_000;

export interface ListArticlesInput {
  filter?: FeedFilter | null;
  order?: ArticleOrder | null;
  first?: number | null;
  after?: string | null;
  offset?: number | null;
}

/**
 * An article of a feed page as its one statement read it: the selected properties only, on the entity's prototype (so
 * `peerReviewed` and `summary` work), with the per-article values that were asked for. Not managed by the ORM.
 */
export type FeedArticle = Article & { categories?: string[]; viewerHasBookmarked?: boolean };

/** What a caller shows of a feed page, so the page reads that and nothing more. */
export interface FeedSelection {
  /** The properties shown; `id` is always read. */
  fields: readonly ArticleField[];
  categories: boolean;
  viewerHasBookmarked: boolean;
  totalCount: boolean;
}

/** Every property with categories and the viewer's bookmark: for callers that show or export whole articles. */
export const WHOLE_ARTICLES: FeedSelection = { fields: ARTICLE_FIELDS, categories: true, viewerHasBookmarked: true, totalCount: false };

export interface ArticleEdge {
  cursor: string;
  node: FeedArticle;
}

export interface ArticlePage {
  edges: ArticleEdge[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Counts every match; runs only when asked for, since a count over a broad filter costs more than the page. */
  totalCount: () => Promise<number>;
}

/** A row of a page's first statement: with the total, an empty page is one row whose id is null. */
type CountedRow = Record<string, unknown> & { id: number | null; total_count?: number };
type ArticleRow = CountedRow & { id: number };

// Article's prototype with a plain, writable property in front of each of the entity's: a page's article is built on it
// by assignment, which then makes own data properties instead of running the ORM's change-tracking setters (which
// would give each row an ORM helper it never uses). It stays an Article (`instanceof`, `peerReviewed`, its Node type).
const FEED_ARTICLE_PROTOTYPE: object = Object.create(
  Article.prototype,
  Object.fromEntries(
    [...ARTICLE_FIELDS, 'id', 'categories', 'viewerHasBookmarked'].map((name) => [
      name,
      { value: undefined, writable: true, enumerable: false, configurable: true },
    ]),
  ),
);

function toFeedArticle(row: ArticleRow, selection: FeedSelection): FeedArticle {
  const article = Object.create(FEED_ARTICLE_PROTOTYPE) as Record<string, unknown>;
  article.id = row.id;
  for (const field of selection.fields) {
    const value = row[field];
    article[field] = isDateField(field) && typeof value === 'string' ? new Date(value) : value;
  }
  if (selection.categories) article.categories = row.categories;
  if (selection.viewerHasBookmarked) article.viewerHasBookmarked = row.viewerHasBookmarked ?? false;
  // Built on Article's prototype with the selected properties, as FeedArticle says.
  return article as unknown as FeedArticle;
}

// Key values travel in cursors as JSON: dates as ISO strings, numbers (week starts, ranks, views) as numbers.
function cursorKeys(order: ArticleOrder, row: ArticleRow): (string | number)[] {
  return Array.from({ length: orderKeyLength(order) }, (_, index) => {
    const value = row[`order_key_${index}`];
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'number' || typeof value === 'string') return value;
    return String(value);
  });
}

function checkPaging(input: ListArticlesInput): { first: number; offset: number } {
  const first = input.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE_SIZE) {
    throw new BadInputError(`first must be a whole number from 0 to ${MAX_PAGE_SIZE}.`);
  }
  const offset = input.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) {
    throw new BadInputError(`offset must be a whole number from 0 to ${MAX_OFFSET}.`);
  }
  if (input.after && offset > 0) {
    throw new BadInputError('Use either after or offset to page, not both.');
  }
  return { first, offset };
}

/**
 * Lets a filter through when it uses only the free parts (sources, categories, date range, search over everything),
 * or when the viewer has Premium; otherwise throws UNAUTHENTICATED for anonymous readers and FORBIDDEN naming the
 * first Premium part used. Every reader of the feed's filter (page, counts, export) calls this first. Reads only.
 */
export async function assertFilterAccess(ctx: FeedServiceContext, filter: FeedFilter): Promise<void> {
  const advanced = ADVANCED_FILTERS.find((part) => part.used(filter));
  if (!advanced) return;
  await assertPremiumAccess(
    ctx,
    `${advanced.name} is available with Paperlight Premium. Upgrade to use the advanced filters, or remove this filter to see the free feed.`,
  );
}

// First pages of newest-first searches only: a later page's stretch starts at its cursor, so differs page by page.
const recentStretches = new RecentStretches();

/**
 * Lists one page of the feed: filtered by sources, categories, date range and search text (and, with Premium, by
 * study design, peer review, open access, journal and scoped search), in the requested order (newest first by
 * default), paged by cursor (keyset) or by offset. Throws BadInputError for a page size outside 0–100, a negative or
 * huge offset, both `after` and `offset`, or a cursor from another order, and refuses Premium filters without access
 * (see `assertFilterAccess`). Reads only.
 */
export async function listArticles(
  ctx: FeedServiceContext,
  input: ListArticlesInput,
  selection: FeedSelection = WHOLE_ARTICLES,
): Promise<ArticlePage> {
  const { first, offset } = checkPaging(input);
  const filter = input.filter ?? {};
  await assertFilterAccess(ctx, filter);
  const order = effectiveOrder(input.order ?? ArticleOrder.NEWEST, filter);
  const after: FeedCursor | null = input.after ? decodeCursor(input.after, order) : null;
  const now = ctx.now();
  const hasPreviousPage = Boolean(after) || offset > 0;
  let totalCount = memoise(async () => {
    const [row] = await selectRows<{ count: number }>(ctx.em, buildFeedCountQuery(filter, now));
    return row?.count ?? 0;
  });
  if (first === 0) return { edges: [], hasNextPage: false, hasPreviousPage, totalCount };
  const read: FeedRead = {
    fields: selection.fields,
    categories: selection.categories,
    bookmarkedBy: selection.viewerHasBookmarked ? (ctx.viewer?.id ?? null) : null,
    totalCount: selection.totalCount,
  };
  const query: FeedPageQuery = { filter, order, limit: first, after, offset, now, read };
  const from = after ? null : recentStretchStart(query);
  const stretch = from ? { from, key: `${first} ${JSON.stringify(filter)}` } : null;
  const split = !stretch || !recentStretches.fellShort(stretch.key);
  const counted = await selectRows<CountedRow>(ctx.em, planFeedPage(query, { split }));
  if (stretch) recentStretches.record(stretch.key, rowsFrom(counted, stretch.from), first);
  const total = counted[0]?.total_count;
  if (selection.totalCount && total !== undefined) totalCount = () => Promise.resolve(total);
  const rows = counted.filter((row): row is ArticleRow => row.id !== null);
  const edges = rows.slice(0, first).map((row) => ({
    cursor: encodeCursor({ order, key: cursorKeys(order, row), id: row.id }),
    node: toFeedArticle(row, selection),
  }));
  return { edges, hasNextPage: rows.length > first, hasPreviousPage, totalCount };
}

export interface DesignCount {
  design: StudyDesign;
  count: number;
}

/**
 * How many articles of each study design match a filter, ignoring the filter's own design part so a reader sees what
 * each choice would give; every design is listed, with 0 when none match. A Premium feature, refused like
 * `assertFilterAccess` (and for the design counts themselves). Reads only.
 */
export async function countByDesign(ctx: FeedServiceContext, filter: FeedFilter | null | undefined): Promise<DesignCount[]> {
  const feedFilter = filter ?? {};
  await assertFilterAccess(ctx, feedFilter);
  await assertPremiumAccess(ctx, 'Counts by study design are available with Paperlight Premium. Upgrade to filter by study design.');
  const rows = await selectRows<{ design: StudyDesign; count: number }>(ctx.em, buildDesignCountsQuery(feedFilter, ctx.now()));
  const counts = new Map(rows.map((row) => [row.design, row.count]));
  return STUDY_DESIGNS.map((design) => ({ design, count: counts.get(design) ?? 0 }));
}

export interface FilterCounts {
  sources: SourceCount[];
  categories: { name: string; count: number }[];
}

/**
 * How many articles match a filter from each source and in each category, each facet ignoring its own selection (so a
 * ticked source still shows what the others would add); every source is listed, and every category with at least one
 * match, largest first. Advanced filters need Premium, as in the feed. Reads only.
 */
export async function countFilterMatches(ctx: FeedServiceContext, filter: FeedFilter | null | undefined): Promise<FilterCounts> {
  const feedFilter = filter ?? {};
  await assertFilterAccess(ctx, feedFilter);
  const now = ctx.now();
  const sourceRows = await selectRows<{ source: SourceName; count: number }>(ctx.em, buildSourceCountsQuery(feedFilter, now));
  const categoryRows = await selectRows<{ name: string; count: number }>(ctx.em, buildCategoryCountsQuery(feedFilter, now));
  const bySource = new Map(sourceRows.map((row) => [row.source, row.count]));
  return {
    sources: SOURCE_NAMES.map((source) => ({ source, count: bySource.get(source) ?? 0 })),
    categories: categoryRows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

function memoise<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => (promise ??= load());
}

/** Parses an article id from user input: a positive whole number, else BadInputError. */
export function parseArticleId(raw: string | number): number {
  return parseId(raw, 'article');
}

/** Finds one article by id; throws NotFoundError when there is none. Reads only. */
export async function getArticle(ctx: ArticleServiceContext, rawId: string | number): Promise<Article> {
  const id = parseArticleId(rawId);
  const article = await ctx.em.findOne(Article, { id });
  if (!article) throw new NotFoundError('Article not found.');
  return article;
}

/** Who is viewing: a signed-in reader, else the network address; with the shared rate limits. */
export interface ViewerServiceContext extends ArticleServiceContext {
  viewer: { id: number } | null;
  address: string;
  limits: RateLimits;
}

/**
 * Counts one view of an article with a single atomic increment and returns the view count. A view counts once per
 * reader (or, signed out, per address) per article per 30 minutes: a repeat within that window returns the count
 * unchanged. Throws BadInputError for a malformed id, NotFoundError when the article does not exist, and
 * RateLimitedError when the reader or address has had VIEW_RATE_LIMIT views counted in its window.
 */
export async function recordView(ctx: ViewerServiceContext, rawId: string | number): Promise<number> {
  const id = parseArticleId(rawId);
  const subject = ctx.viewer ? `reader:${ctx.viewer.id}` : `address:${ctx.address}`;
  await ctx.limits.assertAllowed(VIEW_RATE_LIMIT, subject);
  if (!(await ctx.limits.tryConsume(VIEW_ONCE, `${id}|${subject}`))) return (await getArticle(ctx, id)).viewCount;
  const count = await incrementViewCount(ctx.em, id);
  if (count === null) {
    await ctx.limits.reset(VIEW_ONCE, `${id}|${subject}`);
    throw new NotFoundError('Article not found.');
  }
  await ctx.limits.penalise(VIEW_RATE_LIMIT, subject);
  return count;
}

export interface SourceCount {
  source: SourceName;
  count: number;
}

/** Counts articles per source; every source is listed, with 0 when it has none. Reads only. */
export async function countBySource(ctx: ArticleServiceContext & { sharedCounts?: SharedCounts | null }): Promise<SourceCount[]> {
  const rows = await (ctx.sharedCounts?.get('articles by source', () => countArticlesBySource(ctx.em)) ?? countArticlesBySource(ctx.em));
  const counts = new Map(rows.map((row) => [row.source, row.count]));
  return SOURCE_NAMES.map((source) => ({ source, count: counts.get(source) ?? 0 }));
}

/** The context the status of articles is read in: the request's batched loaders. */
export interface StatusReadContext {
  loaders: StatusLoaders;
}

/**
 * The notices about an article, oldest first: none for an `ACTIVE` paper (no notice leaves a paper active), otherwise
 * read in one batch with the other articles of the request. Reads only.
 */
export async function listArticleNotices(ctx: StatusReadContext, article: Pick<Article, 'id' | 'status'>): Promise<ArticleNotice[]> {
  if (article.status === ArticleStatus.ACTIVE) return [];
  return ctx.loaders.articleNotices.load(article.id);
}

/**
 * A preprint's journal version, once its preprint server names one: the DOI, its address, and the journal when
 * Paperlight holds that version; null before. Reads only.
 */
export async function findPublishedVersion(
  ctx: StatusReadContext,
  article: Pick<Article, 'publishedDoi'>,
): Promise<PublishedVersion | null> {
  return article.publishedDoi ? ctx.loaders.publishedVersion.load(article.publishedDoi) : null;
}
