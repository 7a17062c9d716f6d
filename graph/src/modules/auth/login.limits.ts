import type { RateLimitPolicy, RateLimits } from '../../lib/rate-limits/rate-limits.js';

const refusal = (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`;

/**
 * Consecutive wrong passwords for one account from one address: the sixth attempt from that address is refused for
 * 15 minutes. The owner, signing in from their own address, is not affected.
 */
export const LOGIN_PAIR_LIMIT: RateLimitPolicy = {
  name: 'login-pair',
  points: 5,
  durationSeconds: 15 * 60,
  blockSeconds: 15 * 60,
  refusal,
};

/** Wrong passwords from one address, whichever accounts they name: a guessing script is refused for an hour. */
export const LOGIN_ADDRESS_LIMIT: RateLimitPolicy = {
  name: 'login-address',
  points: 30,
  durationSeconds: 15 * 60,
  blockSeconds: 60 * 60,
  refusal,
};

/**
 * Wrong passwords for one account from every address within an hour. This limit never refuses (that would let
 * strangers lock the owner out): past `slowAfter` failures each attempt on the account waits before its password is
 * checked, longer as failures grow, up to `maxDelayMs`.
 */
export const LOGIN_ACCOUNT_SLOWDOWN = {
  policy: {
    name: 'login-account',
    points: 1_000_000,
    durationSeconds: 60 * 60,
    refusal,
  } satisfies RateLimitPolicy,
  slowAfter: 10,
  stepMs: 250,
  maxDelayMs: 3_000,
};

/** The subject of the per-account counters: the account's username (or the name as typed when no account has it), ignoring case. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/** How long an attempt on this account waits before its password is checked, from the account's recent failures. */
export async function accountDelayMs(limits: RateLimits, account: string): Promise<number> {
  const failures = await limits.used(LOGIN_ACCOUNT_SLOWDOWN.policy, account);
  const excess = failures - LOGIN_ACCOUNT_SLOWDOWN.slowAfter;
  return excess < 0 ? 0 : Math.min(LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs, (excess + 1) * LOGIN_ACCOUNT_SLOWDOWN.stepMs);
}
