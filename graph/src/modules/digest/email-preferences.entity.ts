import { defineEntity, p } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { SourceName } from '../ingestion/article-draft.types.js';
import { User } from '../user/user.entity.js';
import { DigestFrequencyValues, DigestSources } from './digest.types.js';

export type DigestFrequency = 'weekly' | 'daily';

/** A reader's email digest choices. Without a saved row the digest is off. */
@ObjectType('EmailPreferences', { description: "The viewer's email digest choices; defaults until they save any." })
export class EmailPreferences {
  id!: number;
  user!: User;

  @Field(() => Boolean, { description: 'Whether the digest is sent at all. Off until the reader turns it on.' })
  emailDigest = false;

  @Field(() => DigestFrequencyValues, { description: 'weekly (Sundays, the default) or daily.' })
  frequency: DigestFrequency = 'weekly';

  @Field(() => String, { description: 'Delivery time in Eastern time: 08:00, 09:00 (the default), 10:00, 12:00 or 18:00.' })
  deliveryTime = '09:00';

  @Field(() => DigestSources, { description: 'Which sources the digest draws from; all on by default.' })
  sources: Record<SourceName, boolean> = { PubMed: true, medRxiv: true, PLOS: true, DOAJ: true };

  updatedAt: Date = new Date();
}

export const EmailPreferencesSchema = defineEntity({
  class: EmailPreferences,
  tableName: 'email_preferences',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.oneToOne(User).owner().deleteRule('cascade').unique('email_preferences_user_id_unique'),
    emailDigest: p.boolean().default(false),
    frequency: p.string().length(16).default('weekly').check("frequency in ('weekly', 'daily')"),
    deliveryTime: p.string().length(5).default('09:00').check("delivery_time in ('08:00', '09:00', '10:00', '12:00', '18:00')"),
    sources: p.json<Record<SourceName, boolean>>(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    {
      name: 'email_preferences_due_index',
      expression: 'create index "email_preferences_due_index" on "email_preferences" ("delivery_time", "user_id") where email_digest',
    },
  ],
});
