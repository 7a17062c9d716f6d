import Stripe from 'stripe';
import { stripeRequests } from './metrics.js';
import type { StripeEnv } from '../config/env.js';

/** How the durable Stripe sync paces itself: how often it looks for due work, and how it backs off after a failure. */
export interface StripeSyncPacing {
  pollIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Everything the billing services need to take payments: the Stripe client, Premium's price and the webhook secret. */
export interface Payments {
  stripe: Stripe;
  priceId: string;
  webhookSecret: string;
  /** How old a signed webhook may be, in seconds (Stripe's own default). */
  webhookToleranceSeconds: number;
  /** How long Premium's price, once read from Stripe, is shown before it is read again. */
  priceCacheMs: number;
  sync: StripeSyncPacing;
}

export const DEFAULT_SYNC_PACING: StripeSyncPacing = { pollIntervalMs: 1_000, retryBaseMs: 2_000, retryMaxMs: 10 * 60_000 };

export interface PaymentsOptions {
  /** Retries of one Stripe API call on network errors and 5xx (the SDK adds idempotency keys to retried writes). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
  sync?: Partial<StripeSyncPacing>;
  priceCacheMs?: number;
}

/** The Stripe client's host, port and protocol for an API base such as `http://127.0.0.1:12111`; Stripe's own when null. */
export function stripeAddress(apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Builds the payments services from the Stripe settings; null settings mean payments are off. */
export function createPayments(env: StripeEnv | null, options: PaymentsOptions = {}): Payments | null {
  if (!env) return null;
  const stripe = new Stripe(env.secretKey, {
    ...stripeAddress(env.apiBase),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Paperlight' },
  });
  stripe.on('response', (event: { status: number }) => stripeRequests.inc({ outcome: `${Math.floor(event.status / 100)}xx` }));
  return {
    stripe,
    priceId: env.priceId,
    webhookSecret: env.webhookSecret,
    webhookToleranceSeconds: 300,
    priceCacheMs: options.priceCacheMs ?? 10 * 60_000,
    sync: { ...DEFAULT_SYNC_PACING, ...options.sync },
  };
}

/** True when an error came from Stripe or the way to it (network, 5xx, rate limits, bad requests). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
