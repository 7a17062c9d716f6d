import {
  ActivityFailure,
  ApplicationFailure,
  continueAsNew,
  log,
  ParentClosePolicy,
  proxyActivities,
  startChild,
  workflowInfo,
  WorkflowIdReusePolicy,
} from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { summariseWorkflowId, type IngestSourceInput, type IngestSourceResult } from '../contracts.js';
import { summariseArticle } from './summarise-article.js';

export const { beginIngestionRun, recordIngestionFailure } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
});

// A window is read and stored as a whole; a source that stays down fails the run after four tries (waits of 5, 15 and
// 45 s), and the next hourly run reads from the last success anyway. A killed worker is noticed within the heartbeat timeout.
export const { ingestWindow } = proxyActivities<Activities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '20 seconds',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 3, maximumInterval: '5 minutes', maximumAttempts: 4 },
});

const SCHEDULED_START = { name: 'TemporalScheduledStartTime', type: 'DATETIME' } as const;
/** Child starts per run before it continues as new, keeping each run's history small. */
export const SUMMARIES_PER_RUN = 1_000;

/** The reason an activity failed, as an operator reads it. */
export function failureReason(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** Starts an article's summarisation and leaves it running; false when one already ran or runs for it. */
export async function startSummary(articleId: number): Promise<boolean> {
  try {
    await startChild(summariseArticle, {
      workflowId: summariseWorkflowId(articleId),
      args: [{ articleId }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
    });
    return true;
  } catch (error) {
    // Already summarising or summarised (a replayed window): nothing to start.
    if (error instanceof Error && error.name === 'WorkflowExecutionAlreadyStartedError') return false;
    throw error;
  }
}

async function startSummaries(input: IngestSourceInput, result: IngestSourceResult, ids: number[]): Promise<IngestSourceResult> {
  const started = (await Promise.all(ids.slice(0, SUMMARIES_PER_RUN).map(startSummary))).filter(Boolean).length;
  const done = { ...result, summariesStarted: result.summariesStarted + started };
  if (ids.length > SUMMARIES_PER_RUN) {
    await continueAsNew<typeof ingestSource>({ ...input, continued: { result: done, pendingSummaries: ids.slice(SUMMARIES_PER_RUN) } });
  }
  return done;
}

/**
 * One ingestion run of one source: settles the window (by default everything since the source's last successful run),
 * reads and stores it as a whole through an activity that upserts by (source, external id), so a replay never
 * duplicates, then starts a `summariseArticle` workflow per new article and leaves them running. A failed read leaves
 * the run marked failed with a readable reason and fails the workflow, ready for `npm run ops -- replay`.
 */
export async function ingestSource(input: IngestSourceInput): Promise<IngestSourceResult> {
  if (input.continued) return startSummaries(input, input.continued.result, input.continued.pendingSummaries);
  const info = workflowInfo();
  const until = input.until ?? (info.typedSearchAttributes.get(SCHEDULED_START) ?? info.runStartTime).toISOString();
  const { window } = await beginIngestionRun({
    workflowId: info.workflowId,
    temporalRunId: info.runId,
    source: input.source,
    trigger: input.trigger ?? 'manual',
    window: input.window ?? null,
    until,
  });
  let outcome: Awaited<ReturnType<Activities['ingestWindow']>>;
  try {
    outcome = await ingestWindow({ workflowId: info.workflowId, source: input.source, window });
  } catch (error) {
    const reason = failureReason(error);
    await recordIngestionFailure({ workflowId: info.workflowId, error: reason });
    log.warn('Ingestion failed', { source: input.source, window, reason });
    throw ApplicationFailure.nonRetryable(
      `Ingestion from ${input.source} for ${window.start} – ${window.end} failed: ${reason}`,
      'IngestionFailed',
    );
  }
  const result: IngestSourceResult = {
    source: input.source,
    window,
    fetched: outcome.fetched,
    inserted: outcome.insertedIds.length,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    duplicates: outcome.duplicates,
    summariesStarted: 0,
  };
  return startSummaries(input, result, outcome.insertedIds);
}
