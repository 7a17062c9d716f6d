import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { premiumAccessCondition } from './membership.queries.js';
import { membershipGrantsAccess } from './membership.service.js';

let db: TestDatabase;
const NOW = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describe('premiumAccessCondition', () => {
  it('answers as membershipGrantsAccess does for every tier, status, period end, origin and cancellation', async () => {
    const connection = db.orm.em.fork().getConnection();
    const cases = [];
    let index = 0;
    for (const tier of ['free', 'premium', 'pro'] as const) {
      for (const status of ['active', 'trialing', 'past_due', 'canceled', 'inactive']) {
        for (const currentPeriodEnd of [
          null,
          new Date('2026-11-25T10:30:00Z'),
          new Date('2026-11-25T11:59:59Z'),
          new Date('2026-12-25T00:00:00Z'),
        ]) {
          for (const source of ['stripe', 'grant'] as const) {
            for (const cancelAtPeriodEnd of [false, true]) {
              index += 1;
              const [user] = await connection.execute<{ id: number }[]>(
                "insert into users (username, email, password_hash) values (?, ?, 'x') returning id",
                [`member${index}`, `member${index}@example.org`],
              );
              await connection.execute(
                'insert into memberships (user_id, tier, status, current_period_end, source, cancel_at_period_end) values (?, ?, ?, ?, ?, ?)',
                [user.id, tier, status, currentPeriodEnd, source, cancelAtPeriodEnd],
                'run',
              );
              const membership = { tier, status, currentPeriodEnd, source, cancelAtPeriodEnd };
              cases.push({ userId: user.id, expected: membershipGrantsAccess(membership, NOW) });
            }
          }
        }
      }
    }
    const granted = await connection.execute<{ user_id: number }[]>(
      `select user_id from memberships m where ${premiumAccessCondition('m')}`,
      [NOW],
    );
    const grantedIds = new Set(granted.map((row) => row.user_id));
    expect(cases.map((entry) => grantedIds.has(entry.userId))).toEqual(cases.map((entry) => entry.expected));
    // For each of premium and pro × active and trialing: a grant without an end (2), a renewing plan a second past its
    // end, in its grace hour (1), and every plan before its period end (4): 7 each, 28 in all.
    expect(grantedIds.size).toBe(28);
  });
});
