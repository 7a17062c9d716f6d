/** The subscription status is fresh for 5 minutes and kept for 10 (docs/product/premium.md#premium-gate). */
export const SUBSCRIPTION_STATUS_STALE_MS = 5 * 60_000;
export const SUBSCRIPTION_STATUS_KEEP_MS = 10 * 60_000;

export type StatusFetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

let fetchedAt: number | null = null;

/**
 * How the status should load now, recording a network fetch when it asks for one: an answer younger than 5 minutes
 * is used as is; one between 5 and 10 minutes old is shown while it is fetched again; anything older (or none) is
 * fetched before anything is shown.
 */
export function statusFetchPolicy(now: number = Date.now()): StatusFetchPolicy {
  const age = fetchedAt === null ? Infinity : now - fetchedAt;
  if (age < SUBSCRIPTION_STATUS_STALE_MS) return 'cache-first';
  fetchedAt = now;
  return age < SUBSCRIPTION_STATUS_KEEP_MS ? 'cache-and-network' : 'network-only';
}

/** Records an answer the client got another way (the refresh after Checkout), so it counts as fresh. */
export function markStatusFresh(now: number = Date.now()): void {
  fetchedAt = now;
}

/** Forgets the status's age, so the next read goes to the network (tests; a failed read). */
export function resetSubscriptionStatusAge(): void {
  fetchedAt = null;
}
