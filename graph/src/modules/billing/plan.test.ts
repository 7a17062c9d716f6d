import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

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
    const { data } = await api.graphql<{ premiumPlan: { unitAmount: number; currency: string; interval: string } }>(
      '{ premiumPlan { unitAmount currency interval } }',
    );
    expect(data?.premiumPlan).toEqual({ unitAmount: 1900, currency: 'EUR', interval: 'month' });
  });
});
