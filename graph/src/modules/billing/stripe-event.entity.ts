import { defineEntity, p } from '@mikro-orm/core';

/**
 * A Stripe webhook event Paperlight accepted, keyed by Stripe's event id: a redelivery of the same id finds its row and
 * changes nothing. Rows older than the pruning age are deleted; Stripe stops redelivering long before.
 */
export class StripeEvent {
  id!: string;
  type!: string;
  customerId: string | null = null;
  receivedAt: Date = new Date();
}

export const StripeEventSchema = defineEntity({
  class: StripeEvent,
  tableName: 'stripe_events',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(128),
    customerId: p.string().length(255).nullable(),
    receivedAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'stripe_events_received_at_index',
      expression: 'create index "stripe_events_received_at_index" on "stripe_events" ("received_at")',
    },
  ],
});
