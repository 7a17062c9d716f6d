import { defineEntity, p } from '@mikro-orm/core';
import { Node } from '../../lib/node-interface.js';
import { DateTime } from '../../lib/scalars.js';
import { Field, ObjectType, Int } from 'type-graphql';
import { Article } from '../article/article.entity.js';
import { User } from '../user/user.entity.js';

/** A reader's saved article; one per reader and article. */
@ObjectType({ implements: Node, description: 'An article the viewer saved.' })
export class Bookmark {
  @Field(() => Int, { name: 'databaseId', description: "The bookmark's numeric id." })
  id!: number;

  user!: User;
  article!: Article;

  @Field(() => DateTime, { description: 'When the article was saved.' })
  createdAt: Date = new Date();
}

export const BookmarkSchema = defineEntity({
  class: Bookmark,
  tableName: 'bookmarks',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(User).deleteRule('cascade'),
    article: p.manyToOne(Article).deleteRule('cascade').index('bookmarks_article_id_index'),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  uniques: [{ name: 'bookmarks_user_article_unique', properties: ['user', 'article'] }],
});
