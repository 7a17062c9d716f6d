import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createPayments, type Payments, type PaymentsOptions } from '../src/lib/stripe.js';
import { FAKE_PRICE_ID, FakeStripeAccount } from './fake-stripe-account.js';
import { errorBody, eventObject, invoiceObject, parseStripeForm, stripeId } from './fake-stripe-objects.js';
import { answerBrowserPage } from './fake-stripe-pages.js';

export { FAKE_PRICE_ID } from './fake-stripe-account.js';

export const FAKE_STRIPE_KEY = 'sk_test_paperlight_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_paperlight_fake_secret';

/** One API call the stand-in answered, for tests to assert on. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

interface Rule {
  method: string;
  path: RegExp;
  /** Answer with this status and Stripe error body; `times` counts down, Infinity for always. */
  status?: number;
  times: number;
  /** Keep the request waiting until released. */
  held?: { arrived: () => void; released: Promise<void> };
}

/**
 * A local stand-in for Stripe's REST API (customers, Checkout Sessions, subscriptions, Billing Portal sessions,
 * prices) with enough state to drive a subscription through its life, failure and hold switches, a request log, and
 * webhook events signed with the SDK's own test signer; a browser sent to a session's `url` gets a Checkout page that
 * pays it and returns to its success_url (see fake-stripe-pages.ts).
 */
export class FakeStripe extends FakeStripeAccount {
  readonly requests: LoggedRequest[] = [];
  private readonly rules: Rule[] = [];
  private readonly idempotent = new Map<string, [number, unknown]>();
  private readonly server = createServer((req, res) => void this.answer(req, res));

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Payments services pointed at this stand-in, without SDK retries unless asked. */
  payments(options: PaymentsOptions = {}): Payments {
    const env = { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, priceId: FAKE_PRICE_ID, apiBase: this.url };
    return createPayments(env, { maxNetworkRetries: 0, ...options })!;
  }

  /** The environment of an API process that should use this stand-in. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_ID: FAKE_PRICE_ID,
      STRIPE_API_BASE: this.url,
    };
  }

  /** Calls matching `method path` answer `status` with a Stripe error, `times` times (always by default). */
  fail(method: string, path: RegExp, status: number, times = Infinity): void {
    this.rules.push({ method, path, status, times });
  }

  /** Calls matching `method path` wait until `release()`; `arrived` resolves when the first one comes in. */
  hold(method: string, path: RegExp): { arrived: Promise<void>; release: () => void } {
    let arrived!: () => void;
    let release!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const rule: Rule = { method, path, times: Infinity, held: { arrived, released } };
    this.rules.push(rule);
    return {
      arrived: arrival,
      release: () => {
        this.rules.splice(this.rules.indexOf(rule), 1);
        release();
      },
    };
  }

  clearFailures(): void {
    this.rules.splice(0, this.rules.length, ...this.rules.filter((rule) => rule.held));
  }

  /** How many logged calls match `method path`. */
  count(method: string, path: RegExp): number {
    return this.requests.filter((request) => request.method === method && path.test(request.path)).length;
  }

  /** A webhook event about `object` as it is now, serialised exactly as it will be signed and sent. */
  event(type: string, object: unknown, id?: string): { id: string; payload: string } {
    const event = eventObject(type, object, this.now(), id);
    return { id: event.id, payload: JSON.stringify(event, null, 2) };
  }

  /** An invoice event for a subscription's latest invoice. */
  invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', subscription: Stripe.Subscription): { id: string; payload: string } {
    return this.event(type, invoiceObject(subscription, type === 'invoice.paid'));
  }

  /** The Stripe-Signature header for a payload, signed with the webhook secret (or another) at `timestamp` (else now). */
  sign(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? FAKE_WEBHOOK_SECRET,
      timestamp: options.timestamp ?? this.now(),
    });
  }

  /**
   * Posts an event to a Paperlight webhook endpoint as Stripe does, signed now on the stand-in's clock unless told
   * otherwise (`signature: null` sends none); answers the status, the body and how long the answer took.
   */
  async deliver(
    baseUrl: string,
    event: { payload: string },
    options: { timestamp?: number; secret?: string; signature?: string | null; body?: string } = {},
  ): Promise<{ status: number; body: { message?: string; outcome?: string }; ms: number }> {
    const signature =
      options.signature === undefined
        ? this.sign(event.payload, { timestamp: options.timestamp ?? this.now(), secret: options.secret })
        : options.signature;
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (signature !== null) headers['stripe-signature'] = signature;
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers, body: options.body ?? event.payload });
    const body = (await response.json()) as { message?: string; outcome?: string };
    return { status: response.status, body, ms: performance.now() - started };
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const method = req.method ?? 'GET';
    if (answerBrowserPage(this, method, url.pathname, res)) return;
    const key = req.headers['idempotency-key'] as string | undefined;
    const request: LoggedRequest = {
      method,
      path: url.pathname,
      query: parseStripeForm(url.search.slice(1)),
      body: parseStripeForm(text),
      idempotencyKey: key,
    };
    this.requests.push(request);
    const send = ([status, body]: [number, unknown]) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
      return send([401, errorBody('invalid_request_error', 'Invalid API Key provided.')]);
    const rule = this.rules.find((candidate) => candidate.method === method && candidate.path.test(url.pathname) && candidate.times > 0);
    if (rule?.held) {
      rule.held.arrived();
      await rule.held.released;
    } else if (rule?.status) {
      rule.times -= 1;
      return send([
        rule.status,
        errorBody(rule.status >= 500 ? 'api_error' : 'invalid_request_error', 'The stand-in was told to fail this call.'),
      ]);
    }
    const replay = key && method === 'POST' ? this.idempotent.get(`${url.pathname}:${key}`) : undefined;
    if (replay) return send(replay);
    const route = this.routes().find(([routeMethod, path]) => routeMethod === method && path.test(url.pathname));
    if (!route) return send([404, errorBody('invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`)]);
    const answer = route[2](route[1].exec(url.pathname)!, request.query, request.body);
    if (key && method === 'POST') this.idempotent.set(`${url.pathname}:${key}`, answer);
    send(answer);
  }
}

/** Starts a Stripe stand-in on a free loopback port. */
export function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}
