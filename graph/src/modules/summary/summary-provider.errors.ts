import { DomainError, type ErrorCode } from '../../lib/errors.js';

/**
 * A summary provider could not write a summary. `retryable` says whether trying again can help (rate limits, server
 * errors, timeouts, malformed output) or not (a request the provider rejects); `retryAfterMs` carries the provider's
 * own wait hint when it sent one.
 */
export class SummaryProviderError extends DomainError {
  override name = 'SummaryProviderError';

  constructor(
    code: ErrorCode,
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(code, message, { status, retryable });
  }
}

// Statuses that say "try again later" rather than "this request is wrong".
const RETRYABLE_STATUSES = new Set([408, 409, 429]);

/** The retry rule of every AI provider call (summaries, takeaways, answers): 408, 409, 429 and 5xx are worth retrying. */
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
