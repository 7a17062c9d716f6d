import type { RateLimitPolicy } from '../../lib/rate-limits/rate-limits.js';

/** The longest name, subject and message the contact form takes; `web/src/lib/limits.ts` restates them. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

/** Messages from one email address: a reader who adds a detail can, a script filling the support mailbox cannot. */
export const CONTACT_EMAIL_LIMIT: RateLimitPolicy = {
  name: 'contact-email',
  points: 5,
  durationSeconds: 60 * 60,
  refusal: (wait) => `You have sent several messages in a short time. Please try again in ${wait}.`,
};

/** Messages from one network address, whatever the email addresses given. */
export const CONTACT_ADDRESS_LIMIT: RateLimitPolicy = {
  name: 'contact-address',
  points: 10,
  durationSeconds: 60 * 60,
  refusal: (wait) => `Too many messages have been sent from your network. Please try again in ${wait}.`,
};
