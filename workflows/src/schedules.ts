import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleOptions } from '@temporalio/client';
import { DELIVERY_TIMES, DIGEST_TIME_ZONE, type DeliveryTime } from '#graph/modules/digest/digest.rules.js';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import {
  DIGEST_TICK_WORKFLOW,
  digestScheduleId,
  digestTickWorkflowIdPrefix,
  INGEST_SOURCE_WORKFLOW,
  INGESTED_SOURCES,
  ingestScheduleId,
  ingestWorkflowIdPrefix,
  REASK_SCHEDULE_ID,
  REASK_SUMMARIES_WORKFLOW,
  REASK_WORKFLOW_ID_PREFIX,
  type DigestTickInput,
  type IngestSourceInput,
  type ReaskSummariesInput,
} from './contracts.js';

// Staggered minutes past the hour, so the four sources do not all start at once.
const MINUTE_OFFSETS: Record<SourceName, number> = { PubMed: 5, medRxiv: 10, PLOS: 15, DOAJ: 20 };

/**
 * One source's hourly schedule: overlap SKIP (a run still going when the next is due means the next is skipped, and
 * the run after it reads the gap anyway), a one-hour catch-up window after an outage, no pause on failure.
 */
export function ingestScheduleOptions(source: SourceName, taskQueue: string): ScheduleOptions {
  const args: [IngestSourceInput] = [{ source, trigger: 'schedule' }];
  return {
    scheduleId: ingestScheduleId(source),
    spec: { intervals: [{ every: '1 hour', offset: `${MINUTE_OFFSETS[source]} minutes` }] },
    action: { type: 'startWorkflow', workflowType: INGEST_SOURCE_WORKFLOW, taskQueue, args, workflowId: ingestWorkflowIdPrefix(source) },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour', pauseOnFailure: false },
    state: { note: `Hourly ingestion of ${source}.` },
  };
}

/**
 * One delivery slot's schedule: every day at the slot's wall-clock time in America/New_York, so Temporal moves the UTC
 * time at each daylight saving change and 09:00 stays 09:00 local. Each tick starts the digests of the readers due
 * then (daily readers every day, weekly readers on Sundays). Overlap SKIP; after an outage a tick up to two hours late
 * still runs, later ones are dropped, as a digest that late belongs to the next slot.
 */
export function digestScheduleOptions(slot: DeliveryTime, taskQueue: string): ScheduleOptions {
  const [hour, minute] = slot.split(':').map(Number);
  const args: [DigestTickInput] = [{ slot }];
  return {
    scheduleId: digestScheduleId(slot),
    spec: { calendars: [{ hour, minute, comment: `${slot} in ${DIGEST_TIME_ZONE}` }], timezone: DIGEST_TIME_ZONE },
    action: { type: 'startWorkflow', workflowType: DIGEST_TICK_WORKFLOW, taskQueue, args, workflowId: digestTickWorkflowIdPrefix(slot) },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '2 hours', pauseOnFailure: false },
    state: { note: `Email digests due at ${slot} Eastern time.` },
  };
}

/**
 * The hourly schedule that asks the AI again for papers whose AI summary was refused, at :30, after the four sources'
 * runs have started (docs/product/ai.md#asking-the-ai-again). Overlap SKIP (a run still asking when the next is due
 * means the next is skipped; the papers stay due), a one-hour catch-up window, no pause on failure.
 */
export function reaskScheduleOptions(taskQueue: string): ScheduleOptions {
  const args: [ReaskSummariesInput] = [{}];
  return {
    scheduleId: REASK_SCHEDULE_ID,
    spec: { intervals: [{ every: '1 hour', offset: '30 minutes' }] },
    action: { type: 'startWorkflow', workflowType: REASK_SUMMARIES_WORKFLOW, taskQueue, args, workflowId: REASK_WORKFLOW_ID_PREFIX },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour', pauseOnFailure: false },
    state: { note: 'Hourly: asks the AI again for papers whose AI summary was refused.' },
  };
}

async function upsertSchedule(client: Client, options: ScheduleOptions): Promise<void> {
  try {
    await client.schedule.create(options);
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await client.schedule.getHandle(options.scheduleId).update((previous) => ({
      ...previous,
      spec: options.spec,
      action: options.action,
      policies: { ...previous.policies, ...options.policies },
    }));
  }
}

/**
 * Creates each source's hourly schedule, each digest slot's daily schedule and the hourly re-ask of refused AI
 * summaries (`reask`), or brings existing ones up to date (spec, action, policies) while keeping whether they are
 * paused, so running it at every start is safe. Returns the schedule ids.
 */
export async function ensureSchedules(
  client: Client,
  taskQueue: string,
  sources: readonly SourceName[] = INGESTED_SOURCES,
  slots: readonly DeliveryTime[] = DELIVERY_TIMES,
  reask = true,
): Promise<string[]> {
  const schedules = [
    ...sources.map((source) => ingestScheduleOptions(source, taskQueue)),
    ...slots.map((slot) => digestScheduleOptions(slot, taskQueue)),
    ...(reask ? [reaskScheduleOptions(taskQueue)] : []),
  ];
  for (const options of schedules) await upsertSchedule(client, options);
  return schedules.map((options) => options.scheduleId);
}

/** Pauses or resumes the hourly schedules of the given sources, with a note saying who or why. */
export async function setSchedulesPaused(client: Client, paused: boolean, sources: readonly SourceName[], note: string): Promise<void> {
  for (const source of sources) {
    const handle = client.schedule.getHandle(ingestScheduleId(source));
    await (paused ? handle.pause(note) : handle.unpause(note));
  }
}
