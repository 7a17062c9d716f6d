import { progress, type BenchContext } from './bench-context.js';
import { graphqlFeed, restFeed, type FeedData } from './feed-requests.js';
import { fetchGraphQL, fetchJson, measureHttp, type HttpLoadSummary } from './http-load.js';
import { FEED_DESIGNS, FEED_TERM, type BenchReader } from './t1-overhead.js';

export interface StatementCount {
  first: number;
  /** Articles the response carried. */
  articles: number;
  statements: number;
  /** Of those, the signed-in reader's session and access reads and writes (sessions, users, memberships). */
  session: number;
  /** The statements as the ORM logged them, for the JSON report. */
  sql: string[];
}

export interface StatementsResult {
  graphql: StatementCount[];
  /** The same counts for `GET /api/articles` (for information). */
  rest: StatementCount[];
  /** The GraphQL counts for the feed with the study-design filter, for a Premium reader. */
  design: StatementCount[];
  latency: { first: number; summary: HttpLoadSummary }[];
}

const COUNTED_PAGE_SIZES = [20, 50];

const SESSION_TABLES = /\b(from|update|into) "?(sessions|users|memberships)"?\b/;

function counted(ctx: BenchContext, first: number, articles: number): StatementCount {
  const sql = [...ctx.db.counter.statements];
  return {
    first,
    articles,
    statements: sql.length,
    session: sql.filter((text) => SESSION_TABLES.test(text.replace(/\u001b\[[0-9;]*m/g, ''))).length,
    sql,
  };
}
const TIMED_PAGE_SIZES = [10, 50];

/**
 * T3: SQL statements per feed request, counted by the ORM's query logger around one request at a time on the
 * counting server, at two page sizes, also with the study-design filter for a Premium reader; and the feed's latency at
 * `first: 10` and `first: 50`.
 */
export async function measureStatements(ctx: BenchContext, reader: BenchReader): Promise<StatementsResult> {
  const request = { categories: ctx.categories, search: FEED_TERM.term };
  await fetchGraphQL<FeedData>(ctx.countingBaseUrl, graphqlFeed(request));
  const graphql: StatementCount[] = [];
  const rest: StatementCount[] = [];
  for (const first of COUNTED_PAGE_SIZES) {
    ctx.db.counter.reset();
    const data = await fetchGraphQL<FeedData>(ctx.countingBaseUrl, graphqlFeed({ ...request, first }));
    graphql.push(counted(ctx, first, data.articles.edges.length));
    ctx.db.counter.reset();
    const articles = await fetchJson<unknown[]>(ctx.countingBaseUrl, restFeed({ ...request, limit: first }));
    rest.push(counted(ctx, first, articles.length));
  }
  const design: StatementCount[] = [];
  const designRequest = { ...request, designs: FEED_DESIGNS, cookie: reader.cookie };
  await fetchGraphQL<FeedData>(ctx.countingBaseUrl, graphqlFeed(designRequest));
  for (const first of COUNTED_PAGE_SIZES) {
    ctx.db.counter.reset();
    const data = await fetchGraphQL<FeedData>(ctx.countingBaseUrl, graphqlFeed({ ...designRequest, first }));
    design.push(counted(ctx, first, data.articles.edges.length));
  }
  const latency: StatementsResult['latency'] = [];
  for (const first of TIMED_PAGE_SIZES) {
    const load = { connections: 1, warmup: ctx.options.warmup, duration: ctx.options.duration };
    progress(`T3: GraphQL feed query with first: ${first}, 1 connection, ${load.warmup} s warm-up + ${load.duration} s`);
    latency.push({ first, summary: await measureHttp(ctx.baseUrl, graphqlFeed({ ...request, first }), load) });
  }
  return { graphql, rest, design, latency };
}
