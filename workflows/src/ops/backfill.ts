import { WorkflowFailedError } from '@temporalio/client';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import {
  BACKFILL_PROGRESS_QUERY,
  BACKFILL_WORKFLOW,
  backfillRunWorkflowId,
  type BackfillInput,
  type BackfillProgress,
} from '../contracts.js';
import { OpsError, type OpsContext } from './ops-context.js';

const DAY_MS = 86_400_000;
/** The longest range one backfill covers. */
export const MAX_BACKFILL_DAYS = 366;
/** How often the command asks a running backfill for its progress. */
const PROGRESS_POLL_MS = 500;

function parseDay(value: string, flag: string): number {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new OpsError(`${flag} must be a date written YYYY-MM-DD; it is "${value}".`);
  }
  return time;
}

/** The UTC days from `from` to `to`, both included. Throws an OpsError for unreadable or reversed dates. */
export function backfillDays(from: string, to: string): string[] {
  const first = parseDay(from, '--from');
  const last = parseDay(to, '--to');
  if (last < first) throw new OpsError(`--to (${to}) is before --from (${from}).`);
  const count = (last - first) / DAY_MS + 1;
  if (count > MAX_BACKFILL_DAYS) throw new OpsError(`A backfill covers at most ${MAX_BACKFILL_DAYS} days; ${from} to ${to} is ${count}.`);
  return Array.from({ length: count }, (_, index) => new Date(first + index * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Starts one `backfill` workflow for the sources over the date range (or joins the one already running for the same
 * sources and range, under the business id `backfill:<sources>:<from>:<to>`), reports its progress from the
 * `backfillProgress` query whenever another day is done, and returns its totals once it ends. Backfilling the same
 * range again reads it again and, through the upsert, adds nothing twice.
 */
export async function backfill(
  ctx: OpsContext,
  options: {
    sources: SourceName[];
    from: string;
    to: string;
    daysPerRun?: number;
    onStart?: (workflowId: string) => void;
    onProgress: (progress: BackfillProgress) => void;
  },
): Promise<BackfillProgress> {
  backfillDays(options.from, options.to);
  const client = await ctx.client();
  const input: BackfillInput = { sources: options.sources, from: options.from, to: options.to, daysPerRun: options.daysPerRun };
  const handle = await client.workflow.start(BACKFILL_WORKFLOW, {
    workflowId: backfillRunWorkflowId(options.sources, options.from, options.to),
    taskQueue: ctx.taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  options.onStart?.(handle.workflowId);
  const state = { ended: false, reported: 0 };
  const result = handle.result() as Promise<BackfillProgress>;
  result.then(
    () => (state.ended = true),
    () => (state.ended = true),
  );
  const report = (progress: BackfillProgress) => {
    if (progress.done <= state.reported) return;
    state.reported = progress.done;
    options.onProgress(progress);
  };
  while (!state.ended) {
    await Promise.race([new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS)), result.catch(() => undefined)]);
    if (state.ended) break;
    // A run that is continuing as new, or has not taken its first task yet, answers on the next poll.
    const progress = await handle.query<BackfillProgress>(BACKFILL_PROGRESS_QUERY).catch(() => null);
    if (progress) report(progress);
  }
  const final = await result.catch((error: unknown) => {
    if (error instanceof WorkflowFailedError)
      throw new OpsError(`The backfill ${handle.workflowId} failed: ${error.cause?.message ?? error.message}`);
    throw error;
  });
  report(final);
  return final;
}
