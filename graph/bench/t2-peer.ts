import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DATE_RANGE_MS } from '../src/modules/article/article-feed.queries.js';
import { progress, type BenchContext } from './bench-context.js';
import { FEED_CATEGORY_COUNT, FEED_DATE_RANGE, FEED_PAGE_SIZE, FEED_SOURCES } from './feed-cases.js';
import { graphqlFeed, type FeedData } from './feed-requests.js';
import { fetchGraphQL, graphqlRequest, measureHttp, type HttpLoadSummary, type HttpRequestSpec } from './http-load.js';
import { FEED_TERM } from './t1-overhead.js';

/** The peer and the two hello-world servers, installed for the benchmark only (never product dependencies). */
export const PEER_PACKAGES = ['postgraphile@5.1.5', 'graphql-yoga@5.24.1', '@apollo/server@5.5.1'];
const PEER_SCRIPTS = ['postgraphile-server.mjs', 'apollo-hello.mjs', 'yoga-hello.mjs'];
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 10;

/**
 * What PostGraphile serves for the feed query: its schema has no list filters or full-text search without plugins, so
 * the feed's filter and order are one set-returning SQL function (the nearest PostGraphile allows), and categories
 * and the viewer's bookmark are computed columns. Created in the benchmark's database only.
 */
const PEER_SQL = `
create or replace function peer_feed(sources text[], categories text[], since timestamptz, term text)
returns setof articles language sql stable as $$
  select a.* from articles a
  where a.source = any(sources)
    and a.published_date >= since
    and a.search @@ websearch_to_tsquery('english'::regconfig, term)
    and exists (select 1 from article_categories ac join categories c on c.id = ac.category_id
                where ac.article_id = a.id and (c.name = any(categories) or c.slug = any(categories)))
  order by a.published_date desc, a.id desc
$$;
create or replace function articles_category_names(a articles) returns text[] language sql stable as $$
  select coalesce(array_agg(c.name order by ac.position, c.name), '{}') from article_categories ac
  join categories c on c.id = ac.category_id where ac.article_id = a.id
$$;
create or replace function articles_viewer_has_bookmarked(a articles) returns boolean language sql stable as $$
  select exists (select 1 from bookmarks b where b.article_id = a.id
                 and b.user_id = nullif(current_setting('jwt.claims.user_id', true), '')::int)
$$;`;

const PEER_FEED_DOCUMENT = `query Feed($sources: [String], $categories: [String], $since: Datetime, $term: String, $first: Int) {
  peerFeed(sources: $sources, categories: $categories, since: $since, term: $term, first: $first) {
    nodes { rowId title simplifiedTitle source publishedDate categoryNames viewCount commentCount viewerHasBookmarked }
    pageInfo { hasNextPage endCursor }
  }
}`;

const HELLO = graphqlRequest('{ hello }', {});

export interface ServerLoad {
  name: string;
  summary: HttpLoadSummary;
}

export interface PeerResult {
  connections: number;
  installDir: string;
  /** Whether PostGraphile's answer lists the same articles in the same order as Paperlight's. */
  sameRows: boolean;
  paperlight: HttpLoadSummary;
  postgraphile: HttpLoadSummary;
  helloWorlds: ServerLoad[];
}

/** Installs the peer packages into `dir` (outside the project's dependencies) unless already there. */
function ensurePeerInstall(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const installed = PEER_PACKAGES.every((spec) => {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    const file = path.join(dir, 'node_modules', name, 'package.json');
    return (
      existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version === spec.slice(spec.lastIndexOf('@') + 1)
    );
  });
  if (!installed) {
    progress(`T2: installing ${PEER_PACKAGES.join(', ')} into ${dir} (benchmark only)`);
    const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, ...PEER_PACKAGES], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (npm.status !== 0) throw new Error(`npm could not install the peer packages into ${dir}.`);
  }
  for (const script of PEER_SCRIPTS) copyFileSync(path.join(HERE, 'peer', script), path.join(dir, script));
}

