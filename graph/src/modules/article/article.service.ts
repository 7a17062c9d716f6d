import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { SharedCounts } from '../../lib/shared-counts.js';
import { selectRows } from '../../lib/sql.js';
import { Article } from './article.entity.js';
import { decodeCursor, encodeCursor } from './article.cursor.js';
import { ArticleOrder } from './article.enums.js';
import {
  buildFeedCountQuery,
  buildFeedPageQuery,
  effectiveOrder,
  orderKeyLength,
  type FeedCursor,
  type FeedFilter,
} from './article.feed-query.js';
import { countArticlesBySource, incrementViewCount } from './article.queries.js';
import { SOURCE_NAMES, type SourceName } from './article.sources.js';

export interface ArticleServiceContext {
  em: EntityManager;
  now: () => Date;
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

export interface ArticleEdge {
  cursor: string;
  node: Article;
}

export interface ArticlePage {
  edges: ArticleEdge[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Counts every match; runs only when asked for, since a count over a broad filter costs more than the page. */
  totalCount: () => Promise<number>;
}

type ArticleRow = Record<string, unknown> & { id: number };

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
 * Lists one page of the feed: filtered by sources, categories, date range and search text, in the requested order
 * (newest first by default), paged by cursor (keyset) or by offset. Throws BadInputError for a page size outside
 * 0–100, a negative or huge offset, both `after` and `offset`, or a cursor from another order. Reads only.
 */
export async function listArticles(ctx: ArticleServiceContext, input: ListArticlesInput): Promise<ArticlePage> {
  const { first, offset } = checkPaging(input);
  const filter = input.filter ?? {};
  const order = effectiveOrder(input.order ?? ArticleOrder.NEWEST, filter);
  const after: FeedCursor | null = input.after ? decodeCursor(input.after, order) : null;
  const now = ctx.now();
  const totalCount = memoise(async () => {
    const [row] = await selectRows<{ count: number }>(ctx.em, buildFeedCountQuery(filter, now));
    return row?.count ?? 0;
  });
  if (first === 0) return { edges: [], hasNextPage: false, hasPreviousPage: Boolean(after) || offset > 0, totalCount };
  const rows = await selectRows<ArticleRow>(ctx.em, buildFeedPageQuery({ filter, order, limit: first, after, offset, now }));
  const edges = rows.slice(0, first).map((row) => ({
    cursor: encodeCursor({ order, key: cursorKeys(order, row), id: row.id }),
    node: ctx.em.map(Article, row),
  }));
  return { edges, hasNextPage: rows.length > first, hasPreviousPage: Boolean(after) || offset > 0, totalCount };
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

/**
 * Counts one view of an article with a single atomic increment and returns the new count.
 * Throws BadInputError for a malformed id and NotFoundError when the article does not exist.
 */
export async function recordView(ctx: ArticleServiceContext, rawId: string | number): Promise<number> {
  const id = parseArticleId(rawId);
  const count = await incrementViewCount(ctx.em, id);
  if (count === null) throw new NotFoundError('Article not found.');
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
