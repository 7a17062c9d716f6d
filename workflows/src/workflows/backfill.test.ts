import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WorkflowExecutionInfo } from '@temporalio/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { recordsOnDay, type RecordPools } from '../../test/fixture-records.js';
import { startHarness, type Harness } from '../../test/harness.js';
import { expectedDrafts } from '../../test/ingestion-expectations.js';
import {
  BACKFILL_PROGRESS_QUERY,
  BACKFILL_WORKFLOW,
  backfillRunWorkflowId,
  INGESTED_SOURCES,
  type BackfillInput,
  type BackfillProgress,
} from '../contracts.js';
import { runOps } from '../ops/cli.js';

let harness: Harness;
let stdout: string[];
let stderr: string[];
const dataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-backfill-'));
const JUNE = Array.from({ length: 30 }, (_, index) => `2026-06-${String(index + 1).padStart(2, '0')}`);

/** A few records of each source on every day of June, distinct from day to day. */
function juneRecords(recorded: RecordPools): RecordPools {
  const few: RecordPools = {
    PubMed: recorded.PubMed.slice(0, 1),
    medRxiv: recorded.medRxiv.slice(0, 2),
    PLOS: recorded.PLOS.slice(0, 1),
    DOAJ: recorded.DOAJ.slice(0, 1),
  };
  const days = JUNE.map((day, copy) => recordsOnDay(few, day, 1, copy));
  return {
    PubMed: days.flatMap((pool) => pool.PubMed),
    medRxiv: days.flatMap((pool) => pool.medRxiv),
    PLOS: days.flatMap((pool) => pool.PLOS),
    DOAJ: days.flatMap((pool) => pool.DOAJ),
  };
}

beforeAll(async () => {
  harness = await startHarness('backfill', { attempts: 1 });
  harness.sources.pools = juneRecords(harness.recorded);
});

beforeEach(() => {
  stdout = [];
  stderr = [];
  harness.sources.reset();
});

afterAll(async () => {
  await harness?.close();
});

function ops(argv: string[]): Promise<number> {
  const env = loadEnv({
    PAPERLIGHT_DATA_DIR: dataDir,
    DATABASE_URL: harness.db.url,
    TEMPORAL_ADDRESS: harness.temporal.address,
    TEMPORAL_NAMESPACE: harness.temporal.namespace ?? 'default',
  });
  return runOps(argv, env, { log: (line) => stdout.push(line), error: (line) => stderr.push(line), interactive: false }, harness.taskQueue);
}

async function executions(query: string): Promise<WorkflowExecutionInfo[]> {
  const found: WorkflowExecutionInfo[] = [];
  for await (const run of harness.temporal.client.workflow.list({ query: `TaskQueue = '${harness.taskQueue}' AND ${query}` }))
    found.push(run);
  return found;
}

describe('npm run ops -- backfill over 30 days of four sources', () => {
  it('is one workflow run that reads every source, with progress, and medRxiv in one paged range', async () => {
    expect(await ops(['backfill', '--from', '2026-06-01', '--to', '2026-06-30'])).toBe(0);
    const expected = INGESTED_SOURCES.reduce((sum, source) => sum + expectedDrafts(harness.sources.pools, source).length, 0);
    expect(stdout[0]).toBe('Backfill backfill:all:2026-06-01:2026-06-30 started; follow it in the Temporal UI or here.');
    const progress = stdout
      .filter((line) => line.startsWith('Backfilling all sources: '))
      .map((line) => Number(/: (\d+)\/30 days/.exec(line)?.[1]));
    expect(progress.at(-1)).toBe(30);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // PubMed, PLOS and DOAJ a day at a time (90 windows), medRxiv the whole month in one range.
    expect(stdout.at(-1)).toBe(
      `Backfilled all sources from 2026-06-01 to 2026-06-30 in one workflow (1 run): 30 days, 91 windows read, 0 failed; ${expected} fetched, ${expected} new, 0 updated.`,
    );
    expect(stderr).toEqual([]);

    // One workflow execution in Temporal: no ingestion run per day and source.
    const backfills = await executions(`WorkflowType = '${BACKFILL_WORKFLOW}'`);
    expect(backfills.map((run) => [run.workflowId, run.status.name])).toEqual([['backfill:all:2026-06-01:2026-06-30', 'COMPLETED']]);
    expect(await executions(`WorkflowType = 'ingestSource'`)).toEqual([]);

    // 60 medRxiv preprints: two pages of one range, where day by day would be 30 requests.
    const medrxiv = harness.sources.requests.filter((request) => request.source === 'medrxiv').map((request) => request.path);
    expect(medrxiv).toEqual(['/details/medrxiv/2026-06-01/2026-06-30/0', '/details/medrxiv/2026-06-01/2026-06-30/30']);
    expect(harness.sources.requests.filter((request) => request.source === 'plos')).toHaveLength(30);

    const handle = harness.temporal.client.workflow.getHandle('backfill:all:2026-06-01:2026-06-30');
    expect(await handle.query<BackfillProgress>(BACKFILL_PROGRESS_QUERY)).toMatchObject({
      days: 30,
      done: 30,
      day: '2026-06-30',
      failed: 0,
    });
  });

  it('lists the latest run of each source first, then the history', async () => {
    expect(await ops(['runs', '--limit', '3'])).toBe(0);
    expect(stdout[0]).toBe('Latest run of each source:');
    const latest = stdout.slice(2, 6).map((line) => line.split(/\s+/).slice(0, 3));
    expect(latest).toEqual([
      ['ingest:pubmed:backfill:2026-06-30', 'PubMed', 'succeeded'],
      ['ingest:medrxiv:backfill:2026-06-01..2026-06-30', 'medRxiv', 'succeeded'],
      ['ingest:plos:backfill:2026-06-30', 'PLOS', 'succeeded'],
      ['ingest:doaj:backfill:2026-06-30', 'DOAJ', 'succeeded'],
    ]);
    expect(stdout[6]).toBe('History, newest first:');
    expect(stdout.slice(7, 10).every((line) => /^ingest:(pubmed|plos|doaj):backfill:2026-06-\d\d\s/.test(line))).toBe(true);
    expect(stdout.at(-1)).toBe('7 ingestion runs shown: the latest of each source, then 3 earlier.');
  });
});

