import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { graphql } from '../../test/gql/index.js';
import { liveClient } from '../../test/live.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { operationLabel } from '../lib/metrics.js';

const METRICS_PROBE = graphql(`
  query MetricsProbe {
    articles(first: 1) {
      totalCount
    }
  }
`);

const TOKEN = 'metrics-token-0123456789abcdef';
let db: TestDatabase;
let api: TestServer;
let articleId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  [articleId] = await insertDrafts(db.orm.em.fork(), [await draftFrom(0, { publishedDate: daysAgo(1) })]);
  api = await startTestServer(db, { production: true, metricsToken: TOKEN });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function scrape(): Promise<MetricFamily[]> {
  const response = await fetch(`${api.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(await response.text());
}

/** The value of one series (a counter or gauge), 0 when it has not been seen. */
function valueOf(families: MetricFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((candidate) => candidate.name === name);
  const series = family?.metrics.filter((metric) => Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value)) ?? [];
  return series.reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
}

describe('/metrics', () => {
  it('asks for the bearer token of METRICS_TOKEN and tells nothing without it', async () => {
    const missing = await fetch(`${api.baseUrl}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    const text = await missing.text();
    expect(text).not.toContain('paperlight_');
    const wrong = await fetch(`${api.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
    expect(wrong.status).toBe(401);
  });

  it('is Prometheus text with every family documented in the README', async () => {
    const families = await scrape();
    const names = families.map((family) => family.name);
    for (const name of [
      'paperlight_http_requests_total',
      'paperlight_http_request_duration_seconds',
      'paperlight_graphql_operations_total',
      'paperlight_graphql_operation_duration_seconds',
      'paperlight_errors_total',
      'paperlight_read_cache_requests_total',
      'paperlight_read_cache_entries',
      'paperlight_live_sockets',
      'paperlight_live_subscriptions',
      'paperlight_db_pool_connections',
      'paperlight_db_pool_idle_connections',
      'paperlight_db_pool_waiting_requests',
      'paperlight_rate_limit_refusals_total',
      'paperlight_ai_calls_total',
      'paperlight_ai_tokens_total',
      'paperlight_stripe_requests_total',
      'paperlight_stripe_webhooks_total',
      'paperlight_mail_messages_total',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ])
      expect(names, name).toContain(name);
    expect(valueOf(families, 'paperlight_db_pool_connections')).toBeGreaterThan(0);
  });

  it('moves when requests are made: HTTP, GraphQL, the read cache, errors and live sockets', async () => {
    const before = await scrape();
    const path = `/api/articles/${articleId}`;
    expect((await api.request(path)).status).toBe(200);
    expect((await api.request(path)).status).toBe(200);
    expect((await api.request('/api/articles/999999')).status).toBe(404);
    expect((await api.graphql(METRICS_PROBE)).data?.articles.totalCount).toBe(1);
    const client = liveClient(api.baseUrl);
    await new Promise<void>((resolve) => client.on('connected', () => resolve()));

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('paperlight_http_requests_total', { route: '/api/articles/:id', status: '200', method: 'GET' })).toBe(2);
    const durations = after.find((family) => family.name === 'paperlight_http_request_duration_seconds');
    expect(durations?.type).toBe('HISTOGRAM');
    expect(Object.keys(durations?.metrics[0]?.buckets ?? {})).toContain('+Inf');
    expect(moved('paperlight_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(moved('paperlight_read_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved('paperlight_errors_total', { api: 'rest', code: 'NOT_FOUND' })).toBe(1);
    expect(moved('paperlight_graphql_operations_total', { operation: 'MetricsProbe', type: 'query', transport: 'http' })).toBe(1);
    expect(valueOf(after, 'paperlight_live_sockets')).toBe(1);
    await client.dispose();
  });
});

describe('operation names as labels', () => {
  it('keeps plain names, and counts odd or endless ones together', () => {
    expect(operationLabel('FeedPage')).toBe('FeedPage');
    expect(operationLabel(undefined)).toBe('anonymous');
    expect(operationLabel('not a name; drop table')).toBe('other');
    for (let index = 0; index < 300; index += 1) operationLabel(`Generated${index}`);
    expect(operationLabel('YetAnotherName')).toBe('other');
    expect(operationLabel('FeedPage')).toBe('FeedPage');
  });
});
