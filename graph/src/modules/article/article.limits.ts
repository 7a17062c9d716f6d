import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** A view counts once per reader (or, signed out, per address) per article in this window, so reloads add nothing. */
export const VIEW_ONCE: RateLimitPolicy = {
  name: 'article-view-once',
  points: 1,
  durationSeconds: 30 * 60,
  refusal: () => 'This view was already counted.',
};

/** Counted views per reader or address: reading, even quickly, stays far below it; a script walking the library does not. */
export const VIEW_RATE_LIMIT: RateLimitPolicy = {
  name: 'article-view-rate',
  points: 120,
  durationSeconds: 10 * 60,
  refusal: (wait) => `You have opened a great many articles in a short time. Please try again in ${wait}.`,
};
