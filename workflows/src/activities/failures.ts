import { ApplicationFailure } from '@temporalio/activity';
import { DomainError, isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '#graph/lib/errors.js';
import { MailDeliveryError } from '#graph/lib/mailer.js';
import { AiGatewayError } from '#graph/modules/ai-gateway/ai-gateway.errors.js';
import { SourceHttpError, SourceLimitError, SourceParseError, SourceRefusedError } from '../sources/errors.js';

/** Failure types an activity may report, for retry policies, history and the operators' CLI. */
export const FAILURE_TYPES = {
  sourceParse: 'SourceParseError',
  sourceRefused: 'SourceRefused',
  sourceLimit: 'SourceLimit',
  sourceRejected: 'SourceRejected',
  sourceUnavailable: 'SourceUnavailable',
  summaryRejected: 'SummaryRejected',
  summaryUnavailable: 'SummaryUnavailable',
  databaseUnavailable: 'DatabaseUnavailable',
  mailRefused: 'MailRefused',
  badInput: 'BadInput',
} as const;

function retryable(message: string, type: string, retryAfterMs: number | null, cause: Error): ApplicationFailure {
  return ApplicationFailure.create({ message, type, nonRetryable: false, nextRetryDelay: retryAfterMs ?? undefined, cause });
}

function nonRetryable(message: string, type: string, cause: Error): ApplicationFailure {
  return ApplicationFailure.create({ message, type, nonRetryable: true, cause });
}

/**
 * Turns what a source client, summary provider, mailer or the database threw into the failure Temporal should see: a readable
 * message, a type, and whether retrying can help. Garbage, refused hosts, API limits and rejected requests are not
 * retried; timeouts, network failures, 429 and 5xx are, after the source's Retry-After when it sent one.
 */
export function toActivityFailure(error: unknown): unknown {
  if (error instanceof ApplicationFailure) return error;
  if (error instanceof SourceParseError)
    return nonRetryable(`${error.message}; nothing from this window was stored.`, FAILURE_TYPES.sourceParse, error);
  if (error instanceof SourceRefusedError) return nonRetryable(error.message, FAILURE_TYPES.sourceRefused, error);
  if (error instanceof SourceLimitError) return nonRetryable(error.message, FAILURE_TYPES.sourceLimit, error);
  if (error instanceof SourceHttpError) {
    return error.retryable
      ? retryable(error.message, FAILURE_TYPES.sourceUnavailable, error.retryAfterMs, error)
      : nonRetryable(error.message, FAILURE_TYPES.sourceRejected, error);
  }
  if (error instanceof AiGatewayError) {
    return error.retryable
      ? retryable(error.message, FAILURE_TYPES.summaryUnavailable, error.retryAfterMs, error)
      : nonRetryable(error.message, FAILURE_TYPES.summaryRejected, error);
  }
  if (error instanceof MailDeliveryError && error.outcome === 'refused')
    return retryable(error.message, FAILURE_TYPES.mailRefused, null, error);
  if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') return nonRetryable(error.message, FAILURE_TYPES.badInput, error);
  if (isDatabaseUnavailable(error)) return retryable(UNAVAILABLE_MESSAGE, FAILURE_TYPES.databaseUnavailable, null, error as Error);
  return error;
}
