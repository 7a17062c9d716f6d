import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/** A Stripe-style object id: prefix, underscore, random characters. */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

type Nested = { [key: string]: Nested | string | Nested[] };

// Stripe's form encoding writes arrays as objects keyed 0, 1, …; turn those back into arrays.
function arrays(value: Nested | string): unknown {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  if (keys.length && keys.every((key, index) => key === String(index))) return keys.map((key) => arrays(value[key] as Nested));
  return Object.fromEntries(keys.map((key) => [key, arrays(value[key] as Nested)]));
}

/** Reads Stripe's form encoding (`a[b][0][c]=1`, as the SDK sends bodies and query strings) into nested values. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Nested = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Nested;
    });
  }
  return arrays(root) as Record<string, unknown>;
}

/** A recurring price as Stripe answers it. */
export function priceObject(id: string, fields: { unitAmount: number; currency: string; interval: string; tier?: string }): Stripe.Price {
  return {
    id,
    object: 'price',
    active: true,
    currency: fields.currency.toLowerCase(),
    unit_amount: fields.unitAmount,
    unit_amount_decimal: String(fields.unitAmount),
    recurring: { interval: fields.interval, interval_count: 1, usage_type: 'licensed', meter: null, trial_period_days: null },
    type: 'recurring',
    product: 'prod_paperlight_premium',
    metadata: fields.tier ? { tier: fields.tier } : {},
    livemode: false,
    created: 1_700_000_000,
    lookup_key: null,
    nickname: 'Premium',
  } as unknown as Stripe.Price;
}

export interface SubscriptionFields {
  customer: string;
  price: Stripe.Price;
  status: Stripe.Subscription.Status;
  start: number;
  periodEnd: number;
  metadata?: Record<string, string>;
}

/** A subscription as Stripe answers it in the current API version: the billing period lives on the item. */
export function subscriptionObject(id: string, fields: SubscriptionFields): Stripe.Subscription {
  return {
    id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: fields.start,
    start_date: fields.start,
    billing_cycle_anchor: fields.start,
    currency: fields.price.currency,
    collection_method: 'charge_automatically',
    livemode: false,
    latest_invoice: null,
    metadata: fields.metadata ?? {},
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          subscription: id,
          price: fields.price,
          quantity: 1,
          created: fields.start,
          current_period_start: fields.start,
          current_period_end: fields.periodEnd,
          metadata: {},
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** An invoice of a subscription, as carried by invoice.paid and invoice.payment_failed. */
export function invoiceObject(subscription: Stripe.Subscription, paid: boolean): Stripe.Invoice {
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    amount_due: subscription.items.data[0].price.unit_amount,
    amount_paid: paid ? subscription.items.data[0].price.unit_amount : 0,
    currency: subscription.currency,
    billing_reason: 'subscription_cycle',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} }, quote_details: null },
    livemode: false,
  } as unknown as Stripe.Invoice;
}

/** An event envelope around a snapshot of `object`, as Stripe posts it to a webhook endpoint. */
export function eventObject(type: string, object: unknown, created: number, id = stripeId('evt')): Stripe.Event {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  } as unknown as Stripe.Event;
}

/** Stripe's error body. */
export function errorBody(type: string, message: string, code?: string): { error: Record<string, string> } {
  return { error: { type, message, ...(code ? { code } : {}) } };
}
