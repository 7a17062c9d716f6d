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
