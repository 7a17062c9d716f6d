// The client cannot import the server's code, so these restate its limits; a server-side test fails when they differ.

/** The longest comment the server accepts, in characters. */
export const COMMENT_MAX_LENGTH = 5000;

/** How many days back each GraphQL `DateRange` reaches on the server: fixed lengths, not calendar months. */
export const DATE_RANGE_DAYS = {
  LAST_24_HOURS: 1,
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
  LAST_3_MONTHS: 91,
  LAST_YEAR: 365,
} as const;

/** The longest question about an article the server accepts, in characters (after trimming). */
export const AMA_QUESTION_MAX_LENGTH = 500;

/** The digest delivery times a reader may choose, in Eastern time (HH:MM); 09:00 is the server's default. */
export const DIGEST_DELIVERY_TIMES = ['08:00', '09:00', '10:00', '12:00', '18:00'] as const;

/** The longest name, subject and message the contact form sends, in characters (after trimming). */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

/** How many saved searches each plan keeps. */
export const SAVED_SEARCH_LIMITS = { free: 3, premium: 50 } as const;

/** The most API keys a reader may have that are not revoked (graph: api-key.limits.ts). */
export const MAX_LIVE_API_KEYS = 10;
