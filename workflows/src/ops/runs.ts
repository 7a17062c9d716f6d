import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import type { IngestionRun } from '#graph/modules/ingestion/ingestion-run.entity.js';
import { listIngestionRuns } from '#graph/modules/ingestion/ingestion-run.service.js';
import { INGESTED_SOURCES } from '../contracts.js';
import { isoTime, table, utc, windowText } from './format.js';
import { printJson, type OpsContext, type OutputFormat } from './ops-context.js';

/** Which runs a listing shows. */
export interface RunsFilter {
  failed: boolean;
  source: SourceName | null;
  limit: number;
}

/** One ingestion run in `runs --json`. */
export interface IngestionRunJson {
  workflowId: string;
  source: SourceName;
  status: IngestionRun['status'];
  trigger: IngestionRun['trigger'];
  windowStart: string;
  windowEnd: string;
  fetched: number;
  inserted: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  attempts: number;
  error: string | null;
  note: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** True for the latest run of its source (of those the filter lets through), listed before the history. */
  latestOfSource: boolean;
}

function ingestionRunJson(run: IngestionRun, latestOfSource: boolean): IngestionRunJson {
  return {
    workflowId: run.workflowId,
    source: run.source,
    status: run.status,
    trigger: run.trigger,
    windowStart: run.windowStart.toISOString(),
    windowEnd: run.windowEnd.toISOString(),
    fetched: run.fetched,
    inserted: run.inserted,
    updated: run.updated,
    unchanged: run.unchanged,
    duplicates: run.duplicates,
    attempts: run.attempts,
    error: run.error,
    note: run.note,
    startedAt: run.startedAt.toISOString(),
    finishedAt: isoTime(run.finishedAt),
    latestOfSource,
  };
}

// The latest run of each source (so one source's long backfill cannot hide the others), then the history before them.
async function findRuns(ctx: OpsContext, filter: RunsFilter): Promise<{ latest: IngestionRun[]; history: IngestionRun[] }> {
  const status = filter.failed ? ('failed' as const) : undefined;
  const em = await ctx.em();
  const latest: IngestionRun[] = [];
  for (const source of filter.source ? [filter.source] : INGESTED_SOURCES) {
    const [run] = await listIngestionRuns({ em }, { status, source, limit: 1 });
    if (run) latest.push(run);
  }
  const shown = new Set(latest.map((run) => run.id));
  const history = (await listIngestionRuns({ em }, { status, source: filter.source ?? undefined, limit: filter.limit + shown.size }))
    .filter((run) => !shown.has(run.id))
    .slice(0, filter.limit);
  return { latest, history };
}

/**
 * Prints ingestion runs with status, window and counts, and the error of each failed one: first the latest run of each
 * source, then the history, newest first, up to `limit`. As JSON: `{ filter, runs }`, the runs in the same order.
 */
export async function printRuns(ctx: OpsContext, filter: RunsFilter, format: OutputFormat): Promise<number> {
  const { latest, history } = await findRuns(ctx, filter);
  if (format === 'json') {
    printJson(ctx.out, {
      filter: { failed: filter.failed, source: filter.source, limit: filter.limit },
      runs: [...latest.map((run) => ingestionRunJson(run, true)), ...history.map((run) => ingestionRunJson(run, false))],
    });
    return 0;
  }
  const which = (count: number) =>
    `${filter.failed ? 'failed ' : ''}ingestion run${count === 1 ? '' : 's'}${filter.source ? ` of ${filter.source}` : ''}`;
  if (latest.length === 0) {
    ctx.out.log(`No ${which(0)}.`);
    return 0;
  }
  const runs = [...latest, ...history];
  const rows = runs.map((run) => [
    run.workflowId,
    run.source,
    run.status,
    run.trigger,
    windowText(run.windowStart, run.windowEnd),
    String(run.fetched),
    String(run.inserted),
    String(run.updated),
    String(run.attempts),
    utc(run.finishedAt ?? run.startedAt),
  ]);
  const lines = table(
    ['WORKFLOW ID', 'SOURCE', 'STATUS', 'TRIGGER', 'WINDOW (UTC)', 'FETCHED', 'NEW', 'UPDATED', 'TRIES', 'AT (UTC)'],
    rows,
  );
  const print = (run: IngestionRun, index: number) => {
    ctx.out.log(lines[index + 1]);
    if (run.status === 'failed' && run.error) ctx.out.log(`    error: ${run.error}`);
    if (run.note) ctx.out.log(`    note: ${run.note}`);
  };
  ctx.out.log(`Latest ${filter.failed ? 'failed run' : 'run'} of ${filter.source ? filter.source : 'each source'}:`);
  ctx.out.log(lines[0]);
  latest.forEach((run, index) => print(run, index));
  if (history.length) {
    ctx.out.log('History, newest first:');
    history.forEach((run, index) => print(run, latest.length + index));
  }
  ctx.out.log(
    `${runs.length} ${which(runs.length)} shown: the latest of ${filter.source ? filter.source : 'each source'}, then ${history.length} earlier.${filter.failed ? ' Replay one with `npm run ops -- replay <workflowId>`, or all with `replay --failed`.' : ''}`,
  );
  return 0;
}
