import type { EntityManager } from '@mikro-orm/postgresql';
import { FALLBACK_REASONS } from './summary.errors.js';
import { summariseWithQualityGate } from './summary-gate.rules.js';
import { claimReask, selectDueReask, selectDueReasks, updateReaskFailure } from './summary-reask.queries.js';
import { nextReaskAt } from './summary-reask.rules.js';
import { saveSummary } from './summary.service.js';
import { selectSummarySource } from './summary.queries.js';
import { LOCAL_PROVIDER, type Summariser } from './summariser.types.js';

/** What asking the AI again for one paper came to. */
export type ReaskOutcome =
  /** The AI's summary passed the quality gate and replaced the offline one. */
  | { status: 'summarised'; provider: string; model: string }
  /** The AI's summary was refused again: the offline summary stays; `nextAttemptAt` is null once Paperlight gave up. */
  | { status: 'still_offline'; attempts: number; failure: string; nextAttemptAt: Date | null }
  /** Nothing was asked: the paper is not due (asked already this time, given up, no longer offline, or gone). */
  | { status: 'not_due' }
  /** Nothing was asked: no AI provider is configured. */
  | { status: 'no_provider' };

/**
 * The papers due to be asked of the AI again at `at` (docs/product/ai.md#asking-the-ai-again): those whose stored
 * summary is the offline one standing in for a refused AI summary, whose next time under the backoff has come and that
 * have re-asks left; the longest waiting first, at most `limit`. None when the summariser is the offline one, since
 * there is no AI to ask (papers summarised offline for want of a provider are never in line). Reads only.
 */
export async function listSummariesToReask(
  ctx: { em: EntityManager },
  summariser: Pick<Summariser, 'provider'>,
  input: { at: Date; limit: number },
): Promise<number[]> {
  if (summariser.provider === LOCAL_PROVIDER || input.limit <= 0) return [];
  return selectDueReasks(ctx.em, input.at, input.limit);
}

/**
 * Asks the AI again for one paper's summary, when it is due at `at`. The re-ask is counted, and the paper's next time
 * set by the backoff, before the AI is called, so a second run never asks twice for the same turn, even after a crash.
 * The draft goes through the same quality gate as a new paper's; an acceptable one is stored with `saveSummary`, exactly
 * as ingestion stores a summary (its number check applies, it replaces the offline summary and its flag, and the paper
 * leaves the line). A refused one leaves the offline summary as it is and records why. Writes nothing when the paper is
 * not due or no AI provider is configured. The AI provider's failures never pass through.
 */
export async function reaskArticleSummary(
  ctx: { em: EntityManager },
  summariser: Summariser,
  articleId: number,
  at: Date,
): Promise<ReaskOutcome> {
  if (summariser.provider === LOCAL_PROVIDER) return { status: 'no_provider' };
  const due = await selectDueReask(ctx.em, articleId, at);
  if (!due) return { status: 'not_due' };
  const attempts = due.attempts + 1;
  const nextAttemptAt = nextReaskAt(attempts, at);
  if (!(await claimReask(ctx.em, articleId, due.attempts, at, nextAttemptAt))) return { status: 'not_due' };

  const source = await selectSummarySource(ctx.em, articleId);
  if (!source) return { status: 'not_due' };
  const draft = await summariseWithQualityGate(summariser, source);
  let failure: string;
  if (draft.fallbackReason !== null) {
    failure = draft.qualityFlag ?? `The AI summary was not used: ${FALLBACK_REASONS[draft.fallbackReason]}.`;
  } else {
    // saveSummary checks the numbers again against the paper as stored now, and may still refuse the draft.
    const saved = await saveSummary(ctx, articleId, draft, at);
    if (saved.fallbackReason === null) return { status: 'summarised', provider: saved.provider, model: saved.model };
    failure = `The AI summary was not used: ${FALLBACK_REASONS[saved.fallbackReason]}.`;
  }
  await updateReaskFailure(ctx.em, articleId, failure);
  return { status: 'still_offline', attempts, failure, nextAttemptAt };
}
