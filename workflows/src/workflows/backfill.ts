import { continueAsNew, defineQuery, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  BACKFILL_DAYS_PER_READ,
  BACKFILL_DAYS_PER_RUN,
  BACKFILL_PROGRESS_QUERY,
  backfillWorkflowId,
  type BackfillInput,
  type BackfillProgress,
} from '../contracts.js';
import { beginIngestionRun, failureReason, ingestWindow, recordIngestionFailure, startSummary } from './ingest-source.js';

const DAY_MS = 86_400_000;

type SourceName = BackfillInput['sources'][number];

export const backfillProgressQuery = defineQuery<BackfillProgress>(BACKFILL_PROGRESS_QUERY);

function dayAt(from: string, index: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10);
}

/** Reads one window of one source as its own ingestion run, starts the new articles' summaries, and adds to the totals. */
async function readWindow(source: SourceName, firstDay: string, lastDay: string, progress: BackfillProgress): Promise<void> {
  const workflowId = backfillWorkflowId(source, firstDay, lastDay);
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  const end = Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS;
  const window = { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
  await beginIngestionRun({
    workflowId,
    temporalRunId: workflowInfo().runId,
    source,
    trigger: 'backfill',
    window,
    until: window.end,
  });
  try {
    const outcome = await ingestWindow({ workflowId, source, window });
    const started = (await Promise.all(outcome.insertedIds.map(startSummary))).filter(Boolean).length;
    progress.succeeded += 1;
    progress.fetched += outcome.fetched;
    progress.inserted += outcome.insertedIds.length;
    progress.updated += outcome.updated;
    progress.summariesStarted += started;
  } catch (error) {
    const reason = failureReason(error);
    await recordIngestionFailure({ workflowId, error: reason });
    progress.failed += 1;
    progress.failures.push(`${workflowId}: ${reason}`);
  }
}

/**
 * One backfill of one or more sources over a range of UTC days, as a single workflow: day after day, every source due
 * that day reads its window (one day, or for medRxiv up to thirty days in one range) as an ingestion run of its own,
 * so `npm run ops -- runs` lists it and `replay` reads a failed one again. A failed window is counted and the rest go
 * on. The `backfillProgress` query reports the days done and the totals; after `daysPerRun` days, or sooner when
 * Temporal suggests it, the backfill continues as new with its totals.
 */
export async function backfill(input: BackfillInput): Promise<BackfillProgress> {
  const days = Math.round((Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / DAY_MS) + 1;
  const progress: BackfillProgress = input.continued
    ? { ...input.continued.progress, runs: input.continued.progress.runs + 1 }
    : {
        days,
        done: 0,
        day: null,
        succeeded: 0,
        failed: 0,
        fetched: 0,
        inserted: 0,
        updated: 0,
        summariesStarted: 0,
        runs: 1,
        failures: [],
      };
  setHandler(backfillProgressQuery, () => progress);
  const nextDayBySource: Partial<Record<SourceName, number>> = { ...input.continued?.nextDayBySource };
  const firstDay = input.continued?.nextDay ?? 0;
  const daysPerRun = input.daysPerRun ?? BACKFILL_DAYS_PER_RUN;
  for (let index = firstDay; index < days; index += 1) {
    if (index > firstDay && (index - firstDay >= daysPerRun || workflowInfo().continueAsNewSuggested)) {
      await continueAsNew<typeof backfill>({ ...input, continued: { nextDay: index, nextDayBySource, progress } });
    }
    const due = input.sources.filter((source) => (nextDayBySource[source] ?? 0) <= index);
    await Promise.all(
      due.map((source) => {
        const last = Math.min(index + BACKFILL_DAYS_PER_READ[source], days) - 1;
        nextDayBySource[source] = last + 1;
        return readWindow(source, dayAt(input.from, index), dayAt(input.from, last), progress);
      }),
    );
    progress.done = index + 1;
    progress.day = dayAt(input.from, index);
  }
  return progress;
}
