import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { describeWait, RateLimitedError, RateLimits, type RateLimitPolicy } from './rate-limits.js';

let db: TestDatabase;
let limits: RateLimits;
let other: RateLimits;

const policy = (name: string, points: number, extra: Partial<RateLimitPolicy> = {}): RateLimitPolicy => ({
  name,
  points,
  durationSeconds: 60,
  refusal: (wait) => `Slow down: try again in ${wait}.`,
  ...extra,
});

beforeAll(async () => {
  db = await createTestDatabase();
  limits = RateLimits.forDatabase(db.url);
  other = RateLimits.forDatabase(db.url);
});

afterAll(async () => {
  await limits?.close();
  await other?.close();
  await db?.drop();
});

describe('RateLimits', () => {
  it('allows the policy’s points, then refuses with the wait in seconds and a sentence', async () => {
    const comments = policy('comments', 3);
    for (let i = 0; i < 3; i++) await limits.consume(comments, 'reader:1');
    const refused = await limits.consume(comments, 'reader:1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    const { message, details, httpStatus } = refused as RateLimitedError;
    expect(httpStatus).toBe(429);
    expect(message).toMatch(/^Slow down: try again in (\d+ seconds?|1 minute)\.$/);
    expect(details.retryAfterSeconds).toBeGreaterThan(0);
    expect(details.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts each subject and each policy on its own', async () => {
    const a = policy('a', 1);
    const b = policy('b', 1);
    await limits.consume(a, 'reader:2');
    await limits.consume(a, 'reader:3');
    await limits.consume(b, 'reader:2');
    await expect(limits.consume(a, 'reader:2')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('shares one count between processes through the database', async () => {
    const shared = policy('shared', 2);
    await limits.consume(shared, 'address:10.0.0.1');
    await other.consume(shared, 'address:10.0.0.1');
    await expect(limits.consume(shared, 'address:10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError);
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ points: number }[]>(`select points from rate_limits where key = 'shared:address:10.0.0.1'`);
    // The refused third attempt counts too: hammering a limit never shortens the wait.
    expect(row.points).toBe(3);
  });

  it('checks without using points, counts penalties, blocks for the block time, and forgets on reset', async () => {
    const signIn = policy('sign-in', 2, { blockSeconds: 900 });
    await limits.assertAllowed(signIn, 'account:ada');
    await limits.penalise(signIn, 'account:ada');
    await limits.assertAllowed(signIn, 'account:ada');
    await limits.penalise(signIn, 'account:ada');
    const refused = (await limits.assertAllowed(signIn, 'account:ada').catch((error: unknown) => error)) as RateLimitedError;
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.details.retryAfterSeconds).toBeGreaterThan(60);
    expect(refused.message).toBe('Slow down: try again in 15 minutes.');
    await limits.reset(signIn, 'account:ada');
    await limits.assertAllowed(signIn, 'account:ada');
  });
});

describe('describeWait', () => {
  it('says the wait in the largest whole unit, rounding up', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('1 hour');
    expect(describeWait(86_400)).toBe('24 hours');
  });
});
