import type { AppContext } from '../../context.js';
import { RateLimitedError } from '../../lib/rate-limits/rate-limits.js';
import { logger } from '../../lib/logger.js';
import { aiCalls, aiTokens } from '../../lib/metrics.js';
import type { User } from '../user/user.entity.js';
import { reserveAllowance, settleAllowance, type AllowanceRequest } from './ai-budget.service.js';
import type { CheckResult, CheckStats, RejectionReason } from './ai-check.types.js';
import { AiGatewayError } from '../ai-gateway/ai-gateway.errors.js';
import { AiUnavailableError } from './ai.errors.js';
import type { ProviderReply } from './ai-provider.types.js';

/** A provider's output regenerated at most once: a model that fails the checks twice is not asked a third time. */
export const MAX_ATTEMPTS = 2;

export interface CheckedAttempts<T> {
  /** The first output that passed its checks, with the model that wrote it; null when none did. */
  passed: { value: T; model: string } | null;
  /** Why each rejected output was rejected, in order. */
  rejections: RejectionReason[];
  /** What the checks found in every output. */
  stats: CheckStats[];
}

export interface AttemptPlan<T> {
  task: string;
  articleId: number;
  /** What the first call reserves from the reader's allowance; a regeneration reserves only `tokens`. */
  allowance: AllowanceRequest;
  call: () => Promise<ProviderReply>;
  check: (output: unknown) => CheckResult<T>;
}

/**
 * Asks the provider and checks its output, regenerating once when the checks reject it. Each call's share of the
 * reader's allowance is reserved before it (a refusal before the first call is thrown as it is; one before a
 * regeneration ends the attempts) and settled with the provider's reported tokens after it. A provider failure on the
 * first call gives everything back and throws AiUnavailableError; on a regeneration it ends the attempts.
 */
export async function attemptChecked<T>(ctx: AppContext, viewer: User, plan: AttemptPlan<T>): Promise<CheckedAttempts<T>> {
  const result: CheckedAttempts<T> = { passed: null, rejections: [], stats: [] };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const request = attempt === 1 ? plan.allowance : { questions: 0, takeaways: 0, tokens: plan.allowance.tokens };
    let claim;
    try {
      claim = await reserveAllowance(ctx, viewer, request);
    } catch (error) {
      if (attempt === 1 || !(error instanceof RateLimitedError)) throw error;
      break;
    }
    let reply: ProviderReply;
    const provider = ctx.services.ai.provider;
    try {
      reply = await plan.call();
      aiCalls.inc({ provider, task: plan.task, outcome: 'ok' });
      aiTokens.inc({ provider, task: plan.task }, reply.usage.totalTokens);
    } catch (error) {
      aiCalls.inc({ provider, task: plan.task, outcome: 'failed' });
      await settleAllowance(ctx, claim, { questions: 0, takeaways: 0, tokens: 0 });
      if (!(error instanceof AiGatewayError)) throw error;
      const failure = error;
      logger.warn(`AI ${plan.task} for article ${plan.articleId} failed: ${failure.message}`);
      if (attempt === 1) throw new AiUnavailableError(Math.max(1, Math.ceil((failure.retryAfterMs ?? 30_000) / 1000)));
      break;
    }
    await settleAllowance(ctx, claim, { ...request, tokens: reply.usage.totalTokens });
    const checked = plan.check(reply.output);
    result.stats.push(checked.stats);
    if (checked.ok) {
      result.passed = { value: checked.value, model: reply.model };
      break;
    }
    result.rejections.push(checked.reason);
    logger.warn(`AI ${plan.task} for article ${plan.articleId} rejected by the checks (${checked.reason}), attempt ${attempt}.`);
  }
  return result;
}
