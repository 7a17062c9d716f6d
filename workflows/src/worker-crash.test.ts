import pg from 'pg';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIngestionRun } from '#graph/modules/ingestion/ingestion-run.service.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import { loadRecordPools, recordsOnDay } from '../test/fixture-records.js';
import { connectTemporal, TEST_DATA_DIR, uniqueTaskQueue } from '../test/harness.js';
import { articlesOf, expectedDrafts, waitForSummaries } from '../test/ingestion-expectations.js';
import { startSourceServer, type SourceServer } from '../test/source-server.js';
import { spawnWorker, workerEnvironment, type WorkerProcess } from '../test/worker-process.js';
import { INGEST_SOURCE_WORKFLOW, type IngestSourceResult } from './contracts.js';

const DAY = '2026-07-01';
const HEARTBEAT_TIMEOUT_MS = 20_000;
const FIRST_RETRY_MS = 5_000;
let db: TestDatabase;
let temporal: TestWorkflowEnvironment;
let sources: SourceServer;
let openai: FakeOpenAi;
let workerEnv: Record<string, string>;
const taskQueue = uniqueTaskQueue('crash');
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  temporal = await connectTemporal();
  sources = await startSourceServer(recordsOnDay(loadRecordPools(), DAY));
  openai = await startFakeOpenAi();
  workerEnv = workerEnvironment({
    databaseUrl: db.url,
    temporalAddress: temporal.address,
    temporalNamespace: temporal.namespace,
    dataDir: TEST_DATA_DIR,
    sourceBaseUrls: sources.baseUrls,
    openaiBaseUrl: openai.baseUrl,
    logLevel: 'warn',
  });
});

afterAll(async () => {
  for (const worker of workers) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
    await worker.exited;
  }
  await temporal?.teardown();
  await sources?.close();
  await openai?.close();
  await db?.drop();
});

async function waitForBlockedUpsert(admin: pg.Client, worker: WorkerProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rowCount } = await admin.query(
      // The statement waits while it is parsed, before pg_stat_activity shows its text: any other session waiting on a lock is it.
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The worker never reached the category write of its upsert. Worker output:\n${worker.output()}`);
}

describe('a worker killed in the middle of an ingestion (T10)', () => {
  it('is restarted and completes the run with every article once and no gap', async () => {
    workers.push(await spawnWorker(workerEnv, ['--task-queue', taskQueue]));
    const expected = expectedDrafts(sources.pools, 'medRxiv');
    // Hold the category table so the worker's upsert transaction stops half-way: articles inserted, not yet committed.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table article_categories in share mode');
    const handle = await temporal.client.workflow.start(INGEST_SOURCE_WORKFLOW, {
      workflowId: `ingest:medrxiv-${DAY}T13:10:00Z`,
      taskQueue,
      args: [{ source: 'medRxiv', trigger: 'schedule', until: `${DAY}T13:10:00Z` }],
    });
    await waitForBlockedUpsert(blocker, workers[0]);
    workers[0].child.kill('SIGKILL');
    const killedAt = Date.now();
    expect(await workers[0].exited).toBe('SIGKILL');
    await blocker.query('rollback');
    await blocker.end();
    expect(await articlesOf(db, 'medRxiv')).toEqual([]);

    workers.push(await spawnWorker(workerEnv, ['--task-queue', taskQueue]));
    const result = (await handle.result()) as IngestSourceResult;
    expect(result).toMatchObject({ fetched: expected.length, inserted: expected.length, summariesStarted: expected.length });
    const stored = await articlesOf(db, 'medRxiv');
    expect(stored.map((article) => article.external_id).sort()).toEqual(expected.map((draft) => draft.externalId).sort());
    expect(await findIngestionRun({ em: db.orm.em.fork() }, handle.workflowId)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      inserted: expected.length,
    });

    const retried = (await handle.fetchHistory()).events?.find((event) => event.activityTaskStartedEventAttributes?.attempt === 2);
    const resumedAt = Number(retried?.eventTime?.seconds ?? 0) * 1000;
    expect(resumedAt - killedAt).toBeLessThanOrEqual(HEARTBEAT_TIMEOUT_MS + FIRST_RETRY_MS + 3_000);

    await waitForSummaries(db, 'medRxiv', expected.length);
    expect(openai.requests).toHaveLength(expected.length);
  });
});
