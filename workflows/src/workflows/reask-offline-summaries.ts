import { ActivityFailure, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import type { ReaskSummariesInput, ReaskSummariesResult } from '../contracts.js';

// Listing is one indexed read.
const { listSummariesToReask } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

// One paper per call. The AI provider's failures never fail it (the gateway retries them within the call and a refused
// summary is recorded as such), and the call may take two drafts of the gateway's attempts on a slow model server. What
// is retried here is what else can fail (the database), a few times only, so one paper cannot hold up the rest.
const { reaskSummary } = proxyActivities<Activities>({
  startToCloseTimeout: '15 minutes',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 3 },
});

/**
 * Asks the AI again, one paper after another, for the papers whose stored summary is the offline one standing in for a
 * refused AI summary and whose turn under the backoff has come, the longest waiting first and at most the batch
 * (docs/product/ai.md#asking-the-ai-again). Each paper is its own activity; one that still fails after its retries is
 * counted and the run goes on. Without an AI provider the list is empty and the run does nothing.
 */
export async function reaskOfflineSummaries(input: ReaskSummariesInput = {}): Promise<ReaskSummariesResult> {
  const at = input.at ?? new Date().toISOString();
  const due = await listSummariesToReask({ at, ...(input.limit === undefined ? {} : { limit: input.limit }) });
  const result: ReaskSummariesResult = { at, due: due.length, summarised: 0, stillOffline: 0, skipped: 0, failed: 0 };
  for (const articleId of due) {
    try {
      const outcome = await reaskSummary({ articleId, at });
      if (outcome.status === 'summarised') result.summarised += 1;
      else if (outcome.status === 'still_offline') result.stillOffline += 1;
      else result.skipped += 1;
    } catch (error) {
      if (!(error instanceof ActivityFailure)) throw error;
      result.failed += 1;
    }
  }
  return result;
}
