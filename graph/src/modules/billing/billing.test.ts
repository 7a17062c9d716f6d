import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf, outbox, payForPremium, startBillingServer, TestClock } from '../../../test/billing.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { eventually } from '../../../test/eventually.js';
import { FAKE_PRICE_ID, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.js';
import { TestBrowser } from '../../../test/http-client.js';
import { graphql } from '../../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

const STATUS = graphql(`
  query BillingStatus {
    subscriptionStatus {
      tier
      hasAccess
      status
      granted
    }
  }
`);

const REFRESH = graphql(`
  mutation BillingRefresh($id: String) {
    refreshSubscriptionStatus(checkoutSessionId: $id) {
      tier
      hasAccess
    }
  }
`);

const CHECKOUT = graphql(`
  mutation BillingCheckout {
    createCheckoutSession {
      sessionId
      url
    }
  }
`);

const PORTAL = graphql(`
  mutation BillingPortal {
    createBillingPortalSession {
      url
    }
  }
`);

const PLAN = graphql(`
  query BillingPlan {
    premiumPlan {
      unitAmount
      purchasable
    }
  }
`);

let db: TestDatabase;
let stripe: FakeStripe;
let api: TestServer;
const clock = new TestClock();
const PUBLIC_URL = 'http://localhost:4000';

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

type Status = {
  tier: string;
  hasAccess: boolean;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  granted: boolean;
};
const statusOf = async (reader: TestBrowser) => (await reader.request<Status>('/api/subscription-status')).body;
const drained = () => eventually('the sync queue to drain', async () => (await outbox(db)).pending === 0);

describe('upgrading to Premium', () => {
  it('goes from Checkout through the webhooks to premium access, and refuses a second subscription', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const userId = Number(await reader.register('upgrader'));
    expect(await statusOf(reader)).toMatchObject({ tier: 'free', hasAccess: false });

    const started = await reader.request<{ sessionId: string; url: string }>('/api/create-subscription', { method: 'POST' });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ sessionId: expect.stringMatching(/^cs_test_/), url: `${stripe.url}/pay/${started.body.sessionId}` });
    const customer = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/customers')!;
    expect(customer.body).toEqual({ email: 'upgrader@example.org', name: 'upgrader', metadata: { userId: String(userId) } });
    expect(customer.idempotencyKey).toMatch(/^paperlight-customer-/);
    const customerId = (await membershipOf(db, userId))!.stripeCustomerId!;
    expect(stripe.customers.has(customerId)).toBe(true);
    expect(stripe.requests.find((request) => request.path === '/v1/checkout/sessions')!.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: String(userId),
      line_items: [{ price: FAKE_PRICE_ID, quantity: '1' }],
      success_url: `${PUBLIC_URL}/subscription?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/subscription?checkout=cancelled`,
      metadata: { userId: String(userId) },
      subscription_data: { metadata: { userId: String(userId) } },
    });

    const { session, subscription } = stripe.completeCheckout(started.body.sessionId);
    const events = [
      stripe.event('checkout.session.completed', session),
      stripe.event('customer.subscription.created', subscription),
      stripe.invoiceEvent('invoice.paid', subscription),
    ];
    for (const event of events) expect((await stripe.deliver(api.baseUrl, event)).status).toBe(200);
    const status = await eventually('premium access', async () => {
      const current = await statusOf(reader);
      return current.hasAccess ? current : undefined;
    });
    expect(status).toEqual({
      tier: 'premium',
      hasAccess: true,
      status: 'active',
      currentPeriodEnd: subscription.items.data[0].current_period_end,
      cancelAtPeriodEnd: false,
      granted: false,
    });
    const graph = await reader.graphql(STATUS);
    expect(graph.data?.subscriptionStatus).toEqual({ tier: 'premium', hasAccess: true, status: 'active', granted: false });

    const again = await reader.request('/api/create-subscription', { method: 'POST' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You already have Premium. Manage or cancel it from your subscription page.' },
    });
    expect(stripe.count('POST', /^\/v1\/checkout\/sessions$/)).toBe(1);
  });

  it('shows access on the return from Checkout before any webhook, for the session owner only', async () => {
    const alice = await payForPremium(api, stripe, 'returning-alice');
    const bob = new TestBrowser(api.baseUrl);
    await bob.register('curious-bob');
    const foreign = await bob.graphql('mutation R($id: String) { refreshSubscriptionStatus(checkoutSessionId: $id) { hasAccess } }', {
      id: alice.sessionId,
    });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'No checkout session with that id belongs to your account.',
      extensions: { code: 'NOT_FOUND' },
    });
    const malformed = await bob.request('/api/subscription-status/refresh', { method: 'POST', json: { sessionId: '../../v1/customers' } });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'That is not a checkout session id.' } });

    const back = await alice.reader.request<Status>('/api/subscription-status/refresh', {
      method: 'POST',
      json: { sessionId: alice.sessionId },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ tier: 'premium', hasAccess: true, status: 'active' });
    expect(await outbox(db)).toMatchObject({ pending: 0 });
    const viaGraph = await alice.reader.graphql(REFRESH, { id: alice.sessionId });
    expect(viaGraph.data?.refreshSubscriptionStatus).toEqual({ tier: 'premium', hasAccess: true });
  });

  it('starts Checkout through GraphQL too, and answers 502 with a sentence when Stripe fails', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('graph-buyer');
    stripe.fail('POST', /^\/v1\/checkout\/sessions$/, 500);
    try {
      const failed = await reader.request('/api/create-subscription', { method: 'POST' });
      expect(failed).toMatchObject({
        status: 502,
        body: { message: 'The payment provider could not start checkout. Please try again in a moment.' },
      });
      const graphFailed = await reader.graphql('mutation { createCheckoutSession { url } }');
      expect(graphFailed.errors?.[0].extensions?.code).toBe('BAD_GATEWAY');
    } finally {
      stripe.clearFailures();
    }
    const started = await reader.graphql(CHECKOUT);
    expect(started.data?.createCheckoutSession.url).toBe(`${stripe.url}/pay/${started.data?.createCheckoutSession.sessionId}`);
    expect(stripe.count('POST', /^\/v1\/customers$/)).toBeGreaterThanOrEqual(1);
    const customers = stripe.requests.filter((request) => request.path === '/v1/customers' && request.body.name === 'graph-buyer');
    expect(new Set(customers.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(
      new Set([...stripe.customers.values()].filter((customer) => customer.name === 'graph-buyer').map((customer) => customer.id)).size,
    ).toBe(1);
  });
});

