import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Client } from '@temporalio/client';

const WORKER_START = fileURLToPath(new URL('./worker-start.ts', import.meta.url));

interface Timestamp {
  seconds?: unknown;
  nanos?: number | null;
}

function toMs(time: Timestamp | null | undefined): number {
  return Number(time?.seconds ?? 0) * 1000 + (time?.nanos ?? 0) / 1e6;
}

/** What the histories of a set of workflow runs say about where time went. */
export interface HistoryTimings {
  /** Every completed activity: started to completed, as the server recorded it. */
  activities: { type: string; ms: number }[];
  /** Workflow tasks: scheduled to picked up by the worker (server and worker queueing). */
  workflowTaskWaits: number[];
  /** Activity tasks: scheduled to picked up by the worker. */
  activityTaskWaits: number[];
}

/** Reads the histories of the given runs, 25 at a time, into activity durations and task queueing delays. */
export async function historyTimings(client: Client, runs: { workflowId: string; runId?: string }[]): Promise<HistoryTimings> {
  const timings: HistoryTimings = { activities: [], workflowTaskWaits: [], activityTaskWaits: [] };
  for (let index = 0; index < runs.length; index += 25) {
    const histories = await Promise.all(
      runs.slice(index, index + 25).map((run) => client.workflow.getHandle(run.workflowId, run.runId).fetchHistory()),
    );
    for (const history of histories) {
      const at = new Map<string, number>();
      const types = new Map<string, string>();
      const started = new Map<string, number>();
      for (const event of history.events ?? []) {
        const time = toMs(event.eventTime);
        at.set(String(event.eventId), time);
        const type = event.activityTaskScheduledEventAttributes?.activityType?.name;
        if (type) types.set(String(event.eventId), type);
        const workflowTask = event.workflowTaskStartedEventAttributes?.scheduledEventId;
        if (workflowTask != null) timings.workflowTaskWaits.push(time - (at.get(String(workflowTask)) ?? time));
        const activityTask = event.activityTaskStartedEventAttributes?.scheduledEventId;
        if (activityTask != null) {
          started.set(String(activityTask), time);
          timings.activityTaskWaits.push(time - (at.get(String(activityTask)) ?? time));
        }
        const completed = event.activityTaskCompletedEventAttributes?.scheduledEventId;
        if (completed != null) {
          timings.activities.push({ type: types.get(String(completed)) ?? 'unknown', ms: time - (started.get(String(completed)) ?? time) });
        }
      }
    }
  }
  return timings;
}

/** The mean of some numbers, rounded; 0 for none. */
export function mean(values: number[]): number {
  return values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : 0;
}

/**
 * How long `Worker.create` takes in a fresh Node process (`worker-start.ts`), median of `rounds`: from the pre-built
 * bundle at `codePath`, or bundling the workflows at start when it is null.
 */
export function medianColdWorkerStart(address: string, codePath: string | null, rounds: number): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const args = ['--import', 'tsx', WORKER_START, '--address', address, ...(codePath ? ['--code-path', codePath] : [])];
    const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`The worker start probe failed: ${result.stderr}`);
    times.push((JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as { ms: number }).ms);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

/** Polls until `check` returns true, every 250 ms, for at most `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
