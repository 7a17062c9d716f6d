import { defineEntity, p } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import { SavedSearch } from '../saved-search/saved-search.entity.js';
import { User } from '../user/user.entity.js';

/**
 * A reader's endpoint that is sent each new paper matching one of their saved searches, signed with a secret that is
 * shown once, when the endpoint is registered (docs/product/following.md#signed-webhooks).
 */
@ObjectType({ description: "An endpoint of the viewer's that Paperlight posts each new paper matching a saved search to." })
export class Webhook {
  id!: number;
  user!: User;
  savedSearch!: SavedSearch;

  @Field(() => String, { description: 'The address each delivery is posted to.' })
  url!: string;

  /** Signs every request (HMAC-SHA256); kept to sign, never shown again after creation. */
  secret!: string;

  @Field(() => DateTime, { description: 'When the endpoint was registered.' })
  createdAt: Date = new Date();

  @Field(() => DateTime, {
    nullable: true,
    description: 'When Paperlight stopped posting to the endpoint because it had failed for 3 days; null while it is posted to.',
  })
  disabledAt: Date | null = null;

  @Field(() => DateTime, {
    nullable: true,
    description: 'When the endpoint first failed since it last accepted a delivery; null while it accepts them.',
  })
  failingSince: Date | null = null;
}

export const WebhookSchema = defineEntity({
  class: Webhook,
  tableName: 'webhooks',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(User).deleteRule('cascade').index('webhooks_user_id_index'),
    savedSearch: p.manyToOne(SavedSearch).deleteRule('cascade').index('webhooks_saved_search_id_index'),
    url: p.text(),
    secret: p.string().length(64).hidden(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    disabledAt: p.datetime().nullable(),
    failingSince: p.datetime().nullable(),
  },
});
