import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { graphql } from '../../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

const PREMIUM_PLAN = graphql(`
  query PremiumPlan {
    premiumPlan {
      unitAmount
      currency
      interval
    }
  }
`);

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('premiumPlan', () => {
  it('answers the one configured price to anyone, signed in or not', async () => {
    api = await startTestServer(db, { services: { premiumPrice: { unitAmount: 1900, currency: 'EUR', interval: 'month' } } });
    const { data } = await api.graphql(PREMIUM_PLAN);
    expect(data?.premiumPlan).toEqual({ unitAmount: 1900, currency: 'EUR', interval: 'month' });
  });
});
