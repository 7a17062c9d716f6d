import { defineEntity, p } from '@mikro-orm/core';
import { Article } from '../article/article.entity.js';
import { User } from '../user/user.entity.js';

/**
 * A comment its author deleted moments ago, kept with its own id and time only while the author may still undo the
 * deletion (`COMMENT_UNDO_WINDOW_MS`); restoring puts it back exactly as it was. Older ones are purged by the next
 * deletion or restore.
 */
export class RecentlyDeletedComment {
  id!: number;
  article!: Article;
  user!: User;
  content!: string;
  createdAt!: Date;
  deletedAt: Date = new Date();
}

export const RecentlyDeletedCommentSchema = defineEntity({
  class: RecentlyDeletedComment,
  tableName: 'recently_deleted_comments',
  properties: {
    id: p.integer().primary().autoincrement(false),
    article: p.manyToOne(Article).deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('cascade'),
    content: p.text(),
    createdAt: p.datetime(),
    deletedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .index('recently_deleted_comments_deleted_at_index'),
  },
});
