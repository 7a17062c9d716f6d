import type Stripe from 'stripe';
import { errorBody, priceObject, stripeId, subscriptionObject } from './fake-stripe-objects.js';

export const FAKE_PRICE_ID = 'price_paperlight_premium';
const DAY = 86_400;

/** One route's answer: the HTTP status and Stripe's JSON body. */
export type Handler = (match: RegExpExecArray, query: Record<string, unknown>, body: Record<string, unknown>) => [number, unknown];

/**
 * The Stripe stand-in's account: its customers, Checkout Sessions, subscriptions and prices, the REST routes that read
 * and write them, and the moves tests make in Stripe's place (paying a session, cancelling, failing a payment).
 */
export class FakeStripeAccount {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  /** Billing Portal sessions by id, with where each returns the browser to. */
  readonly portalSessions = new Map<string, { return_url: string }>();
  readonly prices = new Map<string, Stripe.Price>([
    [FAKE_PRICE_ID, priceObject(FAKE_PRICE_ID, { unitAmount: 999, currency: 'usd', interval: 'month' })],
  ]);
  /** Seconds since the epoch, as Stripe's clock reads; tests may move it. */
  now: () => number = () => Math.floor(Date.now() / 1000);
  url = '';

  /** Pays a Checkout Session: a subscription starts for its customer, active for `days`, and the session completes. */
  completeCheckout(sessionId: string, days = 30): { session: Stripe.Checkout.Session; subscription: Stripe.Subscription } {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No Checkout Session ${sessionId}.`);
    const price = this.prices.get(FAKE_PRICE_ID)!;
    const subscription = this.createSubscription(session.customer as string, { price, days, metadata: session.metadata ?? {} });
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return { session, subscription };
  }

  /** Starts a subscription for a customer directly. */
  createSubscription(
    customer: string,
    options: { price?: Stripe.Price; days?: number; status?: Stripe.Subscription.Status; metadata?: Record<string, string> } = {},
  ): Stripe.Subscription {
    const start = this.now();
    const subscription = subscriptionObject(stripeId('sub'), {
      customer,
      price: options.price ?? this.prices.get(FAKE_PRICE_ID)!,
      status: options.status ?? 'active',
      start,
      periodEnd: start + (options.days ?? 30) * DAY,
      metadata: options.metadata,
    });
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** Changes a subscription as Stripe would after a portal action, a failed payment or a cancellation. */
  updateSubscription(
    id: string,
    changes: Partial<Pick<Stripe.Subscription, 'status' | 'cancel_at_period_end' | 'cancel_at' | 'canceled_at' | 'ended_at'>>,
  ): Stripe.Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}.`);
    return Object.assign(subscription, changes);
  }

  /** Ends a subscription now, as `customer.subscription.deleted` reports. */
  deleteSubscription(id: string): Stripe.Subscription {
    return this.updateSubscription(id, { status: 'canceled', canceled_at: this.now(), ended_at: this.now() });
  }

  protected routes(): [string, RegExp, Handler][] {
    return [
      [
        'POST',
        /^\/v1\/customers$/,
        (_m, _q, body) => {
          const customer = {
            id: stripeId('cus'),
            object: 'customer',
            created: this.now(),
            livemode: false,
            ...body,
          } as unknown as Stripe.Customer;
          this.customers.set(customer.id, customer);
          return [200, customer];
        },
      ],
      ['GET', /^\/v1\/customers\/([^/]+)$/, (m) => this.found(this.customers.get(m[1]), 'customer', m[1])],
      [
        'POST',
        /^\/v1\/checkout\/sessions$/,
        (_m, _q, body) => {
          const id = stripeId('cs_test');
          const session = {
            id,
            object: 'checkout.session',
            status: 'open',
            payment_status: 'unpaid',
            subscription: null,
            created: this.now(),
            expires_at: this.now() + DAY,
            livemode: false,
            url: `${this.url}/pay/${id}`,
            ...body,
          } as unknown as Stripe.Checkout.Session;
          this.sessions.set(id, session);
          return [200, session];
        },
      ],
      ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (m) => this.found(this.sessions.get(m[1]), 'checkout.session', m[1])],
      [
        'GET',
        /^\/v1\/subscriptions$/,
        (_m, query) => {
          const status = query.status ?? 'active';
          const data = [...this.subscriptions.values()]
            .filter(
              (sub) =>
                sub.customer === query.customer &&
                (status === 'all' || sub.status === status || (status === 'active' && sub.status !== 'canceled')),
            )
            .sort((a, b) => b.created - a.created)
            .slice(0, Number(query.limit ?? 10));
          return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
        },
      ],
      ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => this.found(this.subscriptions.get(m[1]), 'subscription', m[1])],
      [
        'POST',
        /^\/v1\/billing_portal\/sessions$/,
        (_m, _q, body) => {
          const id = stripeId('bps');
          this.portalSessions.set(id, { return_url: String(body.return_url ?? '') });
          return [
            200,
            { id, object: 'billing_portal.session', created: this.now(), livemode: false, url: `${this.url}/portal/${id}`, ...body },
          ];
        },
      ],
      ['GET', /^\/v1\/prices\/([^/]+)$/, (m) => this.found(this.prices.get(m[1]), 'price', m[1])],
    ];
  }

  protected found(object: unknown, kind: string, id: string): [number, unknown] {
    return object ? [200, object] : [404, errorBody('invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing')];
  }
}
