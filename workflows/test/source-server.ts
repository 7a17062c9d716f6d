import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordPools } from './fixture-records.js';
import { answer } from './source-handlers.js';

/** The path prefix each stand-in API sits under on the one local server. */
export type SourceKey = 'pubmed' | 'medrxiv' | 'plos' | 'doaj';
export const SOURCE_KEYS: readonly SourceKey[] = ['pubmed', 'medrxiv', 'plos', 'doaj'];

/** A scripted answer that replaces the next normal one: a status and body, a redirect, or a delay. */
export interface ScriptedAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  redirect?: string;
  delayMs?: number;
}

export interface RecordedRequest {
  source: SourceKey;
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams | null;
  headers: IncomingMessage['headers'];
  at: number;
}

/** One local HTTP server standing in for the four source APIs, serving recorded records (see `source-handlers.ts`). */
export interface SourceServer {
  url: string;
  baseUrls: Record<SourceKey, string>;
  requests: RecordedRequest[];
  pools: RecordPools;
  /** Queues answers that replace the next normal answers of one source, in order. */
  script(source: SourceKey, ...answers: ScriptedAnswer[]): void;
  /** Delays every answer of one source (0 turns it off). */
  delay(source: SourceKey, ms: number): void;
  /** Forgets scripted answers, delays and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the stand-in APIs on 127.0.0.1 with a free port. */
export async function startSourceServer(pools: RecordPools): Promise<SourceServer> {
  const scripts = new Map<SourceKey, ScriptedAnswer[]>();
  const delays = new Map<SourceKey, number>();
  const requests: RecordedRequest[] = [];
  const state = { pools };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const [, prefix = '', ...rest] = url.pathname.split('/');
      const source = prefix as SourceKey;
      const path = `/${rest.join('/')}`;
      const body = await readBody(request);
      const form = request.method === 'POST' ? new URLSearchParams(body) : null;
      requests.push({
        source,
        method: request.method ?? 'GET',
        path,
        query: url.searchParams,
        form,
        headers: request.headers,
        at: Date.now(),
      });
      const delay = delays.get(source) ?? 0;
      if (delay) await wait(delay);
      const scripted = scripts.get(source)?.shift();
      if (scripted?.delayMs) await wait(scripted.delayMs);
      if (scripted?.redirect) {
        response.writeHead(scripted.status ?? 302, { location: scripted.redirect }).end();
        return;
      }
      if (scripted && (scripted.status !== undefined || scripted.body !== undefined)) {
        response.writeHead(scripted.status ?? 200, { 'content-type': 'text/plain', ...scripted.headers }).end(scripted.body ?? '');
        return;
      }
      const result = answer(state.pools, source, path, url.searchParams, form);
      response.writeHead(result.status, { 'content-type': result.contentType }).end(result.body);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrls: { pubmed: `${url}/pubmed`, medrxiv: `${url}/medrxiv`, plos: `${url}/plos`, doaj: `${url}/doaj` },
    requests,
    get pools() {
      return state.pools;
    },
    set pools(next: RecordPools) {
      state.pools = next;
    },
    script: (source, ...answers) => scripts.set(source, [...(scripts.get(source) ?? []), ...answers]),
    delay: (source, ms) => delays.set(source, ms),
    reset: () => {
      scripts.clear();
      delays.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
