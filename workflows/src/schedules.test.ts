import { ScheduleOverlapPolicy, type WorkflowExecutionInfo } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { recordsOnDay } from '../test/fixture-records.js';
import { startHarness, type Harness } from '../test/harness.js';
import { DELIVERY_TIMES } from '#graph/modules/digest/digest.rules.js';
import { digestScheduleId, INGESTED_SOURCES, ingestScheduleId, REASK_SCHEDULE_ID } from './contracts.js';
import { runOps } from './ops/cli.js';
import { ensureSchedules } from './schedules.js';

let harness: Harness;
const lines: string[] = [];

beforeAll(async () => {
  harness = await startHarness('schedules');
  harness.sources.pools = recordsOnDay(harness.recorded, '2026-07-01');
});

afterAll(async () => {
  for (const id of [...INGESTED_SOURCES.map(ingestScheduleId), ...DELIVERY_TIMES.map(digestScheduleId), REASK_SCHEDULE_ID])
    await harness?.temporal.client.schedule
      .getHandle(id)
      .delete()
      .catch(() => undefined);
  await harness?.close();
});

const schedule = (source = INGESTED_SOURCES[0]) => harness.temporal.client.schedule.getHandle(ingestScheduleId(source));

function ops(...argv: string[]): Promise<number> {
  const env = loadEnv({
    DATABASE_URL: harness.db.url,
    TEMPORAL_ADDRESS: harness.temporal.address,
    TEMPORAL_NAMESPACE: harness.temporal.namespace ?? 'default',
  });
  return runOps(argv, env, { log: (line) => lines.push(line), error: (line) => lines.push(line), interactive: false }, harness.taskQueue);
}

async function runsOf(workflowIdPrefix: string): Promise<WorkflowExecutionInfo[]> {
  const runs: WorkflowExecutionInfo[] = [];
  for await (const run of harness.temporal.client.workflow.list({ query: `TaskQueue = '${harness.taskQueue}'` })) {
    if (run.workflowId.startsWith(workflowIdPrefix)) runs.push(run);
  }
  return runs.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
}

async function waitForClosed(prefix: string, count: number): Promise<WorkflowExecutionInfo[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const runs = await runsOf(prefix);
    if (runs.length >= count && runs.every((run) => run.closeTime)) return runs;
    if (Date.now() > deadline) throw new Error(`Expected ${count} closed runs of ${prefix}, found ${runs.length}.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('hourly ingestion schedules (T12)', () => {
  it('are created once per source, hourly, with overlap SKIP and a one-hour catch-up window', async () => {
    expect(await ensureSchedules(harness.temporal.client, harness.taskQueue)).toEqual([
      'ingest-pubmed',
      'ingest-medrxiv',
      'ingest-plos',
      'ingest-doaj',
      'digest-0800',
      'digest-0900',
      'digest-1000',
      'digest-1200',
      'digest-1800',
      'reask-summaries',
    ]);
    const description = await schedule().describe();
    expect(description.policies).toMatchObject({ overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: 3_600_000, pauseOnFailure: false });
    expect(description.spec.intervals).toEqual([{ every: 3_600_000, offset: 300_000 }]);
    expect(description.action).toMatchObject({
      workflowType: 'ingestSource',
      workflowId: 'ingest:pubmed',
      args: [{ source: 'PubMed', trigger: 'schedule' }],
    });
  });

  it('include one daily schedule per digest slot, in New York time', async () => {
    const description = await harness.temporal.client.schedule.getHandle('digest-1800').describe();
    expect(description.spec).toMatchObject({
      calendars: [{ hour: [{ start: 18, end: 18, step: 1 }], minute: [{ start: 0, end: 0, step: 1 }] }],
      timezone: 'America/New_York',
    });
    expect(description.action).toMatchObject({ workflowType: 'digestTick', workflowId: 'digest-tick:1800', args: [{ slot: '18:00' }] });
    expect(description.policies).toMatchObject({ overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: 7_200_000 });
    // 18:00 in New York is 23:00 UTC all winter.
    for (const next of description.info.nextActionTimes.slice(0, 3)) expect(next.toISOString()).toMatch(/T23:00:00\.000Z$/);
  });

  it('include the hourly re-ask of refused AI summaries at :30, with overlap SKIP', async () => {
    const description = await harness.temporal.client.schedule.getHandle(REASK_SCHEDULE_ID).describe();
    expect(description.spec.intervals).toEqual([{ every: 3_600_000, offset: 1_800_000 }]);
    expect(description.action).toMatchObject({ workflowType: 'reaskOfflineSummaries', workflowId: 'reask-summaries', args: [{}] });
    expect(description.policies).toMatchObject({ overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: 3_600_000, pauseOnFailure: false });
  });

  it('can be paused and resumed from the operators’ CLI, and a restart keeps them paused', async () => {
    expect(await ops('schedules', 'pause')).toBe(0);
    expect(lines.at(-1)).toBe('Paused the hourly schedules of PubMed, medRxiv, PLOS and DOAJ.');
    await ensureSchedules(harness.temporal.client, harness.taskQueue);
    expect((await schedule('DOAJ').describe()).state.paused).toBe(true);
    expect(await ops('schedules', 'resume', '--source', 'doaj')).toBe(0);
    expect((await schedule('DOAJ').describe()).state.paused).toBe(false);
    expect((await schedule('PubMed').describe()).state.paused).toBe(true);
    expect(await ops('schedules', 'list')).toBe(0);
    expect(lines.some((line) => /^ingest-doaj\s+DOAJ\s+active\s+SKIP/.test(line))).toBe(true);
  });

  it('backfilling three hours yields exactly three runs, one after another', async () => {
    harness.sources.delay('pubmed', 300);
    await schedule().backfill({
      start: new Date('2026-07-01T10:00:00Z'),
      end: new Date('2026-07-01T13:00:00Z'),
      overlap: ScheduleOverlapPolicy.BUFFER_ALL,
    });
    const runs = await waitForClosed('ingest:pubmed-', 3);
    expect(runs.map((run) => run.workflowId)).toEqual([
      'ingest:pubmed-2026-07-01T10:05:00Z',
      'ingest:pubmed-2026-07-01T11:05:00Z',
      'ingest:pubmed-2026-07-01T12:05:00Z',
    ]);
    expect(runs.map((run) => run.status.name)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    for (let index = 1; index < runs.length; index += 1) {
      expect(runs[index].startTime.getTime()).toBeGreaterThanOrEqual(runs[index - 1].closeTime!.getTime());
    }
  });

  it('skips a run that falls due while the previous one is still going', async () => {
    harness.sources.delay('medrxiv', 3_000);
    await schedule('medRxiv').backfill({
      start: new Date('2026-07-01T10:00:00Z'),
      end: new Date('2026-07-01T13:00:00Z'),
      overlap: ScheduleOverlapPolicy.SKIP,
    });
    const runs = await waitForClosed('ingest:medrxiv-', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await runsOf('ingest:medrxiv-')).map((run) => run.workflowId)).toEqual([runs[0].workflowId]);
  });
});
