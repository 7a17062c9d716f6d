import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../lib/errors.js';

export const ACCOUNT_LIMIT = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
export const ADDRESS_LIMIT = { failures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('RATE_LIMITED', `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      retryAfterSeconds,
    });
  }
}

export function throttleKeys(username: string, address: string): { account: string; address: string } {
  return { account: `account:${username.trim().toLowerCase()}`, address: `address:${address}` };
}

/** Refuses the attempt with TooManyAttemptsError while the account or the address is locked. Reads only. */
export async function assertNotThrottled(em: EntityManager, keys: string[], now: Date): Promise<void> {
  const rows = await em
    .getConnection()
    .execute<{ locked_until: Date | null }[]>(
      `select locked_until from login_throttles where key in (${keys.map(() => '?').join(', ')}) and locked_until > ?`,
      [...keys, now],
    );
  const until = Math.max(0, ...rows.map((row) => (row.locked_until ? new Date(row.locked_until).getTime() : 0)));
  if (until > now.getTime()) throw new TooManyAttemptsError(Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts one failed attempt against a key in a single atomic statement: a new window starts when the old one has
 * passed, and reaching the limit locks the key for the lock period.
 */
export async function recordFailure(em: EntityManager, key: string, limit: typeof ACCOUNT_LIMIT, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const lockUntil = new Date(now.getTime() + limit.lockMs);
  await em.getConnection().execute(
    `insert into login_throttles (key, failures, window_started_at) values (?, 1, ?)
     on conflict (key) do update set
       failures = case when login_throttles.window_started_at < ? then 1 else login_throttles.failures + 1 end,
       window_started_at = case when login_throttles.window_started_at < ? then excluded.window_started_at else login_throttles.window_started_at end,
       locked_until = case
         when login_throttles.window_started_at >= ? and login_throttles.failures + 1 >= ? then ?::timestamptz
         else login_throttles.locked_until end`,
    [key, now, windowStart, windowStart, windowStart, limit.failures, lockUntil],
    'run',
  );
}

/** Forgets an account's failures after a successful sign-in. */
export async function clearFailures(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute('delete from login_throttles where key = ?', [key], 'run');
}
