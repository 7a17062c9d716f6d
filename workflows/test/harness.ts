import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, type Worker } from '@temporalio/worker';
import { inject } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { TEST_MAIL_LINK_SECRET } from '#graph-test/services.js';
import { createOutboxMailer, type Mailer } from '#graph/lib/mailer.js';
import type { DigestMailSettings } from '#graph/modules/digest/digest-message.render.js';
import { AiGateway } from '#graph/modules/ai-gateway/ai-gateway.service.js';
import { AiSummariser } from '#graph/modules/summary/ai-summariser.service.js';
import { createWebhookPoster } from '#graph/modules/webhook/webhook-http.service.js';
import type { SourceClientsConfig } from '../src/sources/index.js';
import { createPaperlightWorker } from '../src/worker/create-worker.js';
import { prebuiltWorkflowBundle } from '../src/worker/workflow-bundle.js';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.js';
import { loadRecordPools, type RecordPools } from './fixture-records.js';
import { testSourceClients } from './source-clients.js';
import { startSourceServer, type SourceServer } from './source-server.js';

/** A data directory for worker processes that tests start: its `workflow-bundles` folder holds the pre-built bundles. */
export const TEST_DATA_DIR = path.join(tmpdir(), 'paperlight-test-data');
/** Where test workers keep pre-built workflow bundles, shared by every test file and run. */
export const TEST_BUNDLE_DIR = path.join(TEST_DATA_DIR, 'workflow-bundles');

/** A unique task queue, so test files sharing one Temporal server never pick up each other's work. */
export function uniqueTaskQueue(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}`;
}

/** Everything a workflow test runs against: a cloned database, Temporal, the stand-in sources and AI, and a worker. */
export interface Harness {
  db: TestDatabase;
  temporal: TestWorkflowEnvironment;
  sources: SourceServer;
  openai: FakeOpenAi;
  recorded: RecordPools;
  taskQueue: string;
  /** Where the worker's digests go: an outbox in a temporary folder unless the test passed a mailer. */
  mailer: Mailer;
  /** The worker running in this process; `stopWorker` ends it, `startWorker` runs a new one. */
  worker: Worker | null;
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

let runtimeInstalled = false;

/** Keeps the SDK's logs to errors in tests; expected failures (the point of many tests) would otherwise fill the output. */
export function quietTemporalLogs(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  Runtime.install({ logger: new DefaultLogger('ERROR') });
}

/**
 * Connects to the run's Temporal dev server (see `temporal-global-setup.ts`) in a namespace of this test file's own:
 * each file has its own database, so its article ids, and the `summarise:<id>` workflow ids, repeat other files'.
 */
export async function connectTemporal(): Promise<TestWorkflowEnvironment> {
  quietTemporalLogs();
  const { address } = inject('temporal');
  const namespace = `test-${randomUUID().slice(0, 8)}`;
  await promisify(execFile)(loadEnv().temporalCli ?? 'temporal', [
    'operator',
    'namespace',
    'create',
    '--namespace',
    namespace,
    '--address',
    address,
  ]);
  return TestWorkflowEnvironment.createFromExistingServer({ address, namespace });
}

/** The mail settings of test workers: links to a local address, signed with the test servers' secret. */
export const TEST_MAIL_SETTINGS: DigestMailSettings = {
  publicUrl: 'https://paperlight.test',
  from: 'Paperlight <digest@paperlight.test>',
  linkSecret: TEST_MAIL_LINK_SECRET,
};

/** What a test may give the harness instead of its own: a database and a Temporal server it keeps and closes itself. */
export interface HarnessOptions {
  mailer?: Mailer;
  /** The database the worker writes to (such as the one a test's API server reads); the harness leaves it in place. */
  db?: TestDatabase;
  /** The Temporal server to run on (such as a dev server the test started); the harness leaves it running. */
  temporal?: TestWorkflowEnvironment;
}

/**
 * Starts the harness with an in-process worker whose activities use the real database, the local source servers (no
 * etiquette waits), the OpenAI summariser pointed at the fake OpenAI server, and the given mailer (else an outbox).
 * Without a database or Temporal server given, it clones a database and connects to the run's Temporal dev server.
 */
export async function startHarness(
  name: string,
  sourceConfig: Partial<SourceClientsConfig> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  const db = options.db ?? (await createTestDatabase({ debug: false, pool: { min: 0, max: 20 } }));
  const temporal = options.temporal ?? (await connectTemporal());
  const recorded = loadRecordPools();
  const sources = await startSourceServer(recorded);
  const openai = await startFakeOpenAi();
  const bundle = await prebuiltWorkflowBundle(TEST_BUNDLE_DIR);
  const taskQueue = uniqueTaskQueue(name);
  const mailer = options.mailer ?? createOutboxMailer(mkdtempSync(path.join(tmpdir(), 'paperlight-outbox-')));
  let running: Promise<void> | null = null;
  const harness: Harness = {
    db,
    temporal,
    sources,
    openai,
    recorded,
    taskQueue,
    mailer,
    worker: null,
    async startWorker() {
      const worker = await createPaperlightWorker({
        connection: temporal.nativeConnection,
        namespace: temporal.namespace ?? 'default',
        taskQueue,
        workflowBundle: { codePath: bundle.codePath },
        deps: {
          orm: db.orm,
          sources: testSourceClients(sources, sourceConfig),
          summariser: new AiSummariser(new AiGateway({ apiKey: 'sk-test', baseUrl: openai.baseUrl, model: 'gpt-4o-mini' })),
          reaskBatch: loadEnv().aiReaskBatch,
          mailer,
          mail: TEST_MAIL_SETTINGS,
          // Tests run as development does: webhook receivers on loopback are allowed.
          webhookPoster: createWebhookPoster({ allowLoopback: true }),
        },
      });
      harness.worker = worker;
      running = worker.run();
    },
    async stopWorker() {
      harness.worker?.shutdown();
      await running;
      harness.worker = null;
      running = null;
    },
    async close() {
      await harness.stopWorker();
      if (!options.temporal) await temporal.teardown();
      await sources.close();
      await openai.close();
      await mailer.close();
      if (!options.db) await db.drop();
    },
  };
  await harness.startWorker();
  return harness;
}
