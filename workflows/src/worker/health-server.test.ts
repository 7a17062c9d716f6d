import { createServer } from 'node:net';
import pg from 'pg';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { eventually } from '#graph-test/eventually.js';
import { connectTemporal, TEST_DATA_DIR, uniqueTaskQueue } from '../../test/harness.js';
import { spawnWorker, workerEnvironment, type WorkerProcess } from '../../test/worker-process.js';
import { startWorkerHealthServer } from './health-server.js';

const TOKEN = 'worker-metrics-token-0123456789';
let db: TestDatabase;
let temporal: TestWorkflowEnvironment;
let worker: WorkerProcess | null = null;
let temporalMetricsPort: number;

/** A port nothing listens on now: bound, read and released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  temporal = await connectTemporal();
  temporalMetricsPort = await freePort();
  const env = workerEnvironment({
    databaseUrl: db.url,
    temporalAddress: temporal.address,
    temporalNamespace: temporal.namespace,
    dataDir: TEST_DATA_DIR,
    sourceBaseUrls: { pubmed: 'http://127.0.0.1:9', medrxiv: 'http://127.0.0.1:9', plos: 'http://127.0.0.1:9', doaj: 'http://127.0.0.1:9' },
    openaiBaseUrl: 'http://127.0.0.1:9',
  });
  worker = await spawnWorker(
    { ...env, WORKER_HEALTH_PORT: '0', METRICS_TOKEN: TOKEN, TEMPORAL_METRICS_ADDRESS: `127.0.0.1:${temporalMetricsPort}` },
    ['--task-queue', uniqueTaskQueue('health')],
  );
}, 90_000);

afterAll(async () => {
  if (worker && worker.child.exitCode === null) {
    worker.child.kill('SIGTERM');
    await worker.exited;
  }
  await temporal?.teardown();
  await db?.drop();
});

describe("the worker's health port", () => {
  it('answers /healthz 200 once the worker polls, with Temporal and the database reachable', async () => {
    const port = worker?.ready.healthPort;
    expect(port).toBeGreaterThan(0);
    const body = await eventually('the worker to report healthy', async () => {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      return response.status === 200 ? ((await response.json()) as unknown) : false;
    });
    expect(body).toEqual({ status: 'ok', polling: true, temporal: 'reachable', database: 'reachable' });
  });

  it("serves the worker's counters as Prometheus text, behind METRICS_TOKEN", async () => {
    const url = `http://127.0.0.1:${worker?.ready.healthPort}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const names = parsePrometheusTextFormat(await response.text()).map((family) => family.name);
    for (const name of ['paperlight_ingestion_runs_total', 'paperlight_ingested_articles_total', 'paperlight_digest_deliveries_total'])
      expect(names).toContain(name);
  });

  it("serves the Temporal SDK's own metrics at TEMPORAL_METRICS_ADDRESS", async () => {
    const text = await eventually('the SDK to report its pollers', async () => {
      const response = await fetch(`http://127.0.0.1:${temporalMetricsPort}/metrics`).catch(() => null);
      const body = response?.ok ? await response.text() : '';
      return /^temporal_/m.test(body) ? body : false;
    });
    expect(parsePrometheusTextFormat(text).some((family) => family.name.startsWith('temporal_'))).toBe(true);
  });

  it('answers 503 naming what failed when the database does not answer', async () => {
    const unreachable = `postgres://nobody@127.0.0.1:${await freePort()}/none`;
    const health = await startWorkerHealthServer(
      0,
      {
        polling: () => true,
        temporal: () => temporal.connection.workflowService.getSystemInfo({}),
        database: async () => {
          const client = new pg.Client({ connectionString: unreachable });
          await client.connect();
          await client.end();
        },
      },
      { host: '127.0.0.1', metricsToken: null },
    );
    try {
      const response = await fetch(`http://127.0.0.1:${health.port}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', polling: true, temporal: 'reachable', database: 'unreachable' });
    } finally {
      await health.close();
    }
  });
});
