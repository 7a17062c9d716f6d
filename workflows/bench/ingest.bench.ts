import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '#graph/config/env.js';
import { createOutboxMailer } from '#graph/lib/mailer.js';
import { AiGateway } from '#graph/modules/ai-gateway/ai-gateway.service.js';
import { AiSummariser } from '#graph/modules/summary/ai-summariser.service.js';
import { INGEST_SOURCE_WORKFLOW, summariseWorkflowId, type IngestSourceResult } from '../src/contracts.js';
import { createSourceClients } from '../src/sources/index.js';
import { createPaperlightWorker } from '../src/worker/create-worker.js';
import { prebuiltWorkflowBundle } from '../src/worker/workflow-bundle.js';
import { loadRecordPools, recordsOnDay } from '../test/fixture-records.js';
import { startBenchStack } from './bench-stack.js';
import { historyTimings, mean, medianColdWorkerStart, waitUntil } from './measure.js';

// npm run bench:ingest -- [--records 5000] [--latency 1000] [--concurrency 32]
// Ingests recorded PubMed records, repeated under distinct PMIDs and DOIs, through the real workflow path: the local
// source server, the ingestion workflow and activity, and one summarisation workflow per new article against a fake
// OpenAI-compatible server answering after --latency ms (a model's think time). Reports articles per second end to end
// and T7: wall time against the sum of activity durations (from the histories) divided by the activity concurrency,
// and worker start with a pre-built bundle against start with bundling.
const { values } = parseArgs({ options: { records: { type: 'string' }, latency: { type: 'string' }, concurrency: { type: 'string' } } });
const records = Number(values.records ?? 5_000);
const latencyMs = Number(values.latency ?? 1_000);
const concurrency = Number(values.concurrency ?? 32);
const DAY = '2026-07-01';
const env = loadEnv();

const recorded = loadRecordPools();
const pools = recordsOnDay(recorded, DAY, Math.ceil(records / recorded.PubMed.length));
pools.PubMed = pools.PubMed.slice(0, records);
const stack = await startBenchStack(pools, latencyMs);
const bundle = await prebuiltWorkflowBundle(path.join(env.dataDir, 'workflow-bundles'));
const workerOptions = (taskQueue: string) => ({
  connection: stack.temporal.nativeConnection,
  namespace: 'default',
  taskQueue,
  workflowBundle: { codePath: bundle.codePath },
  maxConcurrentActivities: concurrency,
  deps: {
    orm: stack.orm,
    sources: createSourceClients({
      baseUrls: stack.sources.baseUrls,
      ncbiApiKey: null,
      ncbiEmail: 'bench@paperlight.test',
      minIntervalMs: { pubmed: 0 },
    }),
    summariser: new AiSummariser(new AiGateway({ apiKey: 'sk-bench', baseUrl: stack.openai.baseUrl, model: 'gpt-4o-mini' })),
    reaskBatch: env.aiReaskBatch,
    mailer: createOutboxMailer(path.join(env.dataDir, 'bench', 'outbox')),
    mail: { publicUrl: env.publicUrl, from: env.mailFrom, linkSecret: 'bench-mail-link-secret-0123456789abcdef' },
  },
});

try {
  const prebuiltStart = medianColdWorkerStart(stack.temporal.address, bundle.codePath, 3);
  const bundlingStart = medianColdWorkerStart(stack.temporal.address, null, 3);

  const worker = await createPaperlightWorker(workerOptions('bench'));
  const stored = async () => {
    const [row] = await stack.orm.em.fork().getConnection().execute<{ count: number }[]>('select count(*)::int as count from articles');
    return row.count;
  };
  const summarised = async () => {
    const [row] = await stack.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from articles where ai_summary is not null');
    return row.count;
  };
  const timing = await worker.runUntil(async () => {
    const started = performance.now();
    const handle = await stack.temporal.client.workflow.start(INGEST_SOURCE_WORKFLOW, {
      workflowId: 'ingest:pubmed:bench',
      taskQueue: 'bench',
      args: [{ source: 'PubMed', trigger: 'manual', window: { start: `${DAY}T00:00:00Z`, end: `${DAY}T23:59:59Z` } }],
    });
    await waitUntil(async () => (await stored()) >= records, 3_600_000, 'every article to be stored');
    const ingested = performance.now();
    const result = (await handle.result()) as IngestSourceResult;
    await waitUntil(async () => (await summarised()) >= result.inserted, 3_600_000, 'every summary');
    return { result, firstRunId: handle.firstExecutionRunId, ingestMs: ingested - started, totalMs: performance.now() - started };
  });

  const ids = await stack.orm.em.fork().getConnection().execute<{ id: number }[]>('select id from articles order by id');
  const timings = await historyTimings(stack.temporal.client, [
    { workflowId: 'ingest:pubmed:bench', runId: timing.firstRunId },
    ...ids.map(({ id }) => ({ workflowId: summariseWorkflowId(id) })),
  ]);
  const durations = timings.activities;
  const activityMs = durations.reduce((sum, duration) => sum + duration.ms, 0);
  const byType = Object.fromEntries(
    [...new Set(durations.map((duration) => duration.type))].map((type) => {
      const mine = durations.filter((duration) => duration.type === type).map((duration) => duration.ms);
      return [type, { count: mine.length, meanMs: mean(mine) }];
    }),
  );
  const ideal = activityMs / concurrency;
  const report = {
    records: timing.result.fetched,
    inserted: timing.result.inserted,
    aiLatencyMs: latencyMs,
    activityConcurrency: concurrency,
    ingestSeconds: +(timing.ingestMs / 1000).toFixed(1),
    endToEndSeconds: +(timing.totalMs / 1000).toFixed(1),
    articlesPerSecond: +(timing.result.inserted / (timing.totalMs / 1000)).toFixed(1),
    activities: durations.length,
    sumOfActivitySeconds: +(activityMs / 1000).toFixed(1),
    activityTypes: byType,
    meanWorkflowTaskWaitMs: mean(timings.workflowTaskWaits),
    meanActivityTaskWaitMs: mean(timings.activityTaskWaits),
    t7Ratio: +(timing.totalMs / ideal).toFixed(2),
    workerStartPrebuiltMs: Math.round(prebuiltStart),
    workerStartBundlingMs: Math.round(bundlingStart),
    t7StartRatio: +(prebuiltStart / bundlingStart).toFixed(2),
  };
  console.log(`
Ingestion benchmark: ${report.records} recorded-format PubMed records, AI answering after ${latencyMs} ms, ${concurrency} activities at once
  stored and visible after       ${report.ingestSeconds} s
  summarised, end to end         ${report.endToEndSeconds} s  →  ${report.articlesPerSecond} articles/s
  activities                     ${report.activities}, ${report.sumOfActivitySeconds} s in all; ${Object.entries(byType)
    .map(([type, stats]) => `${type} ×${stats.count} ${stats.meanMs} ms`)
    .join(', ')}
  task queueing (mean)           workflow tasks ${report.meanWorkflowTaskWaitMs} ms, activity tasks ${report.meanActivityTaskWaitMs} ms
  T7 wall ÷ (Σ activity ÷ ${concurrency})     ${report.t7Ratio}  (target ≤ 1.5)
  T7 worker start, pre-built     ${report.workerStartPrebuiltMs} ms vs ${report.workerStartBundlingMs} ms bundling at start → ${report.t7StartRatio}  (target ≤ 0.5)
  reuseV8Context                 on`);
  const out = path.join(env.dataDir, 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'ingest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`  written to ${path.join(out, 'ingest.json')}`);
} finally {
  await stack.close();
}
