import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { DomainError } from '../../lib/errors.js';
import { User } from '../user/user.entity.js';
import { Membership } from './membership.entity.js';
import { assertPremiumAccess, getSubscriptionStatus } from './membership.service.js';

let db: TestDatabase;
const NOW = new Date('2026-11-25T12:00:00Z');
const REFUSAL = 'Clinical Takeaway is available with Paperlight Premium. Upgrade to access this feature';

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

async function readerWith(username: string, membership?: Pick<Membership, 'tier' | 'status' | 'currentPeriodEnd'>): Promise<User> {
  const em = db.orm.em.fork();
  const now = new Date();
  const user = em.create(User, { username, email: `${username}@example.org`, passwordHash: 'x', createdAt: now, updatedAt: now });
  if (membership) em.create(Membership, { user, cancelAtPeriodEnd: false, updatedAt: now, ...membership });
  await em.flush();
  return user;
}

const ctxFor = (viewer: User | null, now = NOW) => ({ em: db.orm.em.fork(), now: () => now, viewer });

describe('assertPremiumAccess', () => {
  it('refuses anonymous callers with UNAUTHENTICATED and free readers with FORBIDDEN and the feature’s sentence', async () => {
    await expect(assertPremiumAccess(ctxFor(null), REFUSAL)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const free = await readerWith('free-reader');
    const refused = await assertPremiumAccess(ctxFor(free), REFUSAL).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: REFUSAL, httpStatus: 403 });
  });

  it('answers the reader while an active or trialing plan runs, and refuses once its period has ended', async () => {
    const periodEnd = new Date('2026-12-25T12:00:00Z');
    const active = await readerWith('active-reader', { tier: 'premium', status: 'active', currentPeriodEnd: periodEnd });
    const trialing = await readerWith('trial-reader', { tier: 'pro', status: 'trialing', currentPeriodEnd: periodEnd });
    expect((await assertPremiumAccess(ctxFor(active), REFUSAL)).id).toBe(active.id);
    expect((await assertPremiumAccess(ctxFor(trialing), REFUSAL)).id).toBe(trialing.id);
    const later = new Date(periodEnd.getTime() + 1000);
    await expect(assertPremiumAccess(ctxFor(active, later), REFUSAL)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await getSubscriptionStatus(ctxFor(active, later), active)).toMatchObject({ hasAccess: false, tier: 'premium' });
  });

  it('refuses past-due, unpaid and cancelled plans', async () => {
    for (const status of ['past_due', 'unpaid', 'canceled']) {
      const reader = await readerWith(`reader-${status}`, { tier: 'premium', status, currentPeriodEnd: new Date('2027-01-01T00:00:00Z') });
      await expect(assertPremiumAccess(ctxFor(reader), REFUSAL)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
