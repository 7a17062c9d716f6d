import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleOptions } from '@temporalio/client';
import type { SourceName } from '../../graph/src/modules/ingestion/article-draft.js';
import { INGEST_SOURCE_WORKFLOW, INGESTED_SOURCES, ingestScheduleId, ingestWorkflowIdPrefix, type IngestSourceInput } from './contracts.js';

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
 * Creates each source's hourly schedule, or brings an existing one up to date (spec, action, policies) while keeping
 * whether it is paused, so running it at every start is safe. Returns the schedule ids.
 */
export async function ensureSchedules(
  client: Client,
  taskQueue: string,
  sources: readonly SourceName[] = INGESTED_SOURCES,
): Promise<string[]> {
  for (const source of sources) {
    const options = ingestScheduleOptions(source, taskQueue);
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
  return sources.map(ingestScheduleId);
}

/** Pauses or resumes the hourly schedules of the given sources, with a note saying who or why. */
export async function setSchedulesPaused(client: Client, paused: boolean, sources: readonly SourceName[], note: string): Promise<void> {
  for (const source of sources) {
    const handle = client.schedule.getHandle(ingestScheduleId(source));
    await (paused ? handle.pause(note) : handle.unpause(note));
  }
}
