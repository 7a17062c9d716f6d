import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** Takeaway requests per reader: generous for reading, tight enough to stop a script walking the library. */
export const TAKEAWAY_RATE_LIMIT: RateLimitPolicy = {
  name: 'ai-takeaway',
  points: 20,
  durationSeconds: 600,
  refusal: (wait) => `You have asked for many clinical takeaways in a short time. Please try again in ${wait}.`,
};

/** Questions per reader: a conversation's pace, not a script's. */
export const QUESTION_RATE_LIMIT: RateLimitPolicy = {
  name: 'ai-question',
  points: 10,
  durationSeconds: 60,
  refusal: (wait) => `You are asking questions faster than Paperlight can answer them. Please try again in ${wait}.`,
};
