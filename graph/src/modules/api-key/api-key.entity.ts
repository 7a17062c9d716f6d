import { defineEntity, p } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node } from '../../lib/node-interface.js';
import { DateTime } from '../../lib/scalars.js';
import { User } from '../user/user.entity.js';
import { ApiKeyScope } from './api-key.enums.js';

/**
 * A reader's API key: a named secret with scopes that a program sends as `Authorization: Bearer …` to act as the
 * reader. Only the SHA-256 of the secret is stored; the secret itself is shown once, when the key is created.
 */
@ObjectType({
  implements: Node,
  description: "An API key of the viewer's: its name, visible prefix, scopes and use. The secret is never shown again.",
})
export class ApiKey {
  @Field(() => Int, { name: 'databaseId', description: "The key's numeric id." })
  id!: number;

  user!: User;

  @Field(() => String, { description: 'The name the reader gave the key.' })
  name!: string;

  @Field(() => String, { description: 'The first characters of the secret (such as pl_AbC12xYz), to tell keys apart.' })
  prefix!: string;

  /** The SHA-256 of the whole secret, in hex; the secret itself is never stored. */
  secretHash!: string;

  @Field(() => [ApiKeyScope], { description: 'What the key may do.' })
  scopes: ApiKeyScope[] = [];

  @Field(() => DateTime, { description: 'When the key was created.' })
  createdAt: Date = new Date();

  @Field(() => DateTime, { nullable: true, description: 'When the key was last used, to within a minute; null when never.' })
  lastUsedAt: Date | null = null;

  @Field(() => DateTime, { nullable: true, description: 'When the key was revoked; null while it works.' })
  revokedAt: Date | null = null;
}

export const ApiKeySchema = defineEntity({
  class: ApiKey,
  tableName: 'api_keys',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(User).deleteRule('cascade').index('api_keys_user_id_index'),
    name: p.string().length(80),
    prefix: p.string().length(16),
    secretHash: p.string().length(64).unique('api_keys_secret_hash_unique'),
    scopes: p.json<ApiKeyScope[]>(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
