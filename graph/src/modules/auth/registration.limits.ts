import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** New accounts per address: a household or an office signs up in one go, a script making accounts does not. */
export const REGISTRATION_LIMIT: RateLimitPolicy = {
  name: 'registration-address',
  points: 10,
  durationSeconds: 60 * 60,
  refusal: (wait) => `Too many accounts have been created from your network. Please try again in ${wait}.`,
};
