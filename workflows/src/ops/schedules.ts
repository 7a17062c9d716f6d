import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { ingestScheduleId } from '../contracts.js';
import { setSchedulesPaused } from '../schedules.js';
import { isoTime, listText, table, utc } from './format.js';
import { printJson, type OpsContext, type OutputFormat } from './ops-context.js';

/** Pauses or resumes the hourly ingestion schedules of the given sources. */
export async function pauseSchedules(ctx: OpsContext, paused: boolean, sources: readonly SourceName[]): Promise<number> {
  const note = `${paused ? 'Paused' : 'Resumed'} with npm run ops on ${new Date().toISOString()}.`;
  await setSchedulesPaused(await ctx.client(), paused, sources, note);
  ctx.out.log(`${paused ? 'Paused' : 'Resumed'} the hourly schedule${sources.length > 1 ? 's' : ''} of ${listText(sources)}.`);
  return 0;
}

/** One source's schedule as Temporal describes it. */
interface ScheduleState {
  scheduleId: string;
  source: SourceName;
  paused: boolean;
  overlap: string;
  nextRunAt: Date | null;
  latestRunAt: Date | null;
  latestWorkflowId: string | null;
}

async function describeSchedules(ctx: OpsContext, sources: readonly SourceName[]): Promise<ScheduleState[]> {
  const client = await ctx.client();
  const schedules: ScheduleState[] = [];
  for (const source of sources) {
    const description = await client.schedule.getHandle(ingestScheduleId(source)).describe();
    const latest = description.info.recentActions.at(-1);
    schedules.push({
      scheduleId: description.scheduleId,
      source,
      paused: description.state.paused,
      overlap: String(description.policies.overlap),
      nextRunAt: description.info.nextActionTimes[0] ?? null,
      latestRunAt: latest?.takenAt ?? null,
      latestWorkflowId: latest?.action.workflow.workflowId ?? null,
    });
  }
  return schedules;
}

/** One source's schedule in `schedules list --json`: its times as ISO 8601 strings or null. */
export type ScheduleJson = Omit<ScheduleState, 'nextRunAt' | 'latestRunAt'> & { nextRunAt: string | null; latestRunAt: string | null };

/** Prints each source's schedule: paused or active, its overlap policy, and its next and latest runs. As JSON: `{ schedules }`. */
export async function printSchedules(ctx: OpsContext, sources: readonly SourceName[], format: OutputFormat): Promise<number> {
  const schedules = await describeSchedules(ctx, sources);
  if (format === 'json') {
    const json: ScheduleJson[] = schedules.map((schedule) => ({
      ...schedule,
      nextRunAt: isoTime(schedule.nextRunAt),
      latestRunAt: isoTime(schedule.latestRunAt),
    }));
    printJson(ctx.out, { schedules: json });
    return 0;
  }
  const rows = schedules.map((schedule) => [
    schedule.scheduleId,
    schedule.source,
    schedule.paused ? 'paused' : 'active',
    schedule.overlap,
    utc(schedule.nextRunAt),
    schedule.latestRunAt ? `${utc(schedule.latestRunAt)} (${schedule.latestWorkflowId})` : '-',
  ]);
  for (const line of table(['SCHEDULE', 'SOURCE', 'STATE', 'OVERLAP', 'NEXT RUN (UTC)', 'LATEST RUN'], rows)) ctx.out.log(line);
  return 0;
}
