import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';
import { buildFilterClause, type FeedFilter } from './article-feed.queries.js';

/**
 * Records that an article joined the library, in the EntityManager's transaction; resolves to the addition's number, or
 * null when the article was added before (an article is added once, whatever is stored on it later).
 */
export async function insertArticleAddition(em: EntityManager, articleId: number): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(em, {
    sql: 'insert into article_additions (article_id) values (?) on conflict (article_id) do nothing returning id',
    params: [articleId],
  });
  return row?.id ?? null;
}

/** The newest addition's number, 0 when there is none. */
export async function selectLatestAdditionId(em: EntityManager): Promise<number> {
  const [row] = await selectRows<{ id: number | null }>(em, { sql: 'select max(id)::int as id from article_additions', params: [] });
  return row?.id ?? 0;
}

/** Additions numbered above `afterId`, oldest first, at most `limit`: what a live-events gap may have missed. */
export function selectAdditionsAfter(em: EntityManager, afterId: number, limit: number): Promise<{ id: number; articleId: number }[]> {
  return selectRows<{ id: number; articleId: number }>(em, {
    sql: 'select id, article_id as "articleId" from article_additions where id > ? order by id limit ?',
    params: [afterId, limit],
  });
}

/** Whether the feed, narrowed by `filter`, lists this article now: the feed's own filter clause, on one row. */
export async function selectArticleInFeed(em: EntityManager, articleId: number, filter: FeedFilter, now: Date): Promise<boolean> {
  const where = buildFilterClause(filter, now);
  const condition = where.sql ? `${where.sql} and a.id = ?` : 'where a.id = ?';
  const rows = await selectRows<{ id: number }>(em, {
    sql: `select a.id from articles a ${condition}`,
    params: [...where.params, articleId],
  });
  return rows.length > 0;
}
