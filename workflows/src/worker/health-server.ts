import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { metricsEndpoint } from '#graph/lib/metrics.js';

const CHECK_TIMEOUT_MS = 2_000;

/** What the worker's health depends on; each check answers within two seconds or counts as failed. */
export interface WorkerHealthChecks {
  /** True while the worker is running and polling its task queue. */
  polling(): boolean;
  /** Resolves once the Temporal frontend answers. */
  temporal(): Promise<unknown>;
  /** Resolves once the database answers. */
  database(): Promise<unknown>;
}

export interface WorkerHealthServer {
  port: number;
  close(): Promise<void>;
}

function answersInTime(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const answer = check().then(
    () => true,
    () => false,
  );
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The worker's own health port: `GET /healthz` answers 200 while the worker polls and Temporal and the database
 * answer, else 503, with each check named; `GET /metrics` serves the worker's counters (ingestion, digests, mail, AI)
 * in Prometheus text, behind METRICS_TOKEN when set.
 */
export async function startWorkerHealthServer(
  port: number,
  checks: WorkerHealthChecks,
  options: { host?: string; metricsToken: string | null },
): Promise<WorkerHealthServer> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', async (_req, res) => {
    const [temporal, database] = await Promise.all([answersInTime(checks.temporal), answersInTime(checks.database)]);
    const polling = checks.polling();
    const ok = polling && temporal && database;
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'unavailable',
      polling,
      temporal: temporal ? 'reachable' : 'unreachable',
      database: database ? 'reachable' : 'unreachable',
    });
  });
  app.get('/metrics', metricsEndpoint(options.metricsToken));
  app.use((_req, res) => {
    res.status(404).json({ message: 'The worker answers GET /healthz and GET /metrics only.' });
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '0.0.0.0', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
