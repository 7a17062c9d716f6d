import { DomainError, type ErrorCode } from '../../lib/errors.js';

/** Why an AI call failed, as far as its caller needs to know. */
export type AiFailureKind = 'timeout' | 'unreachable' | 'rate_limited' | 'server_error' | 'rejected';

const CODES: Record<AiFailureKind, ErrorCode> = {
  timeout: 'SERVICE_UNAVAILABLE',
  unreachable: 'SERVICE_UNAVAILABLE',
  rate_limited: 'RATE_LIMITED',
  server_error: 'SERVICE_UNAVAILABLE',
  rejected: 'BAD_GATEWAY',
};

/**
 * An AI provider call failed after the gateway's own retries. `retryable` says whether trying again later can help
 * (timeouts, network failures, rate limits, server errors) or not (a request the provider rejects); `retryAfterMs`
 * carries the provider's own wait hint when it sent one.
 */
export class AiGatewayError extends DomainError {
  override name = 'AiGatewayError';

  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(CODES[kind], message, { status, retryable });
  }
}

// Statuses that say "try again later" rather than "this request is wrong".
const RETRYABLE_STATUSES = new Set([408, 409, 429]);

/** The retry rule of every AI call: 408, 409, 429 and 5xx are worth retrying. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || RETRYABLE_STATUSES.has(status);
}

/** Reads `retry-after-ms` or `retry-after` (seconds or an HTTP date) into milliseconds; null when absent or unreadable. */
export function readRetryAfter(headers: Headers | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const milliseconds = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') !== null && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
