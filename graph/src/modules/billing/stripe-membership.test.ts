import { describe, expect, it } from 'vitest';
import { priceObject, subscriptionObject } from '../../../test/fake-stripe-objects.js';
import { currentSubscription, membershipFromSubscriptions } from './stripe-membership.rules.js';

const premium = priceObject('price_premium', { unitAmount: 999, currency: 'usd', interval: 'month' });
const pro = priceObject('price_pro', { unitAmount: 2900, currency: 'usd', interval: 'month', tier: 'pro' });
const START = 1_790_000_000;
const END = START + 30 * 86_400;

function subscription(id: string, status: string, overrides: Record<string, unknown> = {}, price = premium, created = START) {
  return Object.assign(
    subscriptionObject(id, { customer: 'cus_1', price, status, start: created, periodEnd: created + 30 * 86_400 }),
    overrides,
  );
}

describe('membershipFromSubscriptions', () => {
  it('is the free plan for a customer who never subscribed', () => {
    expect(membershipFromSubscriptions([])).toEqual({
      tier: 'free',
      status: 'inactive',
      stripeSubscriptionId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it("reads the period end from the subscription's items and the tier from the price", () => {
    expect(membershipFromSubscriptions([subscription('sub_1', 'active')])).toEqual({
      tier: 'premium',
      status: 'active',
      stripeSubscriptionId: 'sub_1',
      currentPeriodEnd: new Date(END * 1000),
      cancelAtPeriodEnd: false,
    });
    expect(membershipFromSubscriptions([subscription('sub_2', 'trialing', {}, pro)])).toMatchObject({ tier: 'pro', status: 'trialing' });
  });

  it('treats a cancellation at the period end, or at a set time before it, as ending there', () => {
    expect(membershipFromSubscriptions([subscription('sub_1', 'active', { cancel_at_period_end: true })])).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(END * 1000),
    });
    expect(membershipFromSubscriptions([subscription('sub_1', 'active', { cancel_at: END - 86_400 })])).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date((END - 86_400) * 1000),
    });
  });

  it('keeps the tier but not the status of a troubled subscription, and drops an ended one to free', () => {
    expect(membershipFromSubscriptions([subscription('sub_1', 'past_due')])).toMatchObject({ tier: 'premium', status: 'past_due' });
    expect(membershipFromSubscriptions([subscription('sub_1', 'unpaid')])).toMatchObject({ tier: 'premium', status: 'unpaid' });
    expect(membershipFromSubscriptions([subscription('sub_1', 'canceled', { ended_at: START + 100 })])).toEqual({
      tier: 'free',
      status: 'canceled',
      stripeSubscriptionId: 'sub_1',
      currentPeriodEnd: new Date((START + 100) * 1000),
      cancelAtPeriodEnd: false,
    });
  });

  it('lets a live subscription speak for the customer over a newer ended or troubled one', () => {
    const old = subscription('sub_old', 'active', {}, premium, START);
    const ended = subscription('sub_new', 'canceled', {}, premium, START + 1_000);
    const troubled = subscription('sub_mid', 'past_due', {}, premium, START + 500);
    expect(currentSubscription([ended, troubled, old])?.id).toBe('sub_old');
    expect(currentSubscription([ended, troubled])?.id).toBe('sub_mid');
    const newer = subscription('sub_newer', 'canceled', {}, premium, START + 2_000);
    expect(currentSubscription([ended, newer])?.id).toBe('sub_newer');
  });
});
