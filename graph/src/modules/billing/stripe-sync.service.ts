import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app-services.js';
import { logger } from '../../lib/logger.js';
import type { Payments } from '../../lib/stripe.js';
import { Membership } from '../membership/membership.entity.js';
import { membershipGrantsAccess } from '../membership/membership.service.js';
import { requirePayments } from './billing.errors.js';
import { membershipFromSubscriptions } from './stripe-membership.rules.js';
import { completeSync, deferSync, findDueSync, listDueSyncs, lockCustomer, tryLockCustomer } from './stripe-sync.queries.js';

export interface StripeSyncContext {
  em: EntityManager;
  now: () => Date;
  services: Pick<AppServices, 'payments'>;
}

/** What a sync did: wrote Stripe's state, kept an operator's grant that Stripe has nothing better than, or found no reader. */
export type StripeSyncOutcome = 'synced' | 'kept-grant' | 'unknown-customer';

// Runs inside a transaction holding the customer's lock.
async function writeStripeState(em: EntityManager, payments: Payments, customerId: string, now: Date): Promise<StripeSyncOutcome> {
  const membership = await em.findOne(Membership, { stripeCustomerId: customerId });
  if (!membership) {
    logger.warn(`Ignored Stripe customer ${customerId}: no Paperlight reader is linked to it.`);
    return 'unknown-customer';
  }
  const subscriptions = await payments.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 });
  const fields = membershipFromSubscriptions(subscriptions.data);
  const paidAccess = membershipGrantsAccess({ ...fields, source: 'stripe' }, now);
  if (membership.source === 'grant' && !paidAccess && (fields.stripeSubscriptionId === null || membershipGrantsAccess(membership, now))) {
    return 'kept-grant';
  }
  Object.assign(membership, fields, {
    source: fields.stripeSubscriptionId ? 'stripe' : null,
    grantedBy: null,
  } satisfies Partial<Membership>);
  return 'synced';
}

/**
 * The one sync function: fetches the customer's subscriptions from Stripe as they are now and writes the linked
 * reader's membership whole (tier, status, period end, cancellation) in one transaction. Every webhook and the return
 * from Checkout end here, so events that arrive late, twice or out of order cannot leave a stale state. Syncs of one
 * customer never overlap, across processes. An operator's grant is kept unless Stripe grants access itself. Throws
 * SERVICE_UNAVAILABLE without payments, and Stripe's error when Stripe cannot be read (nothing is written then).
 */
export async function syncStripeCustomer(ctx: StripeSyncContext, customerId: string): Promise<StripeSyncOutcome> {
  const payments = requirePayments(ctx.services);
  return ctx.em.transactional(async (em) => {
    await lockCustomer(em, customerId);
    return writeStripeState(em, payments, customerId, ctx.now());
  });
}

/** The wait before retrying a sync that failed `attempts` times before: doubling from the base, up to the maximum. */
export function retryDelayMs(pacing: Payments['sync'], attempts: number): number {
  return Math.min(pacing.retryMaxMs, pacing.retryBaseMs * 2 ** Math.min(attempts, 20));
}

/**
 * Runs one due sync from the webhook's outbox: takes a due customer no other process is syncing, syncs it and removes
 * the request in the same transaction. When Stripe (or anything else) fails, nothing is written and the request is put
 * off with a doubling delay, so it is retried until it succeeds and never lost. Answers `idle` when nothing was due.
 */
export async function processNextStripeSync(ctx: StripeSyncContext): Promise<'idle' | 'synced' | 'retrying'> {
  const payments = requirePayments(ctx.services);
  for (const candidate of await listDueSyncs(ctx.em, 10)) {
    let row = candidate;
    try {
      const done = await ctx.em.transactional(async (em) => {
        if (!(await tryLockCustomer(em, candidate.customerId))) return false;
        const current = await findDueSync(em, candidate.customerId);
        if (!current) return false;
        row = current;
        await writeStripeState(em, payments, current.customerId, ctx.now());
        await completeSync(em, current.customerId, current.version);
        return true;
      });
      if (done) return 'synced';
    } catch (error) {
      const delay = retryDelayMs(payments.sync, row.attempts);
      const reason = error instanceof Error ? error.message : String(error);
      await deferSync(ctx.em.fork(), row, delay, reason);
      (row.attempts >= 5 ? logger.error : logger.warn)(
        `Syncing Stripe customer ${row.customerId} failed (attempt ${row.attempts + 1}); retrying in ${delay < 10_000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`}: ${reason}`,
      );
      return 'retrying';
    }
  }
  return 'idle';
}
