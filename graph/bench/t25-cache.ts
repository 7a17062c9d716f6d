import { createHash } from 'node:crypto';
import pg from 'pg';
import { progress, type BenchContext } from './bench-context.js';
import { FEED_DOCUMENT, restFeed, type FeedData } from './feed-requests.js';
import { FEED_CATEGORY_COUNT, FEED_PAGE_SIZE, GRAPHQL_FEED_SOURCES } from './feed-cases.js';
import { graphqlRequest, measureHttp, type HttpLoadSummary, type HttpRequestSpec } from './http-load.js';
import { FEED_TERM } from './t1-overhead.js';

export interface CacheResult {
  connections: number;
  restUncached: HttpLoadSummary;
  restCached: HttpLoadSummary;
  graphqlUncached: HttpLoadSummary;
  graphqlCached: HttpLoadSummary;
  /** SQL statements the caching server ran to answer a conditional request for a cached feed (304). */
  notModifiedStatements: number;
  notModifiedStatus: number;
  /** Milliseconds from committing a view count to the next anonymous request showing it, on the caching server. */
  writeVisibleMs: number;
}

const CONNECTIONS = 10;
// Every browser asks for gzip, so the cached and uncached answers are measured as browsers receive them.
const BROWSER_ENCODING = { 'accept-encoding': 'gzip' };
const PREFLIGHT = { 'apollo-require-preflight': 'true', ...BROWSER_ENCODING };

/** The feed query as an automatic persisted query over GET: the document's hash (and, to register it, the document). */
function persistedFeed(ctx: BenchContext, withDocument: boolean): HttpRequestSpec {
  const variables = {
    filter: {
      sources: [...GRAPHQL_FEED_SOURCES],
      categories: ctx.categories.slice(0, FEED_CATEGORY_COUNT),
      dateRange: 'LAST_YEAR',
      search: FEED_TERM.term,
    },
    orderBy: 'NEWEST',
    first: FEED_PAGE_SIZE,
    after: null,
  };
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(FEED_DOCUMENT).digest('hex') } }),
  });
  if (withDocument) params.set('query', FEED_DOCUMENT);
  return { method: 'GET', path: `/graphql?${params.toString()}`, headers: PREFLIGHT };
}

async function get(baseUrl: string, spec: HttpRequestSpec, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}${spec.path}`, { headers: { ...spec.headers, ...headers } });
}

/**
 * T25: the same anonymous feed request (REST GET and GraphQL GET as a persisted query, each with `Accept-Encoding: gzip`
 * as browsers send it) at 10 connections against the server without its read cache and against the one with it; a conditional request's statements; and how long a
 * counted view takes to show.
 */
export async function measureCache(ctx: BenchContext): Promise<CacheResult> {
  const load = { connections: CONNECTIONS, warmup: ctx.options.warmup, duration: ctx.options.duration };
  const restSpec = restFeed({ categories: ctx.categories, search: FEED_TERM.term });
  const rest: HttpRequestSpec = { ...restSpec, headers: { ...restSpec.headers, ...BROWSER_ENCODING } };
  const persisted = persistedFeed(ctx, false);
  for (const baseUrl of [ctx.baseUrl, ctx.cachedBaseUrl]) {
    const registered = await get(baseUrl, persistedFeed(ctx, true));
    const body = (await registered.json()) as { data?: FeedData; errors?: unknown[] };
    if (!body.data || body.errors) throw new Error(`The persisted feed query failed: ${JSON.stringify(body.errors)}`);
  }

  progress(`T25: REST feed, uncached, ${CONNECTIONS} connections, ${load.warmup} s warm-up + ${load.duration} s`);
  const restUncached = await measureHttp(ctx.baseUrl, rest, load);
  progress(`T25: REST feed, cached, ${CONNECTIONS} connections, ${load.warmup} s warm-up + ${load.duration} s`);
  const restCached = await measureHttp(ctx.cachedBaseUrl, rest, load);
  progress(`T25: GraphQL GET persisted feed, uncached, ${CONNECTIONS} connections`);
  const graphqlUncached = await measureHttp(ctx.baseUrl, persisted, load);
  progress(`T25: GraphQL GET persisted feed, cached, ${CONNECTIONS} connections`);
  const graphqlCached = await measureHttp(ctx.cachedBaseUrl, persisted, load);

  const first = await get(ctx.cachedBaseUrl, rest);
  const etag = first.headers.get('etag') ?? '';
  const page = (await first.json()) as { id: number; viewCount: number }[];
  ctx.db.counter.reset();
  const conditional = await get(ctx.cachedBaseUrl, rest, { 'if-none-match': etag });
  const notModifiedStatements = ctx.db.counter.count;

  const client = new pg.Client({ connectionString: ctx.db.url });
  await client.connect();
  let writeVisibleMs = Number.NaN;
  try {
    const article = page[0];
    const started = performance.now();
    await client.query('update articles set view_count = view_count + 1 where id = $1', [article.id]);
    while (performance.now() - started < 5_000) {
      const now = (await (await get(ctx.cachedBaseUrl, rest)).json()) as { id: number; viewCount: number }[];
      if (now.find((item) => item.id === article.id)?.viewCount === article.viewCount + 1) {
        writeVisibleMs = performance.now() - started;
        break;
      }
    }
  } finally {
    await client.end();
  }
  return {
    connections: CONNECTIONS,
    restUncached,
    restCached,
    graphqlUncached,
    graphqlCached,
    notModifiedStatements,
    notModifiedStatus: conditional.status,
    writeVisibleMs,
  };
}

export interface CountsResult {
  /** The filter panel's counts through GraphQL (per source and per category), 1 connection, after the first request. */
  graphql: HttpLoadSummary;
  /** One computation of the same counts in SQL, as the first request after a new article runs it. */
  coldSqlMs: number;
}

const COUNTS_DOCUMENT = '{ sourceCounts { source count } categories { name count } }';
const COUNTS_SQL = [
  'select source, count(*)::int as count from articles group by source',
  'select c.id, c.name, c.slug, count(ac.article_id)::int as count from categories c left join article_categories ac on ac.category_id = c.id group by c.id order by count desc, c.name',
];

/** The filter panel's counts: served from the process's shared counts after the first request, and the SQL they save. */
export async function measureCounts(ctx: BenchContext): Promise<CountsResult> {
  const load = { connections: 1, warmup: ctx.options.warmup, duration: ctx.options.duration };
  progress(`Counts: the filter panel's source and category counts, 1 connection, ${load.warmup} s warm-up + ${load.duration} s`);
  const graphql = await measureHttp(ctx.baseUrl, graphqlRequest(COUNTS_DOCUMENT, {}), load);
  const client = new pg.Client({ connectionString: ctx.db.url });
  await client.connect();
  try {
    const started = performance.now();
    for (const sql of COUNTS_SQL) await client.query(sql);
    return { graphql, coldSqlMs: performance.now() - started };
  } finally {
    await client.end();
  }
}