describe('managing and losing Premium', () => {
  it('opens the Billing Portal for a subscriber, and refuses readers with nothing to manage', async () => {
    const subscriber = await payForPremium(api, stripe, 'portal-user');
    await subscriber.reader.request('/api/subscription-status/refresh', { method: 'POST', json: { sessionId: subscriber.sessionId } });
    const portal = await subscriber.reader.request<{ url: string }>('/api/billing-portal', { method: 'POST' });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect(stripe.requests.at(-1)!.body).toEqual({ customer: subscriber.customerId, return_url: `${PUBLIC_URL}/subscription` });
    const viaGraph = await subscriber.reader.graphql(PORTAL);
    expect(viaGraph.data?.createBillingPortalSession.url).toMatch(/\/portal\/bps_/);

    const free = new TestBrowser(api.baseUrl);
    await free.register('free-reader');
    expect(await free.request('/api/billing-portal', { method: 'POST' })).toMatchObject({
      status: 409,
      body: { message: 'You have no paid Premium subscription to manage.' },
    });
    expect(await new TestBrowser(api.baseUrl).request('/api/billing-portal', { method: 'POST' })).toMatchObject({ status: 401 });
  });

  it('keeps access after a cancellation until the period ends, then loses it without any event', async () => {
    const subscriber = await payForPremium(api, stripe, 'canceller');
    await stripe.deliver(api.baseUrl, stripe.event('customer.subscription.created', subscriber.subscription));
    const periodEnd = subscriber.subscription.items.data[0].current_period_end;
    stripe.updateSubscription(subscriber.subscription.id, { cancel_at_period_end: true });
    await stripe.deliver(api.baseUrl, stripe.event('customer.subscription.updated', subscriber.subscription));
    await drained();
    const start = clock.time;
    try {
      expect(await statusOf(subscriber.reader)).toEqual({
        tier: 'premium',
        hasAccess: true,
        status: 'active',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: true,
        granted: false,
      });
      clock.time = periodEnd * 1000 - 1_000;
      expect((await statusOf(subscriber.reader)).hasAccess).toBe(true);
      clock.time = periodEnd * 1000;
      expect((await statusOf(subscriber.reader)).hasAccess).toBe(false);
      const premiumOnly = await subscriber.reader.request('/api/create-subscription', { method: 'POST' });
      expect(premiumOnly.status).toBe(200);

      stripe.deleteSubscription(subscriber.subscription.id);
      await stripe.deliver(api.baseUrl, stripe.event('customer.subscription.deleted', subscriber.subscription));
      await drained();
      expect(await statusOf(subscriber.reader)).toMatchObject({
        tier: 'free',
        hasAccess: false,
        status: 'canceled',
        cancelAtPeriodEnd: false,
      });
    } finally {
      clock.time = start;
    }
  });

  it('reflects a failed payment, refuses a second subscription meanwhile, and restores access once paid', async () => {
    const subscriber = await payForPremium(api, stripe, 'card-declined');
    await stripe.deliver(api.baseUrl, stripe.event('customer.subscription.created', subscriber.subscription));
    stripe.updateSubscription(subscriber.subscription.id, { status: 'past_due' });
    await stripe.deliver(api.baseUrl, stripe.invoiceEvent('invoice.payment_failed', subscriber.subscription));
    await drained();
    expect(await statusOf(subscriber.reader)).toMatchObject({ tier: 'premium', hasAccess: false, status: 'past_due' });
    expect(await subscriber.reader.request('/api/create-subscription', { method: 'POST' })).toMatchObject({
      status: 409,
      body: { message: 'Your last Premium payment failed. Update your card from your subscription page instead of subscribing again.' },
    });

    stripe.updateSubscription(subscriber.subscription.id, { status: 'unpaid' });
    await stripe.deliver(api.baseUrl, stripe.event('customer.subscription.updated', subscriber.subscription));
    await drained();
    expect(await statusOf(subscriber.reader)).toMatchObject({ hasAccess: false, status: 'unpaid' });

    stripe.updateSubscription(subscriber.subscription.id, { status: 'active' });
    await stripe.deliver(api.baseUrl, stripe.invoiceEvent('invoice.paid', subscriber.subscription));
    await drained();
    expect(await statusOf(subscriber.reader)).toMatchObject({ hasAccess: true, status: 'active' });
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('answers every payment call with 503 "Payments are not configured." and still serves the rest', async () => {
    const offline = await startTestServer(db, { services: { payments: null } });
    try {
      const reader = new TestBrowser(offline.baseUrl);
      await reader.register('no-keys-reader');
      for (const path of ['/api/create-subscription', '/api/billing-portal', '/api/subscription-status/refresh']) {
        expect({ path, ...(await reader.request(path, { method: 'POST' })) }).toMatchObject({
          path,
          status: 503,
          body: { message: 'Payments are not configured.' },
        });
      }
      const webhook = await stripe.deliver(offline.baseUrl, stripe.event('invoice.paid', { customer: 'cus_x' }));
      expect(webhook).toMatchObject({ status: 503, body: { message: 'Payments are not configured.' } });
      const checkout = await reader.graphql('mutation { createCheckoutSession { url } }');
      expect(checkout.errors?.[0]).toMatchObject({ message: 'Payments are not configured.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(await new TestBrowser(offline.baseUrl).request('/api/create-subscription', { method: 'POST' })).toMatchObject({ status: 401 });
      expect(await statusOf(reader)).toMatchObject({ tier: 'free', hasAccess: false });
      const plan = await reader.graphql(PLAN);
      expect(plan.data?.premiumPlan).toEqual({ unitAmount: 999, purchasable: false });
    } finally {
      await offline.close();
    }
  });
});
