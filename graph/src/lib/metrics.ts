import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (`prom-client`): the API's and the worker's counters live in one registry per
 * process, which `/metrics` (API) or the worker's health port serves. Names are listed in the README (Operating
 * Paperlight); each is prefixed `paperlight_`, beside Node's own `process_*` and `nodejs_*`.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'paperlight_http_requests_total',
  help: 'HTTP requests answered, by method, route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'paperlight_http_request_duration_seconds',
  help: 'Time from an HTTP request to its answer being sent, by method and route.',
  labelNames: ['method', 'route'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});

export const graphqlOperations = new Counter({
  name: 'paperlight_graphql_operations_total',
  help: 'GraphQL operations run, by operation name, type (query, mutation, subscription) and transport (http, ws).',
  labelNames: ['operation', 'type', 'transport'] as const,
  registers,
});

export const graphqlOperationDuration = new Histogram({
  name: 'paperlight_graphql_operation_duration_seconds',
  help: 'Time a GraphQL operation over HTTP took, from its request to its answer, by operation name and type.',
  labelNames: ['operation', 'type'] as const,
  buckets: DURATION_BUCKETS,
  registers,
});

export const errorsByCode = new Counter({
  name: 'paperlight_errors_total',
  help: 'Errors answered, by API (graphql, rest) and code (BAD_USER_INPUT, RATE_LIMITED, INTERNAL_SERVER_ERROR, …).',
  labelNames: ['api', 'code'] as const,
  registers,
});

export const readCacheRequests = new Counter({
  name: 'paperlight_read_cache_requests_total',
  help: 'Cacheable anonymous reads, by result: hit (answered from memory), not_modified (304) or miss.',
  labelNames: ['result'] as const,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: 'paperlight_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit, by policy.',
  labelNames: ['policy'] as const,
  registers,
});

export const aiCalls = new Counter({
  name: 'paperlight_ai_calls_total',
  help: 'Calls to the AI provider, by provider, task and outcome (ok, failed).',
  labelNames: ['provider', 'task', 'outcome'] as const,
  registers,
});

export const aiTokens = new Counter({
  name: 'paperlight_ai_tokens_total',
  help: 'Tokens the AI provider reported using, by provider and task.',
  labelNames: ['provider', 'task'] as const,
  registers,
});

export const stripeRequests = new Counter({
  name: 'paperlight_stripe_requests_total',
  help: "Requests to Stripe's API, by outcome (2xx, 4xx, 5xx, network).",
  labelNames: ['outcome'] as const,
  registers,
});

export const stripeWebhooks = new Counter({
  name: 'paperlight_stripe_webhooks_total',
  help: 'Stripe webhook deliveries, by outcome (processed, refused, failed).',
  labelNames: ['outcome'] as const,
  registers,
});

export const mailMessages = new Counter({
  name: 'paperlight_mail_messages_total',
  help: 'Email messages handed to the mailer, by transport (smtp, outbox) and outcome (sent, failed).',
  labelNames: ['transport', 'outcome'] as const,
  registers,
});

/** Live values some part of the process reports when the metrics are read (sockets, pools, cache size). */
type Reading = () => number | Promise<number>;

function summedGauge(name: string, help: string): { gauge: Gauge; sources: Set<Reading> } {
  const sources = new Set<Reading>();
  const gauge = new Gauge({
    name,
    help,
    registers,
    async collect() {
      let total = 0;
      for (const read of sources) total += await read();
      this.set(total);
    },
  });
  return { gauge, sources };
}

const liveSockets = summedGauge('paperlight_live_sockets', 'graphql-ws sockets open.');
const liveSubscriptions = summedGauge('paperlight_live_subscriptions', 'GraphQL subscriptions open over graphql-ws.');
const readCacheEntries = summedGauge('paperlight_read_cache_entries', 'Answers kept in the anonymous read cache.');
const databasePool = {
  total: summedGauge('paperlight_db_pool_connections', 'Connections the database pool holds open.'),
  idle: summedGauge('paperlight_db_pool_idle_connections', 'Connections of the database pool waiting for work.'),
  waiting: summedGauge('paperlight_db_pool_waiting_requests', 'Queries waiting for a connection of the database pool.'),
};

/** What a `pg` pool says about itself. */
export interface PoolReadings {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The live readings one API server reports; `unregister` stops reporting them (the server closed). */
export function reportLiveReadings(readings: {
  sockets: Reading;
  subscriptions: Reading;
  cacheEntries: Reading;
  pool: () => PoolReadings | null;
}): () => void {
  const pairs: [Set<Reading>, Reading][] = [
    [liveSockets.sources, readings.sockets],
    [liveSubscriptions.sources, readings.subscriptions],
    [readCacheEntries.sources, readings.cacheEntries],
    [databasePool.total.sources, () => readings.pool()?.totalCount ?? 0],
    [databasePool.idle.sources, () => readings.pool()?.idleCount ?? 0],
    [databasePool.waiting.sources, () => readings.pool()?.waitingCount ?? 0],
  ];
  for (const [sources, read] of pairs) sources.add(read);
  return () => {
    for (const [sources, read] of pairs) sources.delete(read);
  };
}

const MAX_OPERATION_NAMES = 200;
const seenOperationNames = new Set<string>();

/**
 * An operation's name as a label: callers choose names, so past the first 200 distinct ones (and for anything not a
 * plain GraphQL name) they are counted together as `other`, and nameless operations as `anonymous`.
 */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!/^[_A-Za-z][_0-9A-Za-z]{0,63}$/.test(name)) return 'other';
  if (seenOperationNames.has(name)) return name;
  if (seenOperationNames.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperationNames.add(name);
  return name;
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus's text format. With a token (METRICS_TOKEN) the caller must send
 * `Authorization: Bearer <token>`; anything else is 401 and reveals nothing.
 */
export function metricsEndpoint(token: string | null): RequestHandler {
  return (req, res, next) => {
    if (token !== null) {
      const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
      if (!match || !tokenMatches(match[1], token)) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        res.status(401).json({ message: 'The metrics need the bearer token the server was given in METRICS_TOKEN.' });
        return;
      }
    }
    metricsRegistry.metrics().then((text) => {
      res.setHeader('Content-Type', metricsRegistry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(text);
    }, next);
  };
}

export const ingestionRuns = new Counter({
  name: 'paperlight_ingestion_runs_total',
  help: 'Ingestion windows read by the worker, by source and outcome (stored, failed); a failed read is retried by its workflow.',
  labelNames: ['source', 'outcome'] as const,
  registers,
});

export const ingestedArticles = new Counter({
  name: 'paperlight_ingested_articles_total',
  help: 'Articles the worker read from a source, by source and what storing them did (inserted, updated, unchanged, duplicate).',
  labelNames: ['source', 'result'] as const,
  registers,
});

export const digestDeliveries = new Counter({
  name: 'paperlight_digest_deliveries_total',
  help: 'Digest deliveries the worker settled, by status (sent, empty, unconfirmed, failed, cancelled, skipped).',
  labelNames: ['status'] as const,
  registers,
});
