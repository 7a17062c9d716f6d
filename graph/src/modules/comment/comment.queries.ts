import type { EntityManager } from '@mikro-orm/postgresql';
import { runStatement, selectRows } from '../../lib/sql.js';

/** Adds one to an article's comment count, locking its row until the transaction ends; false when there is no such article. */
export async function incrementCommentCount(em: EntityManager, articleId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(em, {
    sql: 'update articles set comment_count = comment_count + 1 where id = ? returning id',
    params: [articleId],
  });
  return rows.length > 0;
}

/** Takes one from an article's comment count. */
export async function decrementCommentCount(em: EntityManager, articleId: number): Promise<void> {
  await runStatement(em, { sql: 'update articles set comment_count = comment_count - 1 where id = ?', params: [articleId] });
}

/** Inserts a comment row; resolves to its id. */
export async function insertComment(em: EntityManager, comment: { articleId: number; userId: number; content: string }): Promise<number> {
  const [row] = await selectRows<{ id: number }>(em, {
    sql: 'insert into comments (article_id, user_id, content) values (?, ?, ?) returning id',
    params: [comment.articleId, comment.userId, comment.content],
  });
  return row.id;
}

/** Deletes a comment row. */
export async function deleteCommentRow(em: EntityManager, id: number): Promise<void> {
  await runStatement(em, { sql: 'delete from comments where id = ?', params: [id] });
}

/** The newest comment id, or 0 when there are none. */
export async function selectLatestCommentId(em: EntityManager): Promise<number> {
  const [row] = await selectRows<{ id: number | null }>(em, { sql: 'select max(id)::int as id from comments', params: [] });
  return row?.id ?? 0;
}

/** Comments with ids above `afterId`, oldest first, at most `limit`: what a live-events gap may have missed. */
export async function selectCommentsAfter(em: EntityManager, afterId: number, limit: number): Promise<{ id: number; articleId: number }[]> {
  return selectRows<{ id: number; articleId: number }>(em, {
    sql: 'select id, article_id as "articleId" from comments where id > ? order by id limit ?',
    params: [afterId, limit],
  });
}

/** Keeps a copy of a comment about to be deleted, so its author can undo the deletion for a while. */
export async function keepDeletedComment(em: EntityManager, id: number): Promise<void> {
  await runStatement(em, {
    sql:
      'insert into recently_deleted_comments (id, article_id, user_id, content, created_at) ' +
      'select id, article_id, user_id, content, created_at from comments where id = ? ' +
      'on conflict (id) do update set deleted_at = now()',
    params: [id],
  });
}

/** Forgets the copies of comments deleted longer ago than `windowMs`: they can no longer be restored. */
export async function purgeDeletedComments(em: EntityManager, windowMs: number): Promise<void> {
  await runStatement(em, {
    sql: "delete from recently_deleted_comments where deleted_at < now() - ? * interval '1 millisecond'",
    params: [windowMs],
  });
}

/**
 * Moves a deleted comment's copy back into the comments, with its own id, text and time; resolves to whether there
 * was such a copy, deleted within `windowMs`.
 */
export async function reinsertDeletedComment(em: EntityManager, id: number, windowMs: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(em, {
    sql:
      'with restored as (' +
      "delete from recently_deleted_comments where id = ? and deleted_at >= now() - ? * interval '1 millisecond' " +
      'returning id, article_id, user_id, content, created_at) ' +
      'insert into comments (id, article_id, user_id, content, created_at) select id, article_id, user_id, content, created_at from restored ' +
      'returning id',
    params: [id, windowMs],
  });
  return rows.length > 0;
}
