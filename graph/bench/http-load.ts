import autocannon from 'autocannon';
import { summarise, type LatencySummary } from './stats.js';

/** One HTTP request to send repeatedly. */
export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface HttpLoadSummary extends LatencySummary {
  /** Responses that were not 2xx, plus connection errors and timeouts; they are not in the latencies. */
  failures: number;
}

export interface LoadOptions {
  connections: number;
  warmup: number;
  duration: number;
}

/** A GraphQL POST as the web client sends it. */
export function graphqlRequest(query: string, variables: Record<string, unknown>): HttpRequestSpec {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
}

async function run(baseUrl: string, spec: HttpRequestSpec, connections: number, seconds: number) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${baseUrl}${spec.path}`,
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    connections,
    duration: seconds,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return { latencies, result };
}

/**
 * Loads one request with autocannon: `warmup` seconds unrecorded, then `duration` seconds measured. Latencies are
 * autocannon's per-response times (sub-millisecond resolution), not its integer-millisecond histogram.
 */
export async function measureHttp(baseUrl: string, spec: HttpRequestSpec, options: LoadOptions): Promise<HttpLoadSummary> {
  if (options.warmup > 0) await run(baseUrl, spec, options.connections, options.warmup);
  const { latencies, result } = await run(baseUrl, spec, options.connections, options.duration);
  return {
    ...summarise(latencies, result.duration),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Sends one request with fetch and returns the parsed JSON body; throws on a non-2xx status. */
export async function fetchJson<T>(baseUrl: string, spec: HttpRequestSpec): Promise<T> {
  const response = await fetch(`${baseUrl}${spec.path}`, { method: spec.method, headers: spec.headers, body: spec.body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${spec.method} ${spec.path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Sends a GraphQL request and returns its data; throws when the response carries errors. */
export async function fetchGraphQL<T>(baseUrl: string, spec: HttpRequestSpec): Promise<T> {
  const body = await fetchJson<{ data?: T | null; errors?: { message: string }[] }>(baseUrl, spec);
  if (body.errors?.length || !body.data) throw new Error(`GraphQL error: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return body.data;
}