describe('a long backfill', () => {
  it('continues as new with its totals and pending summaries, reports progress while it runs, and reads medRxiv once across runs', async () => {
    const july = Array.from({ length: 10 }, (_, index) =>
      recordsOnDay(
        { ...harness.recorded, PLOS: harness.recorded.PLOS.slice(0, 1) },
        `2026-07-${String(index + 1).padStart(2, '0')}`,
        1,
        40 + index,
      ),
    );
    const julyPlos = july.flatMap((pool) => pool.PLOS);
    harness.sources.pools = { ...harness.sources.pools, PLOS: [...harness.sources.pools.PLOS, ...julyPlos] };
    const newArticles = expectedDrafts({ ...harness.sources.pools, PLOS: julyPlos }, 'PLOS').length;
    expect(newArticles).toBe(10);
    harness.sources.delay('plos', 150);
    const input: BackfillInput = { sources: ['medRxiv', 'PLOS'], from: '2026-07-01', to: '2026-07-10', daysPerRun: 4, summariesPerRun: 3 };
    const workflowId = backfillRunWorkflowId(input.sources, input.from, input.to);
    expect(workflowId).toBe('backfill:medrxiv+plos:2026-07-01:2026-07-10');
    const handle = await harness.temporal.client.workflow.start(BACKFILL_WORKFLOW, {
      workflowId,
      taskQueue: harness.taskQueue,
      args: [input],
    });
    // Progress is read while the backfill runs, until it finishes; one reading must fall between its first and last day.
    let finished = false;
    const resultPromise = handle.result().finally(() => {
      finished = true;
    }) as Promise<BackfillProgress>;
    const readings: BackfillProgress[] = [];
    while (!finished) {
      const progress = await handle.query<BackfillProgress>(BACKFILL_PROGRESS_QUERY).catch(() => null);
      if (progress) readings.push(progress);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const result = await resultPromise;
    const midway = readings.find((progress) => progress.done > 0 && progress.done < 10);
    expect(midway).toMatchObject({ days: 10, failed: 0 });
    // Ten PLOS days and one medRxiv range; ten new articles, three summaries a run at most.
    expect(result).toMatchObject({ days: 10, done: 10, day: '2026-07-10', succeeded: 11, failed: 0, inserted: 10, summariesStarted: 10 });
    expect(result.runs).toBeGreaterThanOrEqual(4);
    const chain = await executions(`WorkflowId = '${workflowId}'`);
    expect(chain).toHaveLength(result.runs);
    expect(chain.filter((run) => run.status.name === 'CONTINUED_AS_NEW')).toHaveLength(result.runs - 1);
    expect(chain.filter((run) => run.status.name === 'COMPLETED')).toHaveLength(1);
    expect(harness.sources.requests.filter((request) => request.source === 'medrxiv').map((request) => request.path)).toEqual([
      '/details/medrxiv/2026-07-01/2026-07-10/0',
    ]);
  });
});
