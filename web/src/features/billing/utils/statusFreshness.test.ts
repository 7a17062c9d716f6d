import { describe, expect, it } from 'vitest';
import { markStatusFresh, statusFetchPolicy, SUBSCRIPTION_STATUS_KEEP_MS, SUBSCRIPTION_STATUS_STALE_MS } from './statusFreshness';

describe('subscription status freshness', () => {
  it('is fresh for 5 minutes and kept for 10', () => {
    expect(SUBSCRIPTION_STATUS_STALE_MS).toBe(300_000);
    expect(SUBSCRIPTION_STATUS_KEEP_MS).toBe(600_000);
  });

  it('fetches a status never read, then reuses it for 5 minutes', () => {
    expect(statusFetchPolicy(1_000)).toBe('network-only');
    expect(statusFetchPolicy(1_000 + SUBSCRIPTION_STATUS_STALE_MS - 1)).toBe('cache-first');
  });

  it('shows a status 5 to 10 minutes old while it is read again, and counts the new read from then', () => {
    expect(statusFetchPolicy(0)).toBe('network-only');
    expect(statusFetchPolicy(SUBSCRIPTION_STATUS_STALE_MS)).toBe('cache-and-network');
    expect(statusFetchPolicy(SUBSCRIPTION_STATUS_STALE_MS + 1)).toBe('cache-first');
  });

  it('drops a status older than 10 minutes', () => {
    expect(statusFetchPolicy(0)).toBe('network-only');
    expect(statusFetchPolicy(SUBSCRIPTION_STATUS_KEEP_MS)).toBe('network-only');
  });

  it('counts an answer the client got another way as fresh', () => {
    markStatusFresh(50_000);
    expect(statusFetchPolicy(50_000 + SUBSCRIPTION_STATUS_STALE_MS - 1)).toBe('cache-first');
  });
});
