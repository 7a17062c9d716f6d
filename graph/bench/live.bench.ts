import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';
import { readDemoArticles } from '../src/db/seeders/demo-seeder.js';
import { upsertArticles } from '../src/modules/ingestion/ingestion.service.js';
import { COMMENT_RATE_LIMIT } from '../src/modules/comment/comment.limits.js';
import { TestBrowser } from '../test/http-client.js';
import { liveClient } from '../test/live.js';
import type { LiveServerMemory } from './live-server.js';

// T6: 1,000 graphql-ws subscribers on one article of one API process; every comment must reach all of them.
const SUBSCRIBERS = Number(process.argv.find((arg) => arg.startsWith('--subscribers='))?.split('=')[1] ?? 1000);
const COMMENTS = Number(process.argv.find((arg) => arg.startsWith('--comments='))?.split('=')[1] ?? 100);
const ADDED = 'subscription A($articleId: ID!) { commentAdded(articleId: $articleId) { id } }';
const MEMORY_RUNS = 3;

interface LiveServer {
  baseUrl: string;
  /** Runs a full GC in the server and returns its memory and live subscription count. */
  measure(): Promise<LiveServerMemory>;
  stop(): Promise<void>;
}

/** Starts the API in a process of its own with --expose-gc, so memory is read after a forced collection. */
async function startLiveServer(databaseUrl: string): Promise<LiveServer> {
  const child: ChildProcess = fork('graph/bench/live-server.ts', [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, LIVE_BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The API process exited with ${code}.`)));
    child.once('message', (message) => resolve((message as { port: number }).port));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    measure: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as LiveServerMemory));
        child.send('measure');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function subscribeIdle(baseUrl: string, articleId: number) {
  const client = liveClient(baseUrl);
  client.subscribe(
    { query: ADDED, variables: { articleId: String(articleId) } },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  return client;
}

async function waitForSubscriptions(server: LiveServer, expected: number): Promise<LiveServerMemory> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const memory = await server.measure();
    if (memory.subscribers >= expected) return memory;
    if (Date.now() > deadline) throw new Error(`Only ${memory.subscribers} of ${expected} subscriptions opened.`);
    await sleep(250);
  }
}

/**
 * RSS growth per idle connection: in a fresh API process, one subscriber first (so code loaded on first use is in the
 * baseline), a forced GC and the baseline; then `count` more idle subscribers, a forced GC and the reading.
 */
async function idleMemoryPerConnection(databaseUrl: string, articleId: number, count: number) {
  const server = await startLiveServer(databaseUrl);
  const clients = [subscribeIdle(server.baseUrl, articleId)];
  try {
    await waitForSubscriptions(server, 1);
    await sleep(500);
    const before = await server.measure();
    for (let index = 0; index < count; index++) clients.push(subscribeIdle(server.baseUrl, articleId));
    await waitForSubscriptions(server, count + 1);
    await sleep(1_000);
    const after = await server.measure();
    return {
      rssKb: (after.rss - before.rss) / 1024 / count,
      heapKb: (after.heapUsed - before.heapUsed) / 1024 / count,
      externalKb: (after.external - before.external) / 1024 / count,
    };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    await server.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(baseUrl: string, articleId: number, writers: TestBrowser[], subscriberCount: number) {
  const received = new Map<string, number[]>();
  const clients = [];
  for (let index = 0; index < subscriberCount; index++) {
    const client = liveClient(baseUrl);
    client.subscribe<{ commentAdded: { id: string } }>(
      { query: ADDED, variables: { articleId: String(articleId) } },
      {
        next: (result) => {
          const id = result.data?.commentAdded.id;
          if (id) (received.get(id) ?? received.set(id, []).get(id)!).push(Date.now());
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    clients.push(client);
  }
  await sleep(Math.max(1_000, subscriberCount * 2));
  const latencies: number[] = [];
  let lost = 0;
  for (let index = 0; index < COMMENTS; index++) {
    const sentAt = Date.now();
    const writer = writers[index % writers.length];
    const { body } = await writer.request<{ id: number }>(`/api/articles/${articleId}/comments`, {
      method: 'POST',
      json: { content: `Benchmark comment ${index}` },
    });
    const deadline = Date.now() + 10_000;
    while ((received.get(String(body.id))?.length ?? 0) < subscriberCount && Date.now() < deadline) await sleep(2);
    const times = received.get(String(body.id)) ?? [];
    lost += subscriberCount - times.length;
    latencies.push(...times.map((time) => time - sentAt));
  }
  await Promise.all(clients.map((client) => client.dispose()));
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    lost,
  };
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'paperlight-live-bench-'));
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), persistent: false });
  await ensureDatabase(cluster.url('postgres'), 'paperlight_bench');
  const url = cluster.url('paperlight_bench');
  const orm = await MikroORM.init(createOrmConfig(url));
  await migrateToLatest(orm);
  const result = await upsertArticles({ em: orm.em.fork() }, (await readDemoArticles()).slice(0, 1));
  const articleId = result.inserted[0];
  const memory = [];
  for (let index = 0; index < MEMORY_RUNS; index++) {
    process.stderr.write(`… idle memory, run ${index + 1} of ${MEMORY_RUNS}: ${SUBSCRIBERS} subscribers on a fresh API process\n`);
    memory.push(await idleMemoryPerConnection(url, articleId, SUBSCRIBERS));
  }
  const rssPerConnection = median(memory.map((run) => run.rssKb));
  const server = await startLiveServer(url);
  try {
    // Comments are limited per reader (COMMENT_RATE_LIMIT), so the benchmark's comments come from enough readers.
    const writerCount = Math.ceil((2 * COMMENTS) / COMMENT_RATE_LIMIT.points);
    const writers = Array.from({ length: writerCount }, () => new TestBrowser(server.baseUrl));
    for (const [index, writer] of writers.entries()) await writer.register(`bench-writer-${index}`);
    const one = await run(server.baseUrl, articleId, writers, 1);
    const many = await run(server.baseUrl, articleId, writers, SUBSCRIBERS);
    const ratio = many.p95 / Math.max(one.p95, 1);
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(`T6 live comments: ${COMMENTS} comments, 1 process, PostgreSQL LISTEN/NOTIFY`);
    console.log(`  1 subscriber:          p50 ${one.p50} ms, p95 ${one.p95} ms, lost ${one.lost}`);
    console.log(
      `  ${SUBSCRIBERS} subscribers:     p50 ${many.p50} ms, p95 ${many.p95} ms, lost ${many.lost}  [${verdict(many.lost === 0)} 0 lost]`,
    );
    console.log(`  p95 ratio:             ${ratio.toFixed(2)}x  [${verdict(ratio <= 10)} ≤ 10x]`);
    console.log(
      `  RSS growth when idle:  ${rssPerConnection.toFixed(1)} KB per connection, median of ${MEMORY_RUNS} fresh processes after a forced GC  [${verdict(rssPerConnection <= 64)} ≤ 64 KB]`,
    );
    console.log(
      `    runs (RSS / JS heap / external KB per connection): ${memory.map((run) => `${run.rssKb.toFixed(1)} / ${run.heapKb.toFixed(1)} / ${run.externalKb.toFixed(1)}`).join(', ')}`,
    );
    console.log(`  1-minute load average: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
  } finally {
    await server.stop();
    await orm.close(true);
    await cluster.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
