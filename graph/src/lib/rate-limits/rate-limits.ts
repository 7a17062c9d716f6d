import { createHash } from 'node:crypto';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors.js';
import { logger } from '../logger.js';
import { rateLimitRefusals } from '../metrics.js';

/** How much of something a subject (a reader, an address) may do in a window, and what they are told when refused. */
export interface RateLimitPolicy {
  /** A stable name; it prefixes the policy's counters, so renaming it starts every count afresh. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once the points are used up, the subject stays refused this long (default: until the window ends). */
  blockSeconds?: number;
  /** The sentence a refused reader sees, given the wait in words ("2 minutes"). */
  refusal: (wait: string) => string;
}

/** A refusal by a rate limit: 429 with `Retry-After`. */
export class RateLimitedError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message, { retryAfterSeconds });
  }
}

/** A wait in words for a refusal sentence: "30 seconds", "1 minute", "3 hours". */
export function describeWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, seconds), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

const TABLE = 'rate_limits';
// The counters' key column holds 255 characters: the policy's name, a colon and the subject. A longer subject (a
// username typed at any length) is counted by its SHA-256, so it cannot overflow the column.
const MAX_PLAIN_SUBJECT = 160;

/** The subject as stored: itself when short, else its SHA-256 in hex. */
export function storedSubject(subject: string): string {
  return subject.length <= MAX_PLAIN_SUBJECT ? subject : `sha256:${createHash('sha256').update(subject).digest('hex')}`;
}

/**
 * Rate limits kept in PostgreSQL (rate-limiter-flexible), so every API process shares one count per subject and a
 * restart forgets nothing. Each policy is a limiter over the same table, its counters prefixed by its name.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  private constructor(private readonly pool: pg.Pool) {}

  /** Limits over the database at `connectionString`, through a small pool of their own. */
  static forDatabase(connectionString: string): RateLimits {
    const pool = new pg.Pool({ connectionString, max: 4, idleTimeoutMillis: 30_000 });
    // An idle connection the server drops is replaced on next use; it must not take the process down.
    pool.on('error', (error) => logger.warn(`A rate-limit database connection closed: ${error.message}`));
    return new RateLimits(pool);
  }

  private limiter(policy: RateLimitPolicy): RateLimiterPostgres {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: policy.name,
        points: policy.points,
        duration: policy.durationSeconds,
        blockDuration: policy.blockSeconds ?? 0,
      });
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }

  /** Uses `points` of the subject's allowance; throws RateLimitedError once it is spent (refused attempts count too). */
  async consume(policy: RateLimitPolicy, subject: string, points = 1): Promise<void> {
    try {
      await this.limiter(policy).consume(storedSubject(subject), points);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw refusal(policy, error);
      throw error;
    }
  }

  /** Uses one point if the subject has one left: true when it did, false (and nothing used) when the allowance is spent. */
  async tryConsume(policy: RateLimitPolicy, subject: string): Promise<boolean> {
    try {
      await this.limiter(policy).consume(storedSubject(subject), 1);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Throws RateLimitedError while the subject's allowance is spent or blocked, without using any. */
  async assertAllowed(policy: RateLimitPolicy, subject: string): Promise<void> {
    const state = await this.limiter(policy).get(storedSubject(subject));
    if (state && state.consumedPoints >= policy.points && state.msBeforeNext > 0) throw refusal(policy, state);
  }

  /** Points the subject has used in its current window (0 when none). */
  async used(policy: RateLimitPolicy, subject: string): Promise<number> {
    const state = await this.limiter(policy).get(storedSubject(subject));
    return state && state.msBeforeNext > 0 ? state.consumedPoints : 0;
  }

  /** Adds points without refusing: failures that count against a later attempt. */
  async penalise(policy: RateLimitPolicy, subject: string, points = 1): Promise<void> {
    const limiter = this.limiter(policy);
    const state = await limiter.penalty(storedSubject(subject), points);
    if (policy.blockSeconds && state.consumedPoints >= policy.points) await limiter.block(storedSubject(subject), policy.blockSeconds);
  }

  /** Forgets the subject's count. */
  async reset(policy: RateLimitPolicy, subject: string): Promise<void> {
    await this.limiter(policy).delete(storedSubject(subject));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function refusal(policy: RateLimitPolicy, state: RateLimiterRes): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  rateLimitRefusals.inc({ policy: policy.name });
  return new RateLimitedError(policy.refusal(describeWait(seconds)), seconds);
}
