import { continueAsNew, defineQuery, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import {
  STATUS_REFRESH_BATCH,
  STATUS_REFRESH_BATCHES_PER_RUN,
  STATUS_REFRESH_PROGRESS_QUERY,
  type StatusRefreshInput,
  type StatusRefreshProgress,
} from '../contracts.js';

// A batch is read and stored as a whole; a source that stays down is retried with growing waits for about an hour
// before the refresh fails. A worker that stops mid-run is resumed by Temporal at the batch it was reading.
const { countStatusRecheck, recheckStatusBatch } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

export const statusRefreshProgressQuery = defineQuery<StatusRefreshProgress>(STATUS_REFRESH_PROGRESS_QUERY);

/**
 * Re-reads stored papers at their sources, batch after batch in id order (PubMed by PMID, medRxiv by DOI), so new
 * retractions, corrections, expressions of concern and journal versions reach papers stored long ago; each batch
 * stores what the source says now through the ingestion upsert (idempotent). The `statusRefreshProgress` query reports
 * how many of the papers counted at the start were checked and how many changed. The refresh continues as new with
 * its last id and totals after `batchesPerRun` batches, or sooner when Temporal suggests it.
 */
export async function refreshStatuses(input: StatusRefreshInput): Promise<StatusRefreshProgress> {
  const progress: StatusRefreshProgress = input.continued
    ? { ...input.continued.progress, runs: input.continued.progress.runs + 1 }
    : { total: await countStatusRecheck({ since: input.since }), checked: 0, changed: 0, updated: 0, afterId: 0, runs: 1 };
  setHandler(statusRefreshProgressQuery, () => progress);
  const limit = input.batchSize ?? STATUS_REFRESH_BATCH;
  const batchesPerRun = input.batchesPerRun ?? STATUS_REFRESH_BATCHES_PER_RUN;
  for (let batch = 0; ; batch += 1) {
    if (batch >= batchesPerRun || workflowInfo().continueAsNewSuggested) {
      await continueAsNew<typeof refreshStatuses>({ ...input, continued: { afterId: progress.afterId, progress } });
    }
    const result = await recheckStatusBatch({ since: input.since, afterId: progress.afterId, limit });
    if (result.lastId === null) return progress;
    progress.checked += result.checked;
    progress.changed += result.changed;
    progress.updated += result.updated;
    progress.afterId = result.lastId;
    if (result.checked < limit) return progress;
  }
}
