import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, runStatement, selectRows, type SqlStatement } from '../../lib/sql.js';

/** Saves a bookmark; an existing one for the same reader and article stays as it is. */
export async function insertBookmark(em: EntityManager, userId: number, articleId: number): Promise<void> {
  await runStatement(em, {
    sql: 'insert into bookmarks (user_id, article_id) values (?, ?) on conflict (user_id, article_id) do nothing',
    params: [userId, articleId],
  });
}

/** Deletes a reader's bookmark of an article; resolves to whether there was one. */
export async function deleteBookmark(em: EntityManager, userId: number, articleId: number): Promise<boolean> {
  return (await runStatement(em, { sql: 'delete from bookmarks where user_id = ? and article_id = ?', params: [userId, articleId] })) > 0;
}

/** Which of some articles a reader has bookmarked: one row per bookmarked article. */
export function buildBookmarkedArticlesQuery(userId: number, articleIds: readonly number[]): SqlStatement {
  return {
    sql: `select article_id from bookmarks where user_id = ? and article_id in (${placeholders(articleIds)})`,
    params: [userId, ...articleIds],
  };
}

/** Runs `buildBookmarkedArticlesQuery`: the ids among `articleIds` that the reader has bookmarked. */
export async function selectBookmarkedArticleIds(em: EntityManager, userId: number, articleIds: readonly number[]): Promise<Set<number>> {
  const rows = await selectRows<{ article_id: number }>(em, buildBookmarkedArticlesQuery(userId, articleIds));
  return new Set(rows.map((row) => row.article_id));
}
