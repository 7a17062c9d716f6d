/** How many saved searches a reader keeps, by plan (docs/product/following.md#saved-searches). */
export const SAVED_SEARCH_LIMITS = { free: 3, premium: 50 } as const;

/** The longest name a saved search may have, in characters. */
export const MAX_SAVED_SEARCH_NAME = 80;

/** New papers are counted up to this many; the bell shows more as "999+". */
export const MAX_NEW_COUNT = 1000;
