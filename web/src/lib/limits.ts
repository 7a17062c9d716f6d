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

/** The shortest username and password registration accepts, in characters (graph: user.rules.ts). */
export const ACCOUNT_FIELD_MINIMUMS = { username: 3, password: 8 } as const;

/** Minutes without a request after which a session ends (graph: SESSION_IDLE_MS, session.middleware.ts). */
export const SESSION_IDLE_MINUTES = 30;

/**
 * Wrong passwords for one account from one address within the window, after which sign-in to it from there pauses
 * (graph: LOGIN_PAIR_LIMIT, login.limits.ts).
 */
export const SIGN_IN_PAUSE = { wrongPasswords: 5, windowMinutes: 15, pauseMinutes: 15 } as const;

/** How many days back a source's next check reaches after failed ones (graph: MAX_WINDOW_MS, ingestion-run.service.ts). */
export const INGESTION_CATCH_UP_DAYS = 7;

/** How many categories an article can be given, General Medicine included (graph: CATEGORIES, category.rules.ts). */
export const CATEGORY_COUNT = 33;
