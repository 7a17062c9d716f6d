import { continueAsNew, defineQuery, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  BACKFILL_DAYS_PER_READ,
  BACKFILL_DAYS_PER_RUN,
  BACKFILL_PROGRESS_QUERY,
  BACKFILL_SUMMARIES_PER_RUN,
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

/** Reads one window of one source as its own ingestion run, adds to the totals, and returns the new articles' ids. */
async function readWindow(source: SourceName, firstDay: string, lastDay: string, progress: BackfillProgress): Promise<number[]> {
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
    progress.succeeded += 1;
    progress.fetched += outcome.fetched;
    progress.inserted += outcome.insertedIds.length;
    progress.updated += outcome.updated;
    return outcome.insertedIds;
  } catch (error) {
    const reason = failureReason(error);
    await recordIngestionFailure({ workflowId, error: reason });
    progress.failed += 1;
    progress.failures.push(`${workflowId}: ${reason}`);
    return [];
  }
}

/**
 * One backfill of one or more sources over a range of UTC days, as a single workflow: day after day, every source due
 * that day reads its window (one day, or for medRxiv up to thirty days in one range) as an ingestion run of its own,
 * so `npm run ops -- runs` lists it and `replay` reads a failed one again, then the day's new articles get their
 * `summariseArticle` workflows. A failed window is counted and the rest go on. The `backfillProgress` query reports
 * the days done and the totals. The backfill continues as new, with its totals and the summaries still to start,
 * after `daysPerRun` days, after `summariesPerRun` summaries, or sooner when Temporal suggests it, so no run's
 * history grows large however long the range or busy the sources.
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
  const pending = [...(input.continued?.pendingSummaries ?? [])];
  const firstDay = input.continued?.nextDay ?? 0;
  const daysPerRun = input.daysPerRun ?? BACKFILL_DAYS_PER_RUN;
  let budget = input.summariesPerRun ?? BACKFILL_SUMMARIES_PER_RUN;

  const startPendingSummaries = async () => {
    const batch = pending.splice(0, budget);
    budget -= batch.length;
    progress.summariesStarted += (await Promise.all(batch.map(startSummary))).filter(Boolean).length;
  };
  const carryOn = (nextDay: number) =>
    continueAsNew<typeof backfill>({ ...input, continued: { nextDay, nextDayBySource, progress, pendingSummaries: pending } });

  await startPendingSummaries();
  if (pending.length) await carryOn(firstDay);
  for (let index = firstDay; index < days; index += 1) {
    if (index > firstDay && (index - firstDay >= daysPerRun || workflowInfo().continueAsNewSuggested)) await carryOn(index);
    const due = input.sources.filter((source) => (nextDayBySource[source] ?? 0) <= index);
    const inserted = await Promise.all(
      due.map((source) => {
        const last = Math.min(index + BACKFILL_DAYS_PER_READ[source], days) - 1;
        nextDayBySource[source] = last + 1;
        return readWindow(source, dayAt(input.from, index), dayAt(input.from, last), progress);
      }),
    );
    pending.push(...inserted.flat());
    progress.done = index + 1;
    progress.day = dayAt(input.from, index);
    await startPendingSummaries();
    if (pending.length) await carryOn(index + 1);
  }
  return progress;
}
