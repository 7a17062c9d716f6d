import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { ingestScheduleId } from '../contracts.js';
import { setSchedulesPaused } from '../schedules.js';
import { listText, table, utc } from './format.js';
import type { OpsContext } from './ops-context.js';

/** Pauses or resumes the hourly ingestion schedules of the given sources. */
export async function pauseSchedules(ctx: OpsContext, paused: boolean, sources: readonly SourceName[]): Promise<number> {
  const note = `${paused ? 'Paused' : 'Resumed'} with npm run ops on ${new Date().toISOString()}.`;
  await setSchedulesPaused(await ctx.client(), paused, sources, note);
  ctx.out.log(`${paused ? 'Paused' : 'Resumed'} the hourly schedule${sources.length > 1 ? 's' : ''} of ${listText(sources)}.`);
  return 0;
}

/** Prints each source's schedule: paused or active, its overlap policy, and its next and latest runs. */
export async function printSchedules(ctx: OpsContext, sources: readonly SourceName[]): Promise<number> {
  const client = await ctx.client();
  const rows: string[][] = [];
  for (const source of sources) {
    const description = await client.schedule.getHandle(ingestScheduleId(source)).describe();
    const latest = description.info.recentActions.at(-1);
    rows.push([
      description.scheduleId,
      source,
      description.state.paused ? 'paused' : 'active',
      String(description.policies.overlap),
      utc(description.info.nextActionTimes[0] ?? null),
      latest ? `${utc(latest.takenAt)} (${latest.action.workflow.workflowId})` : '-',
    ]);
  }
  for (const line of table(['SCHEDULE', 'SOURCE', 'STATE', 'OVERLAP', 'NEXT RUN (UTC)', 'LATEST RUN'], rows)) ctx.out.log(line);
  return 0;
}
