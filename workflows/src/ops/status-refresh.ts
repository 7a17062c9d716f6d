import { WorkflowFailedError } from '@temporalio/client';
import {
  STATUS_REFRESH_PROGRESS_QUERY,
  STATUS_REFRESH_WORKFLOW,
  statusRefreshWorkflowId,
  type StatusRefreshInput,
  type StatusRefreshProgress,
} from '../contracts.js';
import { OpsError, type OpsContext } from './ops-context.js';

/** How often the command asks a running refresh for its progress. */
const PROGRESS_POLL_MS = 500;

function checkSince(since: string | null): void {
  if (since === null) return;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(since) ? Date.parse(`${since}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== since) {
    throw new OpsError(`--since must be a date written YYYY-MM-DD; it is "${since}".`);
  }
}

/**
 * Starts one `refreshStatuses` workflow (or joins the one already running for the same `--since`, under the business
 * id `status-refresh:<all|since-DAY>`), reports its progress whenever another batch is done, and returns its totals
 * once it ends. Refreshing again reads the papers again and changes nothing already recorded.
 */
export async function refreshStatusesCommand(
  ctx: OpsContext,
  options: {
    since: string | null;
    batchSize?: number;
    onStart?: (workflowId: string) => void;
    onProgress: (progress: StatusRefreshProgress) => void;
  },
): Promise<StatusRefreshProgress> {
  checkSince(options.since);
  const client = await ctx.client();
  const input: StatusRefreshInput = { since: options.since, batchSize: options.batchSize };
  const handle = await client.workflow.start(STATUS_REFRESH_WORKFLOW, {
    workflowId: statusRefreshWorkflowId(options.since),
    taskQueue: ctx.taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  options.onStart?.(handle.workflowId);
  const state = { ended: false, reported: -1 };
  const result = handle.result() as Promise<StatusRefreshProgress>;
  result.then(
    () => (state.ended = true),
    () => (state.ended = true),
  );
  const report = (progress: StatusRefreshProgress) => {
    if (progress.checked <= state.reported) return;
    state.reported = progress.checked;
    options.onProgress(progress);
  };
  while (!state.ended) {
    await Promise.race([new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS)), result.catch(() => undefined)]);
    if (state.ended) break;
    // A run that is continuing as new, or has not taken its first task yet, answers on the next poll.
    const progress = await handle.query<StatusRefreshProgress>(STATUS_REFRESH_PROGRESS_QUERY).catch(() => null);
    if (progress) report(progress);
  }
  const final = await result.catch((error: unknown) => {
    if (error instanceof WorkflowFailedError)
      throw new OpsError(`The status refresh ${handle.workflowId} failed: ${error.cause?.message ?? error.message}`);
    throw error;
  });
  report(final);
  return final;
}
