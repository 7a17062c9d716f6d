import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TIMES } from '#graph/modules/digest/digest.rules.js';
import { findIngestionRun } from '#graph/modules/ingestion/ingestion-run.service.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai.js';
import { loadRecordPools, recordsOnDay } from '../test/fixture-records.js';
import { connectTemporal, TEST_DATA_DIR, uniqueTaskQueue } from '../test/harness.js';
import { articlesOf, expectedDrafts } from '../test/ingestion-expectations.js';
import { startSourceServer, type SourceServer } from '../test/source-server.js';
import { spawnWorker, workerEnvironment, type WorkerProcess } from '../test/worker-process.js';
import { digestScheduleId, firstIngestionWorkflowId, INGESTED_SOURCES, ingestScheduleId } from './contracts.js';

// Yesterday (UTC): inside the last seven days whenever the test runs.
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let db: TestDatabase;
let temporal: TestWorkflowEnvironment;
let sources: SourceServer;
let openai: FakeOpenAi;
let workerEnv: Record<string, string>;
const taskQueue = uniqueTaskQueue('first');
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  temporal = await connectTemporal();
  sources = await startSourceServer(recordsOnDay(loadRecordPools(), YESTERDAY));
  openai = await startFakeOpenAi();
  workerEnv = workerEnvironment({
    databaseUrl: db.url,
    temporalAddress: temporal.address,
    temporalNamespace: temporal.namespace,
    dataDir: TEST_DATA_DIR,
    sourceBaseUrls: sources.baseUrls,
    openaiBaseUrl: openai.baseUrl,
    logLevel: 'info',
  });
});

afterAll(async () => {
  for (const worker of workers) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
    await worker.exited;
  }
  for (const id of [...INGESTED_SOURCES.map(ingestScheduleId), ...DELIVERY_TIMES.map(digestScheduleId)])
    await temporal?.client.schedule
      .getHandle(id)
      .delete()
      .catch(() => undefined);
  await temporal?.teardown();
  await sources?.close();
  await openai?.close();
  await db?.drop();
});

async function startWorker(): Promise<WorkerProcess> {
  const worker = await spawnWorker(workerEnv, ['--schedules', '--task-queue', taskQueue]);
  workers.push(worker);
  return worker;
}

async function stopWorker(worker: WorkerProcess): Promise<void> {
  worker.child.kill('SIGTERM');
  await worker.exited;
}

describe('a fresh installation', () => {
  it('ingests the last seven days of every never-ingested source at worker start, not at the next hourly slot', async () => {
    const started = Date.now();
    const worker = await startWorker();
    expect(worker.output()).toContain('Ingesting the last 7 days of PubMed, medRxiv, PLOS, DOAJ now: they have never been ingested.');
    for (const source of INGESTED_SOURCES) {
      await temporal.client.workflow.getHandle(firstIngestionWorkflowId(source)).result();
      const stored = await articlesOf(db, source);
      expect(stored.map((article) => article.external_id).sort(), source).toEqual(
        expectedDrafts(sources.pools, source)
          .map((draft) => draft.externalId)
          .sort(),
      );
      const run = await findIngestionRun({ em: db.orm.em.fork() }, firstIngestionWorkflowId(source));
      expect(run?.status, source).toBe('succeeded');
      expect(run!.windowEnd.getTime() - run!.windowStart.getTime()).toBe(7 * 86_400_000);
      expect(run!.windowEnd.getTime()).toBeGreaterThanOrEqual(started - 60_000);
    }
    await stopWorker(worker);
    // The hourly runs the worker scheduled must not read the sources during the next test.
    for (const source of INGESTED_SOURCES) await temporal.client.schedule.getHandle(ingestScheduleId(source)).pause('Paused by the test.');
  });

  it('starts nothing at the next start once every source has been ingested', async () => {
    const requests = sources.requests.length;
    const worker = await startWorker();
    expect(worker.output()).not.toContain('Ingesting the last');
    await stopWorker(worker);
    expect(sources.requests.length).toBe(requests);
    for (const source of INGESTED_SOURCES) {
      const runs: string[] = [];
      for await (const run of temporal.client.workflow.list({ query: `WorkflowId = '${firstIngestionWorkflowId(source)}'` }))
        runs.push(run.runId);
      expect(runs, source).toHaveLength(1);
    }
  });
});
