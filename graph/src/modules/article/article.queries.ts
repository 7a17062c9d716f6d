import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, selectRows, type SqlStatement } from '../../lib/sql.js';
import type { SourceName } from './article-sources.types.js';
import { ARTICLE_FIELDS, columnOf, type ArticleField } from './article-shape.rules.js';

/** Whether an article with this id exists, read inside the EntityManager's transaction when it has one. */
export async function articleExists(em: EntityManager, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(em, { sql: 'select id from articles where id = ?', params: [id] });
  return rows.length > 0;
}

/** Adds one to an article's view count atomically; resolves to the new count, or null when there is no such article. */
export async function incrementViewCount(em: EntityManager, id: number): Promise<number | null> {
  const [row] = await selectRows<{ view_count: number }>(em, {
    sql: 'update articles set view_count = view_count + 1 where id = ? returning view_count',
    params: [id],
  });
  return row ? row.view_count : null;
}

/** How many articles each source has; sources without any are absent. */
export function countArticlesBySource(em: EntityManager): Promise<{ source: SourceName; count: number }[]> {
  return selectRows(em, { sql: 'select source, count(*)::int as count from articles group by source', params: [] });
}

/** The category names of some articles: one row per link, grouped by article, best match first within each. */
export function buildCategoryNamesQuery(articleIds: readonly number[]): SqlStatement {
  return {
    sql:
      'select ac.article_id, c.name from article_categories ac join categories c on c.id = ac.category_id ' +
      `where ac.article_id in (${placeholders(articleIds)}) order by ac.article_id, ac.position, c.name`,
    params: [...articleIds],
  };
}

/** Runs `buildCategoryNamesQuery`. */
export function selectCategoryNames(em: EntityManager, articleIds: readonly number[]): Promise<{ article_id: number; name: string }[]> {
  return selectRows(em, buildCategoryNamesQuery(articleIds));
}

/** What a feed page reads besides its order: the articles' properties and the per-article values asked for. */
export interface FeedRead {
  /** The properties to read; `id` is always read. */
  fields: readonly ArticleField[];
  /** Each article's category names, best match first. */
  categories: boolean;
  /** Whether this reader has bookmarked each article; null reads nothing (false for everyone). */
  bookmarkedBy: number | null;
  /** How many articles match the filter, on the first statement of the page. */
  totalCount: boolean;
}

/** Everything about each article: what a caller that shows whole articles reads. */
export const WHOLE_ARTICLE: FeedRead = { fields: ARTICLE_FIELDS, categories: true, bookmarkedBy: null, totalCount: false };

/** `a.title as "title", …`: the properties' columns of `articles a`, named as the properties, `id` first. */
export function selectedColumns(fields: readonly ArticleField[]): string {
  const read = new Set<ArticleField>(['id', ...fields]);
  return ARTICLE_FIELDS.filter((field) => read.has(field))
    .map((field) => `a.${columnOf(field)} as "${field}"`)
    .join(', ');
}

/**
 * Wraps the statement of a page of articles (with `id` and its order keys) into the one statement that also reads the
 * per-article values asked for and, given the filter's count statement, the total as `total_count` on every row (one
 * row with a null id when the page is empty). The page's order is kept by `orderBy`, written over the page's columns.
 */
export function withPageValues(page: SqlStatement, read: FeedRead, count: SqlStatement | null, orderBy: string): SqlStatement {
  const values: string[] = [];
  const params: unknown[] = [...page.params, ...(count?.params ?? [])];
  if (read.categories) {
    values.push(
      "coalesce((select json_agg(c.name order by ac.position, c.name) from article_categories ac join categories c on c.id = ac.category_id where ac.article_id = page.id), '[]'::json) as categories",
    );
  }
  if (read.bookmarkedBy !== null) {
    values.push('exists (select 1 from bookmarks b where b.user_id = ? and b.article_id = page.id) as "viewerHasBookmarked"');
    params.push(read.bookmarkedBy);
  }
  if (!values.length && !count) return page;
  const select = ['page.*', ...values, ...(count ? ['total.count as total_count'] : [])].join(', ');
  const from = count ? 'total left join page on true' : 'page';
  const ctes = [`page as (${page.sql})`, ...(count ? [`total as (${count.sql})`] : [])].join(', ');
  return { sql: `with ${ctes} select ${select} from ${from} order by ${orderBy}`, params };
}
