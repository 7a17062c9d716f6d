import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { DomainError } from '../../lib/errors.js';
import { isRetryableStatus, readRetryAfter } from '../summary/summary-provider.errors.js';

/**
 * A provider call failed. `retryable` says whether trying again can help (rate limits, server errors, timeouts,
 * network failures) or not (a request the provider rejects); `retryAfterMs` is the provider's own wait hint.
 */
export class AiProviderError extends Error {
  override name = 'AiProviderError';

  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** Classifies anything the OpenAI SDK throws by the summaries' retry rules: 408, 409, 429, 5xx and network errors retry. */
export function classifyProviderError(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AiProviderError('The AI provider did not answer in time.', true);
  if (error instanceof APIConnectionError) return new AiProviderError(`The AI provider could not be reached (${error.message}).`, true);
  if (error instanceof APIError && typeof error.status === 'number') {
    const { status } = error;
    const retryable = isRetryableStatus(status);
    return new AiProviderError(
      `The AI provider answered HTTP ${status}: ${error.message}`,
      retryable,
      status,
      retryable ? readRetryAfter(error.headers) : null,
    );
  }
  return new AiProviderError(`The AI provider call failed: ${error instanceof Error ? error.message : String(error)}`, true);
}

/** The AI provider cannot answer now (503 with Retry-After); the reader's allowance was not charged. */
export class AiUnavailableError extends DomainError {
  constructor(retryAfterSeconds = 30) {
    super(
      'SERVICE_UNAVAILABLE',
      'The AI service is not answering right now, so nothing was charged to your allowance. Please try again shortly.',
      {
        retryAfterSeconds,
      },
    );
  }
}
