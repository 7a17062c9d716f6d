import { spawn, type ChildProcess } from 'node:child_process';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client for tests, optionally sending a session cookie and an Origin like a browser does, and
 * `connection_init` parameters (such as an API key: `{ Authorization: 'Bearer …' }`).
 */
export function liveClient(
  baseUrl: string,
  options: {
    cookie?: string;
    origin?: string;
    connectionParams?: Record<string, unknown>;
    onClosed?: (code: number, reason: string) => void;
  } = {},
): Client {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: HeaderWebSocket,
    lazy: false,
    retryAttempts: 0,
    connectionParams: options.connectionParams,
    // A test that watches closes expects some: graphql-ws would print each to the console.
    onNonLazyError: options.onClosed ? () => undefined : undefined,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        options.onClosed?.(code, reason);
      },
    },
  });
}

export interface Collected<T> {
  values: T[];
  /** Resolves once `count` values have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<T[]>;
  dispose(): void;
}

/** Subscribes with a typed document and collects every value. */
export function collect<T, TVariables extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<T, TVariables>,
  variables: TVariables,
): Collected<T> {
  const values: T[] = [];
  const waiters: (() => void)[] = [];
  const dispose = client.subscribe<T>(
    { query: print(document), variables },
    {
      next: (result) => {
        if (result.data) values.push(result.data);
        for (const wake of waiters.splice(0)) wake();
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    values,
    dispose,
    waitFor: (count, timeoutMs = 3_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Expected ${count} events, got ${values.length}.`)), timeoutMs);
        const check = () => {
          if (values.length >= count) {
            clearTimeout(timer);
            resolve(values);
          } else {
            waiters.push(check);
          }
        };
        check();
      }),
  };
}

/** Waits until the server holds exactly `expected` live subscriptions, so an event published next cannot be missed. */
export async function waitForSubscribers(count: () => number, expected: number, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (count() !== expected) {
    if (Date.now() > deadline) throw new Error(`Expected ${expected} subscribers, have ${count()}.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Starts a second API process on the same database, with `env` added to its environment (Stripe's variables, for one);
 * resolves with its base URL and a stop function.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'graph/test/serve-process.ts'], {
    env: { ...process.env, ...env, TEST_PROCESS_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('The second API process did not start in time.')), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`The second API process exited with ${code}.`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
