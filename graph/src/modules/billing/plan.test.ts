import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/billing.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { graphql } from '../../../test/gql/index.js';
import { FAKE_PRICE_ID, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.js';
import { priceObject } from '../../../test/fake-stripe-objects.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

const PLAN = graphql(`
  query PremiumPlan {
    premiumPlan {
      unitAmount
      currency
      interval
      purchasable
    }
  }
`);

let db: TestDatabase;
let stripe: FakeStripe;
const servers: TestServer[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  stripe = await startFakeStripe();
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await stripe?.close();
  await db?.drop();
});

async function start(services: Parameters<typeof startTestServer>[1]): Promise<TestServer> {
  const server = await startTestServer(db, services);
  servers.push(server);
  return server;
}

describe('premiumPlan', () => {
  it('answers the one configured price to anyone when payments are off', async () => {
    const api = await start({ services: { payments: null, premiumPrice: { unitAmount: 1900, currency: 'EUR', interval: 'month' } } });
    const { data } = await api.graphql(PLAN);
    expect(data?.premiumPlan).toEqual({ unitAmount: 1900, currency: 'EUR', interval: 'month', purchasable: false });
  });

  it("shows Stripe's price when payments are configured, reads it once per cache period, and keeps it through an outage", async () => {
    stripe.prices.set(FAKE_PRICE_ID, priceObject(FAKE_PRICE_ID, { unitAmount: 1900, currency: 'usd', interval: 'month' }));
    const clock = new TestClock();
    const api = await start({ services: { clock: clock.now, payments: stripe.payments({ priceCacheMs: 60_000 }) } });
    const reads = () => stripe.count('GET', new RegExp(`^/v1/prices/${FAKE_PRICE_ID}$`));
    const plan = async () => (await api.graphql(PLAN)).data?.premiumPlan;

    expect(await plan()).toEqual({ unitAmount: 1900, currency: 'USD', interval: 'month', purchasable: true });
    expect(await plan()).toMatchObject({ unitAmount: 1900 });
    expect(reads()).toBe(1);

    stripe.prices.set(FAKE_PRICE_ID, priceObject(FAKE_PRICE_ID, { unitAmount: 2400, currency: 'usd', interval: 'month' }));
    clock.time += 61_000;
    expect(await plan()).toMatchObject({ unitAmount: 2400 });
    expect(reads()).toBe(2);

    stripe.fail('GET', /^\/v1\/prices\//, 500);
    try {
      clock.time += 61_000;
      expect(await plan()).toMatchObject({ unitAmount: 2400, purchasable: true });
      expect(await plan()).toMatchObject({ unitAmount: 2400 });
      expect(reads()).toBe(3);
    } finally {
      stripe.clearFailures();
    }
  });

  it('falls back to PREMIUM_PRICE when Stripe cannot be read before any price was', async () => {
    const api = await start({
      services: { payments: stripe.payments(), premiumPrice: { unitAmount: 999, currency: 'USD', interval: 'month' } },
    });
    stripe.fail('GET', /^\/v1\/prices\//, 503);
    try {
      const { data } = await api.graphql(PLAN);
      expect(data?.premiumPlan).toEqual({ unitAmount: 999, currency: 'USD', interval: 'month', purchasable: true });
    } finally {
      stripe.clearFailures();
    }
  });
});
