import { progress, type BenchContext } from './bench-context.js';
import { graphqlFeed } from './feed-requests.js';
import { fetchGraphQL, measureHttp, type HttpLoadSummary } from './http-load.js';
import type { BenchReader } from './t1-overhead.js';
import { FEED_TERM } from './t1-overhead.js';

/** T26: the feed request signed in with a cookie, and the same request with an API key of the same reader. */
export interface KeyedResult {
  cookie: HttpLoadSummary;
  keyed: HttpLoadSummary;
  /** Keyed p50 over cookie p50. */
  ratio: number;
}

/** Creates an API key for the bench reader through the REST API, with its session cookie. */
async function createBenchKey(baseUrl: string, reader: BenchReader): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: reader.cookie, origin: baseUrl },
    body: JSON.stringify({ name: 'bench', scopes: ['READ'] }),
  });
  const body = (await response.json()) as { secret?: string; message?: string };
  if (!body.secret) throw new Error(`The benchmark could not create an API key: ${body.message ?? response.status}`);
  return body.secret;
}

/**
 * T26: one connection loads the feed request (the T1 filter and search, 20 articles, with `viewerHasBookmarked`) signed
 * in with the session cookie, then the same request with an API key of the same reader; the key is looked up once and
 * then kept, so the keyed request should cost no more than the cookie's.
 */
export async function measureKeyed(ctx: BenchContext, reader: BenchReader): Promise<KeyedResult> {
  const secret = await createBenchKey(ctx.baseUrl, reader);
  const base = { categories: ctx.categories, search: FEED_TERM.term };
  const cookieSpec = graphqlFeed({ ...base, cookie: reader.cookie });
  const keyedSpec = graphqlFeed(base);
  keyedSpec.headers = { ...keyedSpec.headers, authorization: `Bearer ${secret}` };
  // Both must answer the same page before they are timed.
  await fetchGraphQL(ctx.baseUrl, cookieSpec);
  await fetchGraphQL(ctx.baseUrl, keyedSpec);
  const load = { connections: 1, warmup: ctx.options.warmup, duration: ctx.options.duration };
  progress('T26 feed signed in with a cookie');
  const cookie = await measureHttp(ctx.baseUrl, cookieSpec, load);
  progress('T26 feed with an API key');
  const keyed = await measureHttp(ctx.baseUrl, keyedSpec, load);
  return { cookie, keyed, ratio: keyed.p50 / cookie.p50 };
}
