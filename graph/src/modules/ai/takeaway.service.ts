import type { AppContext } from '../../context.js';
import { assertPremiumAccess } from '../membership/membership.service.js';
import type { Article } from '../article/article.entity.js';
import type { User } from '../user/user.entity.js';
import { attemptChecked } from './ai-attempts.service.js';
import { TAKEAWAY_RATE_LIMIT } from './ai.limits.js';
import { LOCAL_TAKEAWAY_MODEL } from './ai-local-provider.service.js';
import { assertAiMayUse } from '../status/article-status.errors.js';
import { fingerprintPaper, readPaper, resolveArticle, type ArticleRef } from './ai-paper.service.js';
import { createCanary } from './ai-prompts.render.js';
import { findKeptTakeaway, keepTakeaway } from './ai.queries.js';
import { FALLBACK_TAKEAWAY_NOTICE, TAKEAWAY_REFUSAL } from './ai-messages.render.js';
import { checkTakeaway, type CheckedTakeaway } from './takeaway-check.rules.js';
import { ClinicalTakeaway } from './takeaway.entity.js';
import { designOf } from './takeaway-evidence.rules.js';
import { assembleTakeaway } from './takeaway-local.service.js';

function toTakeaway(
  article: Article,
  parts: CheckedTakeaway,
  made: { provider: string; model: string; sourceHash: string; at: Date },
): ClinicalTakeaway {
  const takeaway = new ClinicalTakeaway();
  Object.assign(takeaway, parts, {
    article,
    provider: made.provider,
    model: made.model,
    sourceHash: made.sourceHash,
    generatedAt: made.at,
  });
  return takeaway;
}

/**
 * The clinical takeaway of a stored article (by id, or by its exact title and abstract) for a reader with Premium.
 * A takeaway kept for the article and the configured provider, drawn from the same title and abstract, is answered
 * without calling the provider. Otherwise the provider writes one, it is checked against its schema and the abstract
 * (regenerated once if rejected), kept with its provider, model and time, and answered; a model that fails the
 * checks twice gets the offline takeaway instead, labelled and not kept. A paper without an abstract gets the offline
 * takeaway without a provider call.
 *
 * Throws UNAUTHENTICATED (anonymous), FORBIDDEN with the Premium Feature sentence, RateLimitedError (too many requests,
 * or the daily allowance spent), BadInputError / NotFoundError for an unknown article, CONFLICT for a retracted or
 * withdrawn paper without a kept takeaway, AiUnavailableError when the
 * provider cannot answer. Side effects: counts the request against the reader's rate limit and daily allowance, and
 * writes the kept takeaway.
 */
export async function generateClinicalTakeaway(ctx: AppContext, ref: ArticleRef): Promise<ClinicalTakeaway> {
  const viewer = await assertPremiumAccess(ctx, TAKEAWAY_REFUSAL);
  await ctx.limits.consume(TAKEAWAY_RATE_LIMIT, `reader:${viewer.id}`);
  const article = await resolveArticle(ctx, ref);
  return takeawayOf(ctx, viewer, article);
}

/**
 * The takeaway behind generateClinicalTakeaway, once the reader and article are settled: the kept one, else a new one
 * written within the reader's daily allowance, checked (regenerating once) and kept, or the offline one. Throws
 * RateLimitedError when the allowance is spent and AiUnavailableError when the provider cannot answer; updates the
 * reader's allowance and the kept takeaway.
 */
export async function takeawayOf(ctx: AppContext, viewer: User, article: Article): Promise<ClinicalTakeaway> {
  const paper = await readPaper(ctx, article);
  const provider = ctx.services.ai;
  const sourceHash = fingerprintPaper(paper);
  const kept = await findKeptTakeaway(ctx.em, article.id, provider.provider, sourceHash);
  if (kept) return kept;
  assertAiMayUse(article, 'takeaway');

  const design = designOf(paper);
  const offline = (notice: string | null): ClinicalTakeaway => {
    const checked = checkTakeaway(assembleTakeaway(paper), paper, null, design);
    if (!checked.ok) throw new Error(`The offline takeaway of article ${article.id} failed its own checks (${checked.reason}).`);
    const takeaway = toTakeaway(article, checked.value, { provider: 'local', model: LOCAL_TAKEAWAY_MODEL, sourceHash, at: ctx.now() });
    takeaway.fallbackNotice = notice;
    return takeaway;
  };
  if (paper.sentences.length === 0 && !provider.offline) return offline(null);

  const request = { paper, canary: createCanary() };
  const attempts = await attemptChecked(ctx, viewer, {
    task: 'takeaway',
    articleId: article.id,
    allowance: { questions: 0, takeaways: 1, tokens: provider.takeawayTokenCeiling(request) },
    call: () => provider.draftTakeaway(request),
    check: (output) => checkTakeaway(output, paper, provider.offline ? null : request.canary, design),
  });
  if (!attempts.passed) return offline(provider.offline ? null : FALLBACK_TAKEAWAY_NOTICE);
  const takeaway = toTakeaway(article, attempts.passed.value, {
    provider: provider.provider,
    model: attempts.passed.model,
    sourceHash,
    at: ctx.now(),
  });
  await keepTakeaway(ctx.em, takeaway);
  return takeaway;
}
