import { defineEntity, p } from '@mikro-orm/core';
import { Node } from '../../lib/node-interface.js';
import { DateTime } from '../../lib/scalars.js';
import { Field, ObjectType, Int } from 'type-graphql';
import { Article } from '../article/article.entity.js';
import { User } from '../user/user.entity.js';

/** The longest comment, in characters after trimming: the column's check and the comment service both hold to it. */
export const COMMENT_MAX_LENGTH = 5000;

/** A reader's comment on an article, stored as given and always shown as text. */
@ObjectType({ implements: Node, description: "A reader's comment on an article. Its content is plain text, exactly as written." })
export class Comment {
  @Field(() => Int, { name: 'databaseId', description: "The comment's numeric id, as REST paths carry it." })
  id!: number;

  article!: Article;
  user!: User;

  @Field(() => String, { description: 'The comment text, as written (trimmed); show it as text, never as HTML.' })
  content!: string;

  @Field(() => DateTime, { description: 'When the comment was written.' })
  createdAt: Date = new Date();
}

export const CommentSchema = defineEntity({
  class: Comment,
  tableName: 'comments',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: p.manyToOne(Article).deleteRule('cascade'),
    user: p.manyToOne(User).deleteRule('cascade').index('comments_user_id_index'),
    content: p.text().check(`char_length(content) >= 1 and char_length(content) <= ${COMMENT_MAX_LENGTH}`),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  indexes: [{ name: 'comments_article_id_created_at_index', properties: ['article', 'createdAt'] }],
});
