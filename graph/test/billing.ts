import type Stripe from 'stripe';
import type { TestDatabase } from './database.js';
import type { FakeStripe } from './fake-stripe.js';
import { TestBrowser } from './http-client.js';
import { startTestServer, type TestServer } from './server.js';

/** A clock tests move by hand; the API server and the Stripe stand-in both read it. */
export class TestClock {
  constructor(public time = Date.now()) {}
  readonly now = (): Date => new Date(this.time);
  readonly seconds = (): number => Math.floor(this.time / 1000);
}

/** The API with payments pointed at the stand-in, a fast sync loop, and the test's clock. */
export function startBillingServer(db: TestDatabase, stripe: FakeStripe, clock: TestClock): Promise<TestServer> {
  stripe.now = clock.seconds;
  return startTestServer(db, {
    services: { clock: clock.now, payments: stripe.payments({ sync: { pollIntervalMs: 50, retryBaseMs: 100, retryMaxMs: 400 } }) },
  });
}

export interface Subscriber {
  reader: TestBrowser;
  userId: number;
  customerId: string;
  sessionId: string;
  subscription: Stripe.Subscription;
  session: Stripe.Checkout.Session;
}

/** Registers a reader, starts Checkout through the REST API and pays it at the stand-in (no webhook sent yet). */
export async function payForPremium(api: TestServer, stripe: FakeStripe, username: string): Promise<Subscriber> {
  const reader = new TestBrowser(api.baseUrl);
  const userId = Number(await reader.register(username));
  const started = await reader.request<{ sessionId: string; url: string }>('/api/create-subscription', { method: 'POST' });
  if (started.status !== 200) throw new Error(`Checkout did not start: ${started.status} ${JSON.stringify(started.body)}`);
  const { session, subscription } = stripe.completeCheckout(started.body.sessionId);
  return { reader, userId, customerId: session.customer as string, sessionId: session.id, subscription, session };
}

export interface MembershipRow {
  tier: string;
  status: string;
  source: string | null;
  grantedBy: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** The reader's membership row as stored, or null. */
export async function membershipOf(db: TestDatabase, userId: number): Promise<MembershipRow | null> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<MembershipRow[]>(
      `select tier, status, source, granted_by as "grantedBy", stripe_customer_id as "stripeCustomerId",
              stripe_subscription_id as "stripeSubscriptionId", extract(epoch from current_period_end)::int as "currentPeriodEnd",
              cancel_at_period_end as "cancelAtPeriodEnd"
       from memberships where user_id = ?`,
      [userId],
    );
  return row ?? null;
}

/** How many webhook events are recorded and how many customer syncs are still waiting. */
export async function outbox(db: TestDatabase): Promise<{ events: number; pending: number }> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ events: number; pending: number }[]>(
      'select (select count(*) from stripe_events)::int as events, (select count(*) from stripe_pending_syncs)::int as pending',
    );
  return row;
}
