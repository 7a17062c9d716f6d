import { WorkflowFailedError } from '@temporalio/client';
import type { SourceName } from '../../../graph/src/modules/ingestion/article-draft.js';
import { backfillWorkflowId, INGEST_SOURCE_WORKFLOW, type IngestSourceInput, type IngestSourceResult } from '../contracts.js';
import { OpsError, type OpsContext } from './ops-context.js';

const DAY_MS = 86_400_000;
/** The longest range one backfill covers. */
export const MAX_BACKFILL_DAYS = 366;

/** Totals of a backfill so far. */
export interface BackfillProgress {
  days: number;
  done: number;
  succeeded: number;
  failed: number;
  fetched: number;
  inserted: number;
  updated: number;
  day: string;
  failures: string[];
}

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
 * Ingests a source day by day over a date range, one whole UTC day per run, one run at a time (never two at once),
 * each under the business id `ingest:<source>:backfill:<day>` so backfilling a day again repeats the same run and,
 * through the upsert, adds nothing twice. Reports progress after each day; a failed day is counted and the rest go on.
 */
export async function backfill(
  ctx: OpsContext,
  options: { source: SourceName; from: string; to: string; onProgress: (progress: BackfillProgress) => void },
): Promise<BackfillProgress> {
  const days = backfillDays(options.from, options.to);
  const client = await ctx.client();
  const progress: BackfillProgress = {
    days: days.length,
    done: 0,
    succeeded: 0,
    failed: 0,
    fetched: 0,
    inserted: 0,
    updated: 0,
    day: days[0],
    failures: [],
  };
  for (const day of days) {
    progress.day = day;
    const start = Date.parse(`${day}T00:00:00Z`);
    const input: IngestSourceInput = {
      source: options.source,
      trigger: 'backfill',
      window: { start: new Date(start).toISOString(), end: new Date(start + DAY_MS).toISOString() },
    };
    const handle = await client.workflow.start(INGEST_SOURCE_WORKFLOW, {
      workflowId: backfillWorkflowId(options.source, day),
      taskQueue: ctx.taskQueue,
      args: [input],
      workflowIdConflictPolicy: 'USE_EXISTING',
    });
    try {
      const result = (await handle.result()) as IngestSourceResult;
      progress.succeeded += 1;
      progress.fetched += result.fetched;
      progress.inserted += result.inserted;
      progress.updated += result.updated;
    } catch (error) {
      if (!(error instanceof WorkflowFailedError)) throw error;
      progress.failed += 1;
      progress.failures.push(`${day}: ${error.cause?.message ?? error.message}`);
    }
    progress.done += 1;
    options.onProgress({ ...progress });
  }
  return progress;
}