/** Starts a server process that prints `{"port": N}` once listening; resolves with the process and its base URL. */
async function startProcess(args: string[], cwd: string, env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening.`)));
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { port?: number };
        if (message.port) resolve(message.port);
      } catch {
        // Other output is the server's own.
      }
    });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function withServer<T>(args: string[], cwd: string, env: Record<string, string>, work: (baseUrl: string) => Promise<T>): Promise<T> {
  const { child, baseUrl } = await startProcess(args, cwd, env);
  try {
    return await work(baseUrl);
  } finally {
    // The load generator stops with requests still being answered: let them finish before the server shuts down.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await stopProcess(child);
  }
}

/**
 * T2: the feed query at 10 connections against Paperlight and against PostGraphile v5, each in a process of its own
 * on the same database, one after the other; then Apollo Server's and GraphQL Yoga's hello world for context.
 */
export async function measurePeer(ctx: BenchContext, installDir: string): Promise<PeerResult> {
  ensurePeerInstall(installDir);
  const client = new pg.Client({ connectionString: ctx.db.url });
  await client.connect();
  try {
    await client.query(PEER_SQL);
  } finally {
    await client.end();
  }
  const load = { connections: CONNECTIONS, warmup: ctx.options.warmup, duration: ctx.options.duration };
  // Each server runs as deployed: NODE_ENV=production, as the Dockerfile sets it (graphql-js and Express check it).
  const env = { PEER_DATABASE_URL: ctx.db.url, NODE_ENV: 'production' };
  const categories = ctx.categories.slice(0, FEED_CATEGORY_COUNT);
  const ours = graphqlFeed({ categories: ctx.categories, search: FEED_TERM.term });
  const peer: HttpRequestSpec = graphqlRequest(PEER_FEED_DOCUMENT, {
    sources: [...FEED_SOURCES],
    categories,
    since: new Date(Date.now() - DATE_RANGE_MS[FEED_DATE_RANGE]).toISOString(),
    term: FEED_TERM.term,
    first: FEED_PAGE_SIZE,
  });

  const paperlightIds: number[] = [];
  progress(`T2: Paperlight feed query in its own process, ${CONNECTIONS} connections, ${load.warmup} s warm-up + ${load.duration} s`);
  const paperlight = await withServer(
    ['--import', 'tsx', path.join(HERE, 'peer', 'paperlight-server.ts')],
    process.cwd(),
    { ...env, PEER_LOG_FILE: path.join(installDir, 'paperlight.log') },
    async (baseUrl) => {
      const data = await fetchGraphQL<FeedData>(baseUrl, ours);
      paperlightIds.push(...data.articles.edges.map((edge) => edge.node.databaseId));
      return measureHttp(baseUrl, ours, load);
    },
  );
  let sameRows = false;
  progress(`T2: PostGraphile feed query in its own process, ${CONNECTIONS} connections`);
  const postgraphile = await withServer(['postgraphile-server.mjs'], installDir, env, async (baseUrl) => {
    const data = await fetchGraphQL<{ peerFeed: { nodes: { rowId: number }[] } }>(baseUrl, peer);
    sameRows = JSON.stringify(data.peerFeed.nodes.map((node) => node.rowId)) === JSON.stringify(paperlightIds);
    return measureHttp(baseUrl, peer, load);
  });
  const helloWorlds: ServerLoad[] = [];
  for (const [name, script] of [
    ['Apollo Server 5 hello world', 'apollo-hello.mjs'],
    ['GraphQL Yoga 5 hello world', 'yoga-hello.mjs'],
  ] as const) {
    progress(`T2 context: ${name}, ${CONNECTIONS} connections`);
    helloWorlds.push({
      name,
      summary: await withServer([script], installDir, { NODE_ENV: 'production' }, (baseUrl) => measureHttp(baseUrl, HELLO, load)),
    });
  }
  return { connections: CONNECTIONS, installDir, sameRows, paperlight, postgraphile, helloWorlds };
}
