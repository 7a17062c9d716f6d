import { DomainError } from '../../lib/errors.js';

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
