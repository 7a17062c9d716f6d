import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';
import type { DigestFrequency } from './email-preferences.entity.js';

/**
 * Where one reader's digest for one period stands. `sending`: being handed to the mail server now; `pending`: not
 * handed over yet, or a try provably failed; `sent`; `empty`: nothing new, so nothing sent; `unconfirmed`: a try was
 * interrupted while handing it over, so it may have arrived and is never sent again; `failed`: the server rejected it
 * for good; `cancelled`: the reader turned the digest off or lost access before it went out.
 */
export type DigestDeliveryStatus = 'sending' | 'pending' | 'sent' | 'empty' | 'unconfirmed' | 'failed' | 'cancelled';

export const DIGEST_DELIVERY_STATUSES: readonly DigestDeliveryStatus[] = [
  'sending',
  'pending',
  'sent',
  'empty',
  'unconfirmed',
  'failed',
  'cancelled',
];

/** One section of a sent digest: the saved search it is for (null for papers matching none), the papers listed, and how many matched. */
export interface DigestDeliverySection {
  savedSearchId: number | null;
  name: string | null;
  articleIds: number[];
  totalCount: number;
}

/** One reader's digest for one period: at most one row, and so at most one email, per (user, period key). */
export class DigestDelivery {
  id!: number;
  user!: User;
  /** `2026-11-25` for a daily digest, `2026-W48` for a weekly one. */
  periodKey!: string;
  frequency!: DigestFrequency;
  status: DigestDeliveryStatus = 'sending';
  /** Derived from the user and period key, so every try of one digest carries the same Message-ID. */
  messageId!: string;
  periodStart!: Date;
  periodEnd!: Date;
  /** The articles the email lists, frozen when the row is written so a retry sends the same email. */
  articleIds: number[] = [];
  /** The email's sections (one per saved search with papers, then the rest), frozen with the article list. */
  sections: DigestDeliverySection[] = [];
  totalCount = 0;
  attempts = 1;
  lastError: string | null = null;
  createdAt: Date = new Date();
  sentAt: Date | null = null;
  updatedAt: Date = new Date();
}

export const DigestDeliverySchema = defineEntity({
  class: DigestDelivery,
  tableName: 'digest_deliveries',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.manyToOne(User).deleteRule('cascade'),
    periodKey: p.string().length(16),
    frequency: p.string().length(16).check("frequency in ('weekly', 'daily')"),
    status: p
      .string()
      .length(16)
      .check(`status in (${DIGEST_DELIVERY_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    messageId: p.string().length(255),
    periodStart: p.datetime(),
    periodEnd: p.datetime(),
    articleIds: p.json<number[]>().default('[]'),
    sections: p.json<DigestDeliverySection[]>().default('[]'),
    totalCount: p.integer().default(0),
    attempts: p.integer().default(1),
    lastError: p.text().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'digest_deliveries_user_period_unique', properties: ['user', 'periodKey'] }],
  indexes: [{ name: 'digest_deliveries_status_index', properties: ['status', 'createdAt'] }],
});
