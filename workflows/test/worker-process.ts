import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a spawned worker needs to reach this machine's test services instead of the real ones. */
export interface WorkerServices {
  databaseUrl: string;
  temporalAddress: string;
  temporalNamespace?: string;
  dataDir: string;
  sourceBaseUrls: { pubmed: string; medrxiv: string; plos: string; doaj: string };
  openaiBaseUrl: string;
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
}

/** The environment of a worker process pointed at the test services: the sources and OpenAI as local stand-ins. */
export function workerEnvironment(services: WorkerServices): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    LOG_LEVEL: services.logLevel ?? 'warn',
    PAPERLIGHT_DATA_DIR: services.dataDir,
    DATABASE_URL: services.databaseUrl,
    TEMPORAL_ADDRESS: services.temporalAddress,
    TEMPORAL_NAMESPACE: services.temporalNamespace ?? 'default',
    PUBMED_BASE_URL: services.sourceBaseUrls.pubmed,
    MEDRXIV_BASE_URL: services.sourceBaseUrls.medrxiv,
    PLOS_BASE_URL: services.sourceBaseUrls.plos,
    DOAJ_BASE_URL: services.sourceBaseUrls.doaj,
    NCBI_EMAIL: 'ops@paperlight.test',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: services.openaiBaseUrl,
    OPENAI_MODEL: 'gpt-4o-mini',
  };
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKER_ENTRY = path.join(REPO_ROOT, 'workflows/src/worker.ts');

/** A worker running as its own Node process, as `npm run worker` runs it. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** What the worker said when it was ready: its task queue, and its health port when it has one. */
  ready: { taskQueue: string; healthPort: number | null };
}

/**
 * Spawns `node --import tsx workflows/src/worker.ts` (the real Node process, so a signal reaches the worker itself)
 * with the given environment, and resolves once it reports ready over IPC.
 */
export async function spawnWorker(env: Record<string, string>, args: string[] = []): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const ready = await new Promise<WorkerProcess['ready']>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The worker did not report ready within 60 s. Output:\n${output}`)), 60_000);
    child.once('message', (message: WorkerProcess['ready']) => {
      clearTimeout(timer);
      resolve(message);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The worker exited (${String(code)}) before it was ready. Output:\n${output}`));
    });
  });
  return { child, output: () => output, exited, ready };
}
