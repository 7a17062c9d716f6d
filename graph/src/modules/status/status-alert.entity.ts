import { defineEntity, p } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import { Article } from '../article/article.entity.js';
import { ARTICLE_STATUSES, ArticleStatus } from '../article/article.enums.js';
import { User } from '../user/user.entity.js';

/**
 * A reader's alert that a paper they bookmarked changed status (retracted, corrected, …): one per reader, paper and
 * status reached, so a change is told once however often the records that caused it are read again.
 */
@ObjectType({ description: 'An alert that an article the viewer bookmarked changed status.' })
export class StatusAlert {
  @Field(() => Int, { name: 'databaseId', description: "The alert's numeric id." })
  id!: number;

  user!: User;

  @Field(() => Article, { description: 'The bookmarked article.' })
  article!: Article;

  @Field(() => ArticleStatus, { description: 'The status the article reached.' })
  status!: ArticleStatus;

  @Field(() => DateTime, { description: 'When Paperlight recorded the change.' })
  createdAt: Date = new Date();

  @Field(() => DateTime, { nullable: true, description: 'When the viewer marked the alert read; null while unread.' })
  readAt: Date | null = null;
}

export const StatusAlertSchema = defineEntity({
  class: StatusAlert,
  tableName: 'status_alerts',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(User).deleteRule('cascade'),
    article: p.manyToOne(Article).deleteRule('cascade').index('status_alerts_article_id_index'),
    status: p
      .string()
      .length(32)
      .check(`status in (${ARTICLE_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    readAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'status_alerts_user_article_status_unique', properties: ['user', 'article', 'status'] }],
});
