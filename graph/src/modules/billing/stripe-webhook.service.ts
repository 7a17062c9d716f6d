import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { AppServices } from '../../app-services.js';
import { BadInputError } from '../../lib/errors.js';
import { requirePayments } from './billing.errors.js';
import { announceStripeSync } from './stripe-sync-loop.service.js';
import { queueStripeSync, recordStripeEvent } from './stripe-sync.queries.js';

/** The events that may change a membership; each only names the customer whose subscriptions are then read. */
export const SYNC_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
]);

export interface WebhookOutcome {
  received: true;
  /** What became of the event: queued a sync, was seen before, or is not one Paperlight acts on. */
  outcome: 'queued' | 'duplicate' | 'ignored';
}

export interface StripeWebhookContext {
  em: EntityManager;
  now: () => Date;
  services: Pick<AppServices, 'payments'>;
}

// constructEvent checks the signature before it parses the body, so only a body that passed the check can fail to parse.
function verificationError(error: unknown): BadInputError {
  if (error instanceof SyntaxError) return new BadInputError('The webhook body is not a Stripe event.');
  const message = error instanceof Error ? error.message : '';
  if (/tolerance/i.test(message)) return new BadInputError('The webhook is more than 300 seconds old.');
  return new BadInputError("The webhook signature does not match this endpoint's signing secret.");
}

function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: unknown; mode?: unknown };
  if (event.type === 'checkout.session.completed' && object.mode !== 'subscription') return null;
  const customer = object.customer;
  if (typeof customer === 'string') return customer;
  if (customer && typeof customer === 'object' && typeof (customer as { id?: unknown }).id === 'string')
    return (customer as { id: string }).id;
  return null;
}

/**
 * Accepts one Stripe webhook: verifies the raw body against the signing secret (300 seconds' tolerance, measured on
 * the context's clock) before reading anything, then, for an event that concerns a membership, records its id and
 * queues a sync of its customer in one transaction and wakes the sync loop. Answers as soon as that commits; the sync
 * itself runs in the background and survives a crash. A redelivered event id and an event of another type are
 * acknowledged and change nothing. Throws BAD_USER_INPUT for a missing, wrong or stale signature or a body that is not
 * an event (nothing is written), and SERVICE_UNAVAILABLE when payments are off.
 */
export async function receiveStripeWebhook(
  ctx: StripeWebhookContext,
  payload: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const payments = requirePayments(ctx.services);
  if (!signature) throw new BadInputError('The webhook has no Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    const { webhookSecret, webhookToleranceSeconds } = payments;
    event = payments.stripe.webhooks.constructEvent(
      payload,
      signature,
      webhookSecret,
      webhookToleranceSeconds,
      undefined,
      ctx.now().getTime(),
    );
  } catch (error) {
    throw verificationError(error);
  }
  const customerId = SYNC_EVENT_TYPES.has(event.type) ? customerOf(event) : null;
  if (!customerId) return { received: true, outcome: 'ignored' };
  const queued = await ctx.em.transactional(async (em) => {
    if (!(await recordStripeEvent(em, { id: event.id, type: event.type, customerId }))) return false;
    await queueStripeSync(em, customerId);
    return true;
  });
  if (queued) announceStripeSync(payments);
  return { received: true, outcome: queued ? 'queued' : 'duplicate' };
}
