import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long one request may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a delivery is retried, with backoff, before it is recorded as failed. */
export const WEBHOOK_RETRY_HOURS = 24;
/** How long an endpoint may fail, counted from its first failure since it last accepted one, before it is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** The most of an endpoint's answer that is read; the body itself is ignored. */
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;

export const SIGNATURE_HEADER = 'Paperlight-Signature';
export const DELIVERY_HEADER = 'Paperlight-Delivery';
/** Every signing secret starts with this, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new signing secret: 256 random bits. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The hex HMAC-SHA256 of `<timestamp>.<body>` under the secret. */
export function webhookSignatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `Paperlight-Signature` header of a body sent at `at`: `t=<unix seconds>,v1=<hex HMAC>`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${webhookSignatureOf(secret, timestamp, body)}`;
}

/**
 * Whether a `Paperlight-Signature` header signs the body under the secret and was made within `toleranceSeconds` of
 * `now`, as a receiver checks it (docs/api.md#verifying-a-signature).
 */
export function verifySignatureHeader(secret: string, header: string, body: string, now: Date, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignatureOf(secret, timestamp, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether an endpoint failing since `failingSince` has failed long enough to be disabled. */
export function failedLongEnough(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
}

/** The article as an `article.added` event carries it. */
export interface WebhookArticle {
  id: string;
  databaseId: number;
  title: string;
  simplifiedTitle: string | null;
  summary: string | null;
  url: string;
  sourceUrl: string;
}

/** The JSON body of one delivery: the same bytes on every try, so a receiver can tell a repeat by its id. */
export function articleAddedBody(deliveryId: number, createdAt: Date, article: WebhookArticle): string {
  return JSON.stringify({ id: String(deliveryId), type: 'article.added', createdAt: createdAt.toISOString(), data: { article } });
}

/** The one-line reason a try failed, for the delivery log. */
export function describeAnswer(status: number): string {
  if (status >= 300 && status < 400) return `The endpoint answered HTTP ${status}, a redirect, which is not followed.`;
  return `The endpoint answered HTTP ${status}.`;
}
