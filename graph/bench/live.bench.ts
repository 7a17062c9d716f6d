import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { liveClient, startServerProcess } from '../test/live.js';

// T6: 1,000 graphql-ws subscribers on one article of one API process; every comment must reach all of them.
const SUBSCRIBERS = Number(process.argv.find((arg) => arg.startsWith('--subscribers='))?.split('=')[1] ?? 1000);
const COMMENTS = Number(process.argv.find((arg) => arg.startsWith('--comments='))?.split('=')[1] ?? 100);
const ADDED = 'subscription A($articleId: ID!) { commentAdded(articleId: $articleId) { id } }';

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(baseUrl: string, pid: number, articleId: number, writers: TestBrowser[], subscriberCount: number) {
  const received = new Map<string, number[]>();
  const rssBefore = rssKb(pid);
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
  const idleRssGrowthKb = rssKb(pid) - rssBefore;
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
    idleRssGrowthKb,
    perConnectionKb: idleRssGrowthKb / subscriberCount,
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
  const server = await startServerProcess(url);
  try {
    // Comments are limited per reader (COMMENT_RATE_LIMIT), so the benchmark's comments come from enough readers.
    const writerCount = Math.ceil((2 * COMMENTS) / COMMENT_RATE_LIMIT.points);
    const writers = Array.from({ length: writerCount }, () => new TestBrowser(server.baseUrl));
    for (const [index, writer] of writers.entries()) await writer.register(`bench-writer-${index}`);
    const one = await run(server.baseUrl, server.child.pid!, articleId, writers, 1);
    const many = await run(server.baseUrl, server.child.pid!, articleId, writers, SUBSCRIBERS);
    const ratio = many.p95 / Math.max(one.p95, 1);
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(`T6 live comments: ${COMMENTS} comments, 1 process, PostgreSQL LISTEN/NOTIFY`);
    console.log(`  1 subscriber:          p50 ${one.p50} ms, p95 ${one.p95} ms, lost ${one.lost}`);
    console.log(
      `  ${SUBSCRIBERS} subscribers:     p50 ${many.p50} ms, p95 ${many.p95} ms, lost ${many.lost}  [${verdict(many.lost === 0)} 0 lost]`,
    );
    console.log(`  p95 ratio:             ${ratio.toFixed(2)}x  [${verdict(ratio <= 10)} ≤ 10x]`);
    console.log(
      `  RSS growth when idle:  ${many.perConnectionKb.toFixed(1)} KB per connection (${many.idleRssGrowthKb} KB)  [${verdict(many.perConnectionKb <= 64)} ≤ 64 KB]`,
    );
  } finally {
    await server.stop();
    await orm.close(true);
    await cluster.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
