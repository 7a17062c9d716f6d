import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf, outbox, payForPremium, startBillingServer, TestClock, type Subscriber } from '../../../test/billing.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { eventually } from '../../../test/eventually.js';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.js';
import type { TestServer } from '../../../test/server.js';

let db: TestDatabase;
let stripe: FakeStripe;
let api: TestServer;
const clock = new TestClock();

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  stripe = await startFakeStripe();
  api = await startBillingServer(db, stripe, clock);
});

afterAll(async () => {
  await api?.close();
  await stripe?.close();
  await db?.drop();
});

const drained = () => eventually('the sync queue to drain', async () => (await outbox(db)).pending === 0);
const listCalls = () => stripe.count('GET', /^\/v1\/subscriptions$/);

describe('POST /api/stripe/webhook: signatures (T13)', () => {
  let subscriber: Subscriber;

  beforeAll(async () => {
    subscriber = await payForPremium(api, stripe, 'sig-reader');
  });

  it('refuses unsigned, forged, tampered, stale, replayed and malformed deliveries with 400 and writes nothing', async () => {
    const event = stripe.event('customer.subscription.created', subscriber.subscription);
    const before = { membership: await membershipOf(db, subscriber.userId), calls: listCalls() };
    const tampered = event.payload.replace(`"status": "active"`, `"status": "trialing"`);
    expect(tampered).not.toBe(event.payload);
    const captured = stripe.sign(event.payload);

    const cases: [string, Parameters<FakeStripe['deliver']>[2], string][] = [
      ['unsigned', { signature: null }, 'The webhook has no Stripe-Signature header.'],
      ['forged', { secret: 'whsec_someone_else' }, "The webhook signature does not match this endpoint's signing secret."],
      ['tampered', { body: tampered }, "The webhook signature does not match this endpoint's signing secret."],
      ['stale', { timestamp: clock.seconds() - 301 }, 'The webhook is more than 300 seconds old.'],
      ['garbled header', { signature: 't=abc,v1=' }, "The webhook signature does not match this endpoint's signing secret."],
      ['not an event', { body: 'not json', signature: stripe.sign('not json') }, 'The webhook body is not a Stripe event.'],
    ];
    for (const [name, options, message] of cases) {
      const response = await stripe.deliver(api.baseUrl, event, options);
      expect({ name, status: response.status, message: response.body.message }).toEqual({ name, status: 400, message });
    }

    // A captured delivery sent again once the tolerance has passed is refused like any stale one.
    clock.time += 301_000;
    try {
      const replayed = await stripe.deliver(api.baseUrl, event, { signature: captured });
      expect(replayed).toMatchObject({ status: 400, body: { message: 'The webhook is more than 300 seconds old.' } });
    } finally {
      clock.time -= 301_000;
    }

    expect(await outbox(db)).toEqual({ events: 0, pending: 0 });
    expect(await membershipOf(db, subscriber.userId)).toEqual(before.membership);
    expect(listCalls()).toBe(before.calls);
  });

  it('acknowledges event types it does not act on, and events without a customer, and keeps nothing of them', async () => {
    for (const event of [
      stripe.event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', customer: subscriber.customerId }),
      stripe.event('checkout.session.completed', { ...subscriber.session, mode: 'payment' }),
      stripe.event('invoice.paid', { id: 'in_1', object: 'invoice', customer: null }),
    ]) {
      expect(await stripe.deliver(api.baseUrl, event)).toMatchObject({ status: 200, body: { received: true, outcome: 'ignored' } });
    }
    expect(await outbox(db)).toEqual({ events: 0, pending: 0 });
  });
});

