import type Stripe from 'stripe';
import type { MembershipTier } from '../membership/membership.entity.js';

/** The membership fields a customer's Stripe subscriptions decide. */
export interface StripeMembershipFields {
  tier: MembershipTier;
  status: string;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

// Which subscription speaks for the customer when there are several: a live one before a troubled one before an
// ended one, and the newest within each group.
function rank(subscription: Stripe.Subscription): number {
  if (subscription.status === 'active' || subscription.status === 'trialing') return 0;
  return ENDED_STATUSES.has(subscription.status) ? 2 : 1;
}

/** The subscription that decides a customer's membership, or null when the customer never subscribed. */
export function currentSubscription(subscriptions: readonly Stripe.Subscription[]): Stripe.Subscription | null {
  return [...subscriptions].sort((a, b) => rank(a) - rank(b) || b.created - a.created)[0] ?? null;
}

/** A price whose metadata says `tier: pro` sells the pro plan; every other price sells premium. */
function tierOf(subscription: Stripe.Subscription): MembershipTier {
  return subscription.items.data.some((item) => item.price.metadata?.tier === 'pro') ? 'pro' : 'premium';
}

// Since Stripe's 2025 API versions the billing period lives on each subscription item; the subscription's own period
// ends with the earliest of them, or earlier when a cancellation is scheduled for a set time (`cancel_at`).
function periodEnd(subscription: Stripe.Subscription): number | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  if (subscription.cancel_at !== null) ends.push(subscription.cancel_at);
  return ends.length ? Math.min(...ends) : null;
}

/**
 * The membership a customer's subscriptions amount to, read from Stripe's current state (never from an event's
 * payload): the plan of the subscription that speaks for the customer, its status, when its period ends and whether it
 * ends there. A cancelled or expired subscription, or none at all, is the free plan. Pure.
 */
export function membershipFromSubscriptions(subscriptions: readonly Stripe.Subscription[]): StripeMembershipFields {
  const subscription = currentSubscription(subscriptions);
  if (!subscription)
    return { tier: 'free', status: 'inactive', stripeSubscriptionId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  const ended = ENDED_STATUSES.has(subscription.status);
  const end = ended ? (subscription.ended_at ?? periodEnd(subscription)) : periodEnd(subscription);
  return {
    tier: ended ? 'free' : tierOf(subscription),
    status: subscription.status,
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: end === null ? null : new Date(end * 1000),
    cancelAtPeriodEnd: !ended && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
  };
}
