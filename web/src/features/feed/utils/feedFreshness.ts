/** Feed results are always stale and kept 60 seconds (docs/product/feed.md#freshness). */
export const FEED_KEEP_MS = 60_000;

export type FeedFetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

const fetchedAt = new Map<string, number>();
let seededKey: string | null = null;

/** Records that the boot script's answer for this list is already in the cache (used as is, once). */
export function markBootSeeded(key: string): void {
  seededKey = key;
  fetchedAt.set(key, Date.now());
}

/**
 * How the list for `key` should load now: the boot script's answer is used as is (once); a list fetched less than
 * 60 s ago is shown at once and refreshed; anything older (or never fetched) is fetched before showing.
 */
export function feedFetchPolicy(key: string, now: number = Date.now()): FeedFetchPolicy {
  if (seededKey === key) {
    seededKey = null;
    return 'cache-first';
  }
  const at = fetchedAt.get(key);
  fetchedAt.set(key, now);
  return at !== undefined && now - at < FEED_KEEP_MS ? 'cache-and-network' : 'network-only';
}

/** Forgets a key so the next load goes to the network (Refresh). */
export function markFeedStale(key: string): void {
  fetchedAt.delete(key);
  if (seededKey === key) seededKey = null;
}

export function resetFeedFreshness(): void {
  fetchedAt.clear();
  seededKey = null;
}
