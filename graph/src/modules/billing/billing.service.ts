import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app-services.js';
import { BadInputError, DomainError, NotFoundError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { isStripeError, type Payments } from '../../lib/stripe.js';
import { Membership } from '../membership/membership.entity.js';
import { ensureMembershipRow } from '../membership/membership.queries.js';
import { subscriptionStatusOf, type SubscriptionStatusView } from '../membership/membership.service.js';
import type { User } from '../user/user.entity.js';
import {
  ALREADY_PREMIUM,
  BAD_SESSION_ID,
  CHECKOUT_FAILED,
  GRANTED_NOTHING_TO_MANAGE,
  NOTHING_TO_MANAGE,
  PAYMENT_PAST_DUE,
  PORTAL_FAILED,
  REFRESH_FAILED,
  requirePayments,
  SESSION_NOT_FOUND,
} from './billing.errors.js';
import { syncStripeCustomer } from './stripe-sync.service.js';

export interface BillingContext {
  em: EntityManager;
  now: () => Date;
  services: Pick<AppServices, 'payments' | 'publicUrl'>;
}

/** Where Checkout sends the reader: the subscription page, which syncs the session it names and shows the plan. */
export interface CheckoutStart {
  sessionId: string;
  url: string;
}

/** Runs a Stripe call; a Stripe failure becomes a 502 with `sentence`, and is logged with Stripe's own message. */
async function stripeCall<T>(sentence: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.warn(`Stripe call failed (${error.type}${error.statusCode ? ` ${error.statusCode}` : ''}): ${error.message}`);
    throw new DomainError('BAD_GATEWAY', sentence);
  }
}

function loadMembership(em: EntityManager, viewer: User): Promise<Membership | null> {
  return em.findOne(Membership, { user: viewer.id }, { refresh: true });
}

// The idempotency key makes a retry after a crash between Stripe's answer and our commit find the same customer.
async function ensureCustomer(ctx: BillingContext, payments: Payments, viewer: User): Promise<string> {
  return ctx.em.transactional(async (em) => {
    await ensureMembershipRow(em, viewer.id);
    const membership = await em.findOneOrFail(Membership, { user: viewer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (membership.stripeCustomerId) return membership.stripeCustomerId;
    const key = createHash('sha256').update(`${viewer.id}:${viewer.email}`).digest('hex').slice(0, 32);
    const customer = await stripeCall(CHECKOUT_FAILED, () =>
      payments.stripe.customers.create(
        { email: viewer.email, name: viewer.username, metadata: { userId: String(viewer.id) } },
        { idempotencyKey: `paperlight-customer-${key}` },
      ),
    );
    membership.stripeCustomerId = customer.id;
    return customer.id;
  });
}

/**
 * Starts Premium checkout for the viewer: creates their Stripe customer first when they have none (stored on their
 * membership, with the user id in its metadata), then a Checkout Session in subscription mode for Premium's price that
 * returns to /subscription. A reader who already has access, or whose payment failed (the card is fixed in the billing
 * portal), gets CONFLICT instead of a second subscription; a known customer is synced from Stripe first so that
 * decision is current. Throws SERVICE_UNAVAILABLE without payments and BAD_GATEWAY when Stripe fails. Writes the
 * membership's customer id.
 */
export async function startCheckout(ctx: BillingContext, viewer: User): Promise<CheckoutStart> {
  const payments = requirePayments(ctx.services);
  const known = await loadMembership(ctx.em, viewer);
  if (known?.stripeCustomerId) {
    const customerId = known.stripeCustomerId;
    await stripeCall(CHECKOUT_FAILED, () => syncStripeCustomer(ctx, customerId));
  }
  const status = subscriptionStatusOf(await loadMembership(ctx.em, viewer), ctx.now());
  if (status.hasAccess) throw new DomainError('CONFLICT', ALREADY_PREMIUM);
  if (status.status === 'past_due' || status.status === 'unpaid') throw new DomainError('CONFLICT', PAYMENT_PAST_DUE);
  const customer = await ensureCustomer(ctx, payments, viewer);
  const returnTo = `${ctx.services.publicUrl}/subscription`;
  const session = await stripeCall(CHECKOUT_FAILED, () =>
    payments.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(viewer.id),
      line_items: [{ price: payments.priceId, quantity: 1 }],
      success_url: `${returnTo}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${returnTo}?checkout=cancelled`,
      metadata: { userId: String(viewer.id) },
      subscription_data: { metadata: { userId: String(viewer.id) } },
    }),
  );
  if (!session.url) throw new DomainError('BAD_GATEWAY', CHECKOUT_FAILED);
  return { sessionId: session.id, url: session.url };
}

/**
 * Opens Stripe's Billing Portal for the viewer, where they cancel Premium or change their card; it returns to
 * /subscription. A reader who never subscribed through Stripe (free, or granted Premium) gets CONFLICT. Throws
 * SERVICE_UNAVAILABLE without payments and BAD_GATEWAY when Stripe fails. Writes nothing.
 */
export async function openBillingPortal(ctx: BillingContext, viewer: User): Promise<{ url: string }> {
  const payments = requirePayments(ctx.services);
  const membership = await loadMembership(ctx.em, viewer);
  if (!membership?.stripeCustomerId || !membership.stripeSubscriptionId) {
    throw new DomainError('CONFLICT', membership?.source === 'grant' ? GRANTED_NOTHING_TO_MANAGE : NOTHING_TO_MANAGE);
  }
  const customer = membership.stripeCustomerId;
  const session = await stripeCall(PORTAL_FAILED, () =>
    payments.stripe.billingPortal.sessions.create({ customer, return_url: `${ctx.services.publicUrl}/subscription` }),
  );
  return { url: session.url };
}

async function customerOfSession(ctx: BillingContext, payments: Payments, viewer: User, sessionId: string): Promise<string> {
  if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) throw new BadInputError(BAD_SESSION_ID);
  let session;
  try {
    session = await payments.stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) throw new NotFoundError(SESSION_NOT_FOUND);
    return stripeCall(REFRESH_FAILED, () => Promise.reject(error));
  }
  const membership = await loadMembership(ctx.em, viewer);
  const sessionCustomer = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  if (
    session.client_reference_id !== String(viewer.id) ||
    !membership?.stripeCustomerId ||
    sessionCustomer !== membership.stripeCustomerId
  ) {
    throw new NotFoundError(SESSION_NOT_FOUND);
  }
  return membership.stripeCustomerId;
}

/**
 * Syncs the viewer's membership from Stripe now and answers their subscription status: what the subscription page
 * calls when Checkout sends the reader back (`?session_id=`), so access shows before the webhook arrives. A session id
 * must name one of the viewer's own Checkout Sessions (else NOT_FOUND, and BAD_USER_INPUT for a malformed id);
 * without one, the viewer's own customer is synced. Throws SERVICE_UNAVAILABLE without payments and BAD_GATEWAY when
 * Stripe fails. Writes the membership.
 */
export async function refreshSubscriptionStatus(
  ctx: BillingContext,
  viewer: User,
  checkoutSessionId: string | null,
): Promise<SubscriptionStatusView> {
  const payments = requirePayments(ctx.services);
  const customerId = checkoutSessionId
    ? await customerOfSession(ctx, payments, viewer, checkoutSessionId)
    : ((await loadMembership(ctx.em, viewer))?.stripeCustomerId ?? null);
  if (customerId) await stripeCall(REFRESH_FAILED, () => syncStripeCustomer(ctx, customerId));
  return subscriptionStatusOf(await loadMembership(ctx.em, viewer), ctx.now());
}
