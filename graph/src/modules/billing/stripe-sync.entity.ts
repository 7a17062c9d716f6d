import { defineEntity, p } from '@mikro-orm/core';

/**
 * A Stripe customer whose membership must be synced from Stripe: the transactional outbox of the webhook. The webhook
 * writes it in the same transaction as the event id, so an acknowledged event is never lost; the sync loop deletes it
 * once the membership is written, unless `version` moved on meanwhile (a newer event asked for another sync).
 */
export class PendingStripeSync {
  customerId!: string;
  version = 1;
  dueAt: Date = new Date();
  attempts = 0;
  lastError: string | null = null;
  createdAt: Date = new Date();
}

export const PendingStripeSyncSchema = defineEntity({
  class: PendingStripeSync,
  tableName: 'stripe_pending_syncs',
  properties: {
    customerId: p.string().length(255).primary(),
    version: p.integer().default(1),
    dueAt: p.datetime().defaultRaw('now()'),
    attempts: p.integer().default(0).check('attempts >= 0'),
    lastError: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'stripe_pending_syncs_due_at_index',
      expression: 'create index "stripe_pending_syncs_due_at_index" on "stripe_pending_syncs" ("due_at")',
    },
  ],
});
