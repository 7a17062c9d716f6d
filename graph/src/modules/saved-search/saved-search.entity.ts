import { defineEntity, p } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import type { FeedFilter } from '../article/article-feed.queries.js';
import { User } from '../user/user.entity.js';

/** The part of the feed's filter a saved search keeps: everything but the date window (docs/product/following.md#saved-searches). */
export type SavedFilter = Omit<FeedFilter, 'dateRange'>;

/** A reader's named feed filter, with when they last opened it and the token of its private Atom feed. */
@ObjectType({ description: 'A feed filter the viewer saved under a name, to open again and to be told of new papers.' })
export class SavedSearch {
  id!: number;
  user!: User;

  @Field(() => String, { description: "The search's name, unique among the viewer's saved searches." })
  name!: string;

  filter!: SavedFilter;

  /** The private feed URL's secret; replaced when the reader resets the URL. */
  feedToken!: string;

  @Field(() => DateTime, { description: 'When the viewer last opened the search; newer papers count as new.' })
  lastOpenedAt: Date = new Date();

  @Field(() => DateTime, { description: 'When the search was saved.' })
  createdAt: Date = new Date();

  @Field(() => DateTime, { description: 'When the name or filter last changed.' })
  updatedAt: Date = new Date();
}

export const SavedSearchSchema = defineEntity({
  class: SavedSearch,
  tableName: 'saved_searches',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(User).deleteRule('cascade').index('saved_searches_user_id_index'),
    name: p.string().length(80),
    filter: p.json<SavedFilter>(),
    feedToken: p.string().length(64).unique('saved_searches_feed_token_unique'),
    lastOpenedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
