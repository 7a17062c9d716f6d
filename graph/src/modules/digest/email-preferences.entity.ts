import { defineEntity, p } from '@mikro-orm/core';
import type { SourceName } from '../ingestion/article-draft.js';
import { User } from '../user/user.entity.js';

export type DigestFrequency = 'weekly' | 'daily';

/** A reader's email digest choices. Without a saved row the digest is off. */
export class EmailPreferences {
  id!: number;
  user!: User;
  emailDigest = false;
  frequency: DigestFrequency = 'weekly';
  deliveryTime = '09:00';
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
});
