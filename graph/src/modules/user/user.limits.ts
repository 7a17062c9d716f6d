import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** Wrong current passwords given by a signed-in reader (to change their email): a stolen session cannot guess on. */
export const CURRENT_PASSWORD_LIMIT: RateLimitPolicy = {
  name: 'current-password',
  points: 5,
  durationSeconds: 15 * 60,
  blockSeconds: 15 * 60,
  refusal: (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
};
