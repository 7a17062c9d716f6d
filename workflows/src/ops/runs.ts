import type { SourceName } from '../../../graph/src/modules/ingestion/article-draft.js';
import { listIngestionRuns } from '../../../graph/src/modules/ingestion/ingestion-run.service.js';
import { table, utc, windowText } from './format.js';
import type { OpsContext } from './ops-context.js';

/** Prints recent ingestion runs (newest first) with status, window and counts, and the error of each failed one. */
export async function printRuns(ctx: OpsContext, filter: { failed: boolean; source: SourceName | null; limit: number }): Promise<number> {
  const runs = await listIngestionRuns(
    { em: await ctx.em() },
    { status: filter.failed ? 'failed' : undefined, source: filter.source ?? undefined, limit: filter.limit },
  );
  const which = (count: number) =>
    `${filter.failed ? 'failed ' : ''}ingestion run${count === 1 ? '' : 's'}${filter.source ? ` of ${filter.source}` : ''}`;
  if (runs.length === 0) {
    ctx.out.log(`No ${which(0)}.`);
    return 0;
  }
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
  ctx.out.log(lines[0]);
  runs.forEach((run, index) => {
    ctx.out.log(lines[index + 1]);
    if (run.status === 'failed' && run.error) ctx.out.log(`    error: ${run.error}`);
    if (run.note) ctx.out.log(`    note: ${run.note}`);
  });
  ctx.out.log(
    `${runs.length} ${which(runs.length)} shown, newest first.${filter.failed ? ' Replay one with `npm run ops -- replay <workflowId>`, or all with `replay --failed`.' : ''}`,
  );
  return 0;
}
