import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { testServices } from '../../../test/services.js';
import { createContext } from '../../context.js';
import { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import { User } from '../user/user.entity.js';
import type { Membership } from './membership.entity.js';
import { assertPremiumAccess, membershipGrantsAccess, RENEWAL_GRACE_MS } from './membership.service.js';
import { grantPremium, revokePremium } from './premium-grant.service.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const END = new Date('2026-07-01T00:00:00Z');
type Rule = Pick<Membership, 'tier' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'source'>;
const paid: Rule = { tier: 'premium', status: 'active', currentPeriodEnd: END, cancelAtPeriodEnd: false, source: 'stripe' };
const at = (time: number) => new Date(time);

describe('membershipGrantsAccess: the one access rule', () => {
  it('grants access to active or trialing premium and pro plans before their period ends', () => {
    expect(membershipGrantsAccess(paid, NOW)).toBe(true);
    expect(membershipGrantsAccess({ ...paid, status: 'trialing' }, NOW)).toBe(true);
    expect(membershipGrantsAccess({ ...paid, tier: 'pro' }, NOW)).toBe(true);
  });

  it('never grants it to the free plan or to past-due, unpaid, incomplete or cancelled subscriptions', () => {
    for (const status of ['past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'canceled', 'paused', 'inactive']) {
      expect({ status, access: membershipGrantsAccess({ ...paid, status }, NOW) }).toEqual({ status, access: false });
    }
    expect(membershipGrantsAccess({ ...paid, tier: 'free' }, NOW)).toBe(false);
  });

  it('ends a cancelled plan exactly at its period end', () => {
    const cancelled = { ...paid, cancelAtPeriodEnd: true };
    expect(membershipGrantsAccess(cancelled, at(END.getTime() - 1))).toBe(true);
    expect(membershipGrantsAccess(cancelled, END)).toBe(false);
  });

  it("gives a renewing plan a short grace past its period end for Stripe's renewal to arrive, and no more", () => {
    expect(membershipGrantsAccess(paid, at(END.getTime() + RENEWAL_GRACE_MS - 1))).toBe(true);
    expect(membershipGrantsAccess(paid, at(END.getTime() + RENEWAL_GRACE_MS))).toBe(false);
  });

  it('grants an operator grant until its end, or without end when it has none', () => {
    const grant: Rule = { tier: 'premium', status: 'active', currentPeriodEnd: END, cancelAtPeriodEnd: true, source: 'grant' };
    expect(membershipGrantsAccess(grant, NOW)).toBe(true);
    expect(membershipGrantsAccess(grant, END)).toBe(false);
    expect(membershipGrantsAccess({ ...grant, currentPeriodEnd: null, cancelAtPeriodEnd: false }, at(END.getTime() * 2))).toBe(true);
    expect(membershipGrantsAccess({ ...paid, currentPeriodEnd: null }, NOW)).toBe(false);
  });
});

describe('assertPremiumAccess and granted Premium', () => {
  let db: TestDatabase;
  let api: TestServer;
  let clock = NOW;
  const services = testServices({ clock: () => clock });
  let limits: RateLimits;
  const ctx = (viewer: User | null) => createContext({ orm: db.orm, services, limits }, { viewer });

  beforeAll(async () => {
    db = await createTestDatabase({ debug: false });
    limits = RateLimits.forDatabase(db.url);
    api = await startTestServer(db, { services });
  });

  afterAll(async () => {
    await api?.close();
    await limits?.close();
    await db?.drop();
  });

  it('refuses anonymous readers with 401 and free readers with 403 and the feature sentence; lets granted readers through', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const id = Number(await reader.register('gated-reader'));
    const viewer = await db.orm.em.fork().findOneOrFail(User, { id });
    const sentence = 'Clinical Takeaway is available with Premium. Upgrade to access this feature';

    await expect(assertPremiumAccess(ctx(null), sentence)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(assertPremiumAccess(ctx(viewer), sentence)).rejects.toMatchObject({ code: 'FORBIDDEN', message: sentence });

    const granted = await grantPremium(ctx(null), { username: 'GATED-reader', until: '2026-06-30', grantedBy: 'ops-test' });
    expect(granted).toEqual({ username: 'gated-reader', endsAt: END, replaced: false });
    await expect(assertPremiumAccess(ctx(viewer), sentence)).resolves.toMatchObject({ id });
    expect((await reader.request('/api/subscription-status')).body).toEqual({
      tier: 'premium',
      hasAccess: true,
      status: 'active',
      currentPeriodEnd: END.getTime() / 1000,
      cancelAtPeriodEnd: true,
      granted: true,
    });

    clock = END;
    await expect(assertPremiumAccess(ctx(viewer), sentence)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    clock = NOW;

    await revokePremium(ctx(null), { username: 'gated-reader' });
    await expect(assertPremiumAccess(ctx(viewer), sentence)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(revokePremium(ctx(null), { username: 'gated-reader' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'gated-reader has no granted Premium to revoke.',
    });
  });
});
