/** The most API keys a reader may have that are not revoked. */
export const MAX_LIVE_API_KEYS = 10;

/** The longest name of an API key, in characters. */
export const MAX_API_KEY_NAME = 80;

/** How long a process trusts a key it has looked up before reading it again (revocations reach it at once, by event). */
export const API_KEY_CACHE_MS = 60_000;

/** The most keys a process keeps looked up at a time. */
export const API_KEY_CACHE_ENTRIES = 10_000;
