import { defineEntity, p } from '@mikro-orm/core';
import { Article } from '../article/article.entity.js';
import { User } from '../user/user.entity.js';

/** A reader's comment on an article, stored as given and always shown as text. */
export class Comment {
  id!: number;
  article!: Article;
  user!: User;
  content!: string;
  createdAt: Date = new Date();
}

export const CommentSchema = defineEntity({
  class: Comment,
  tableName: 'comments',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: p.manyToOne(Article).deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('cascade').index('comments_user_id_index'),
    content: p.text().check("char_length(content) >= 1 and char_length(content) <= 5000"),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
  },
  indexes: [{ name: 'comments_article_id_created_at_index', properties: ['article', 'createdAt'] }],
});
