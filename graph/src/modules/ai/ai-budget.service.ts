import type { AppContext } from '../../context.js';
import { describeWait, RateLimitedError } from '../../lib/rate-limits/rate-limits.js';
import type { User } from '../user/user.entity.js';
import { claimUsage, readUsage, settleUsage, type UsageClaim } from './ai.queries.js';

/** What one call asks of the reader's day. */
export interface AllowanceRequest {
  questions: number;
  takeaways: number;
  tokens: number;
}

/** A reader's AI allowance for the current UTC day. */
export interface AllowanceView {
  questionsPerDay: number;
  questionsUsed: number;
  tokensPerDay: number;
  tokensUsed: number;
  renewsAt: Date;
}

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Reserves a call's share of the reader's daily allowance before any provider is asked: a question slot and the most
 * tokens the call may use, in one statement, so concurrent calls can never pass the limits together. Throws
 * RateLimitedError (429, Retry-After until midnight UTC) with a sentence when the call would pass either limit; nothing
 * is reserved then. Returns the claim to settle once the call is done.
 */
export async function reserveAllowance(ctx: AppContext, viewer: User, request: AllowanceRequest): Promise<UsageClaim> {
  const now = ctx.now();
  const claim: UsageClaim = { userId: viewer.id, day: utcDay(now), ...request };
  const limits = ctx.services.aiBudget;
  if (await claimUsage(ctx.em, claim, limits)) return claim;
  const used = await readUsage(ctx.em, viewer.id, claim.day);
  const seconds = Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
  const when = `at midnight UTC, in ${describeWait(seconds)}`;
  if (request.questions > 0 && used.questions + request.questions > limits.questions) {
    throw new RateLimitedError(`You have asked today's ${limits.questions} questions about articles. You can ask more ${when}.`, seconds);
  }
  throw new RateLimitedError(`You have used today's AI allowance. It renews ${when}.`, seconds);
}

/**
 * Settles a reserved claim with what the call really used: the tokens the provider reported replace the reserved
 * ceiling, and a question or takeaway that was not delivered is given back. Writes one update.
 */
export async function settleAllowance(ctx: AppContext, claim: UsageClaim, used: AllowanceRequest): Promise<void> {
  await settleUsage(ctx.em, claim, used);
}

/** The viewer's allowance today: limits, use so far and when it renews. Reads only. */
export async function getAiAllowance(ctx: AppContext, viewer: User): Promise<AllowanceView> {
  const now = ctx.now();
  const used = await readUsage(ctx.em, viewer.id, utcDay(now));
  const limits = ctx.services.aiBudget;
  return {
    questionsPerDay: limits.questions,
    questionsUsed: used.questions,
    tokensPerDay: limits.tokens,
    tokensUsed: used.tokens,
    renewsAt: nextUtcMidnight(now),
  };
}
