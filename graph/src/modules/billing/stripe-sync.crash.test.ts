import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf, outbox, payForPremium, startBillingServer, TestClock } from '../../../test/billing.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { eventually } from '../../../test/eventually.js';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.js';
import { startServerProcess } from '../../../test/live.js';

let db: TestDatabase;
let stripe: FakeStripe;
const children: ChildProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  stripe = await startFakeStripe();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await stripe?.close();
  await db?.drop();
});

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('a crash right after a webhook is acknowledged', () => {
  it('loses nothing: a restarted API process finishes the sync', { timeout: 120_000 }, async () => {
    // The reader and their Stripe customer come from an in-process server, closed before the event arrives.
    const setup = await startBillingServer(db, stripe, new TestClock());
    const subscriber = await payForPremium(setup, stripe, 'crash-reader');
    await setup.close();
    stripe.now = () => Math.floor(Date.now() / 1000);

    const first = await startServerProcess(db.url, stripe.env());
    children.push(first.child);
    const hold = stripe.hold('GET', /^\/v1\/subscriptions$/);
    const event = stripe.event('customer.subscription.created', subscriber.subscription);
    const acknowledged = await stripe.deliver(first.baseUrl, event);
    expect(acknowledged).toMatchObject({ status: 200, body: { outcome: 'queued' } });
    expect(acknowledged.ms).toBeLessThan(1_000);
    // The process has started the sync and waits on Stripe: kill it there, as a crash or a deploy would.
    await hold.arrived;
    await killed(first.child);
    hold.release();
    expect(await membershipOf(db, subscriber.userId)).toMatchObject({ tier: 'free', status: 'inactive' });
    expect(await outbox(db)).toEqual({ events: 1, pending: 1 });

    const second = await startServerProcess(db.url, stripe.env());
    children.push(second.child);
    try {
      await eventually('the restarted process to sync', async () => (await outbox(db)).pending === 0, 30_000);
      expect(await membershipOf(db, subscriber.userId)).toMatchObject({
        tier: 'premium',
        status: 'active',
        source: 'stripe',
        stripeSubscriptionId: subscriber.subscription.id,
        currentPeriodEnd: subscriber.subscription.items.data[0].current_period_end,
      });
      // The same event redelivered to the new process is acknowledged and changes nothing.
      const calls = stripe.count('GET', /^\/v1\/subscriptions$/);
      const again = await stripe.deliver(second.baseUrl, event);
      expect(again).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
      expect(stripe.count('GET', /^\/v1\/subscriptions$/)).toBe(calls);
    } finally {
      await second.stop();
    }
  });
});
