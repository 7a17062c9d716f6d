import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, selectRows, type SqlStatement } from '../../lib/sql.js';
import type { SourceName } from './article-sources.types.js';

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