describe('POST /api/stripe/webhook: delivery order and repetition (T13)', () => {
  it('applies one event delivered three times exactly once, and answers each within a second', async () => {
    const subscriber = await payForPremium(api, stripe, 'thrice-reader');
    const event = stripe.event('customer.subscription.created', subscriber.subscription);
    const calls = listCalls();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await stripe.deliver(api.baseUrl, event);
      expect(response.status).toBe(200);
      expect(response.ms).toBeLessThan(1_000);
      outcomes.push(response.body.outcome ?? '');
    }
    expect(outcomes).toEqual(['queued', 'duplicate', 'duplicate']);
    await drained();
    expect(listCalls() - calls).toBe(1);
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from stripe_events where id = ?', [event.id]);
    expect(row.count).toBe(1);
    expect(await membershipOf(db, subscriber.userId)).toMatchObject({
      tier: 'premium',
      status: 'active',
      source: 'stripe',
      stripeSubscriptionId: subscriber.subscription.id,
      currentPeriodEnd: subscriber.subscription.items.data[0].current_period_end,
      cancelAtPeriodEnd: false,
    });
  });

  it("ends in Stripe's current state when events arrive in reverse order", async () => {
    const subscriber = await payForPremium(api, stripe, 'reverse-reader');
    const created = stripe.event('customer.subscription.created', subscriber.subscription);
    const activeSnapshot = structuredClone(subscriber.subscription);
    stripe.updateSubscription(subscriber.subscription.id, { cancel_at_period_end: true });
    const updated = stripe.event('customer.subscription.updated', subscriber.subscription);
    for (const event of [updated, created]) {
      expect((await stripe.deliver(api.baseUrl, event)).status).toBe(200);
      await drained();
    }
    expect(await membershipOf(db, subscriber.userId)).toMatchObject({ tier: 'premium', status: 'active', cancelAtPeriodEnd: true });
    const status = await subscriber.reader.request('/api/subscription-status');
    expect(status.body).toEqual({
      tier: 'premium',
      hasAccess: true,
      status: 'active',
      currentPeriodEnd: subscriber.subscription.items.data[0].current_period_end,
      cancelAtPeriodEnd: true,
      granted: false,
    });

    stripe.deleteSubscription(subscriber.subscription.id);
    const deleted = stripe.event('customer.subscription.deleted', subscriber.subscription);
    const lateUpdate = stripe.event('customer.subscription.updated', activeSnapshot);
    for (const event of [deleted, lateUpdate]) {
      expect((await stripe.deliver(api.baseUrl, event)).body.outcome).toBe('queued');
      await drained();
    }
    expect(await membershipOf(db, subscriber.userId)).toMatchObject({ tier: 'free', status: 'canceled', cancelAtPeriodEnd: false });
    expect((await subscriber.reader.request<{ hasAccess: boolean }>('/api/subscription-status')).body.hasAccess).toBe(false);
  });

  it('answers at once while Stripe is slow, and syncs once Stripe answers', async () => {
    const subscriber = await payForPremium(api, stripe, 'slow-reader');
    const hold = stripe.hold('GET', /^\/v1\/subscriptions$/);
    try {
      const response = await stripe.deliver(api.baseUrl, stripe.event('customer.subscription.created', subscriber.subscription));
      expect(response.status).toBe(200);
      expect(response.ms).toBeLessThan(1_000);
      await hold.arrived;
      expect(await membershipOf(db, subscriber.userId)).toMatchObject({ tier: 'free', status: 'inactive' });
    } finally {
      hold.release();
    }
    await drained();
    expect(await membershipOf(db, subscriber.userId)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('retries a sync while Stripe is down, with growing waits, until it succeeds', async () => {
    const subscriber = await payForPremium(api, stripe, 'outage-reader');
    stripe.fail('GET', /^\/v1\/subscriptions$/, 503, 3);
    const calls = listCalls();
    expect((await stripe.deliver(api.baseUrl, stripe.event('invoice.paid', subscriber.subscription))).status).toBe(200);
    const failed = await eventually('a failed attempt to be recorded', async () => {
      const [row] = await db.orm.em
        .fork()
        .getConnection()
        .execute<{ attempts: number; lastError: string }[]>(
          'select attempts, last_error as "lastError" from stripe_pending_syncs where customer_id = ?',
          [subscriber.customerId],
        );
      return row && row.attempts > 0 ? row : undefined;
    });
    expect(failed.lastError).toMatch(/fail/);
    await drained();
    expect(listCalls() - calls).toBe(4);
    expect(await membershipOf(db, subscriber.userId)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('queues and then drops a sync for a customer no reader is linked to', async () => {
    const stranger = stripe.createSubscription('cus_not_ours');
    const response = await stripe.deliver(api.baseUrl, stripe.event('customer.subscription.created', stranger));
    expect(response.body.outcome).toBe('queued');
    await drained();
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>(`select count(*)::int as count from memberships where stripe_customer_id = 'cus_not_ours'`);
    expect(row.count).toBe(0);
  });
});
