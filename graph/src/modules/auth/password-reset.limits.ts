import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** Reset links asked for one email address: enough for a reader who lost the first email, too few to flood a mailbox. */
export const PASSWORD_RESET_EMAIL_LIMIT: RateLimitPolicy = {
  name: 'password-reset-email',
  points: 3,
  durationSeconds: 60 * 60,
  refusal: (wait) => `Too many reset links have been asked for that address. Please try again in ${wait}.`,
};

/** Reset links asked for from one network address, whatever the email addresses: a script probing addresses is stopped. */
export const PASSWORD_RESET_ADDRESS_LIMIT: RateLimitPolicy = {
  name: 'password-reset-address',
  points: 10,
  durationSeconds: 60 * 60,
  refusal: (wait) => `Too many reset links have been asked for from your network. Please try again in ${wait}.`,
};

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
