/** The most webhook endpoints a reader may register. */
export const MAX_WEBHOOKS = 10;

/** The longest endpoint URL, in characters. */
export const MAX_WEBHOOK_URL = 2_000;

/** The most deliveries `deliveries(first:)` lists. */
export const MAX_LISTED_DELIVERIES = 100;
