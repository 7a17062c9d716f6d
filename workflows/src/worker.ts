import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Runtime } from '@temporalio/worker';
import { ConfigError, loadEnv } from '#graph/config/env.js';
import { createOrmConfig } from '#graph/db/mikro-orm.config.js';
import { logger, configureLogger } from '#graph/lib/logger.js';
import { resolveMailLinkSecret } from '#graph/lib/mail-link-secret.js';
import { createMailer } from '#graph/lib/mailer.js';
import { readCommitDurability } from '#graph/modules/ingestion/commit-durability.queries.js';
import { createSummariser } from '#graph/modules/summary/summariser-factory.service.js';
import { createWebhookPoster } from '#graph/modules/webhook/webhook-http.service.js';
import { INGESTION_TASK_QUEUE } from './contracts.js';
import { resolveConnections } from './runtime.js';
import { FIRST_INGESTION_DAYS, startFirstIngestions } from './first-ingestion.js';
import { ensureSchedules } from './schedules.js';
import { createSourceClients, sourceClientsConfig } from './sources/index.js';
import { lowerCpuPriority } from './worker/cpu-priority.js';
import { createPaperlightWorker } from './worker/create-worker.js';
import { startWorkerHealthServer } from './worker/health-server.js';
import { temporalLogger } from './worker/temporal-logger.js';
import { prebuiltWorkflowBundle } from './worker/workflow-bundle.js';

const USAGE = 'Usage: npm run worker -- [--task-queue <name>] [--schedules]';

/**
 * The worker process: connects to PostgreSQL and Temporal (from DATABASE_URL and TEMPORAL_ADDRESS, or the running
 * `npm start`), runs the ingestion, summarisation and digest workflows from a pre-built bundle, and with `--schedules`
 * makes sure the hourly ingestion, the digest slot and the hourly AI re-ask schedules exist and ingests the last week
 * of every source that has never been ingested. Stops cleanly on SIGINT/SIGTERM. Tells a parent process it is ready over IPC.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'task-queue': { type: 'string' }, schedules: { type: 'boolean' } } });
  const env = loadEnv();
  configureLogger({ level: env.logLevel, format: env.logFormat });
  // Before any thread starts, so every one the SDK and the workflow bundle start inherits it.
  lowerCpuPriority(env.workerNice);
  // The SDK's own INFO lines (worker state changes) are noise in the product log; its warnings carry every failure.
  // The SDK serves its own metrics (task latencies, slots, polls, sticky cache) where TEMPORAL_METRICS_ADDRESS says.
  Runtime.install({
    logger: temporalLogger(env.logLevel),
    ...(env.temporalMetricsAddress ? { telemetryOptions: { metrics: { prometheus: { bindAddress: env.temporalMetricsAddress } } } } : {}),
  });
  const taskQueue = values['task-queue'] ?? INGESTION_TASK_QUEUE;
  const { databaseUrl, temporalAddress, namespace, temporalSecurity } = resolveConnections(env);
  if (!databaseUrl)
    throw new ConfigError('The worker needs a database: set DATABASE_URL, or run it beside `npm start`, which starts its own worker.');
  if (!temporalAddress)
    throw new ConfigError('The worker needs Temporal: set TEMPORAL_ADDRESS, or run it beside `npm start`, which starts a dev server.');

  const orm = await MikroORM.init(createOrmConfig(databaseUrl, { pool: { min: 0, max: 20 } }));
  const durability = await readCommitDurability({ em: orm.em.fork() });
  if (!durability.durable) {
    const message = `PostgreSQL runs with fsync=${durability.fsync} and synchronous_commit=${durability.synchronousCommit}, so a crash can lose articles whose storage was acknowledged.`;
    if (env.production) throw new ConfigError(`${message} Turn both on before running the worker in production.`);
    logger.warn(message);
  }
  const mailer = createMailer(env);
  logger.info(
    mailer.kind === 'smtp'
      ? `Digests go out through ${mailer.description}, from ${env.mailFrom}.`
      : `Digests are written as .eml files to ${mailer.description} (no SMTP_URL is set).`,
  );
  if (env.production && !env.publicUrl.startsWith('https://')) {
    logger.warn(
      `PUBLIC_URL is ${env.publicUrl}: mailbox providers honour one-click unsubscribe only over https, so set an https PUBLIC_URL.`,
    );
  }
  const connection = await NativeConnection.connect({ address: temporalAddress, ...temporalSecurity });
  const bundle = await prebuiltWorkflowBundle(path.join(env.dataDir, 'workflow-bundles'));
  const worker = await createPaperlightWorker({
    connection,
    namespace,
    taskQueue,
    workflowBundle: { codePath: bundle.codePath },
    maxConcurrentLocalActivities: env.workerLocalActivities,
    deps: {
      orm,
      sources: createSourceClients(sourceClientsConfig(env)),
      summariser: createSummariser(env),
      reaskBatch: env.aiReaskBatch,
      mailer,
      mail: { publicUrl: env.publicUrl, from: env.mailFrom, linkSecret: resolveMailLinkSecret(env) },
      webhookPoster: createWebhookPoster({ allowLoopback: !env.apiProduction }),
    },
  });
  if (values.schedules) {
    const clientConnection = await Connection.connect({ address: temporalAddress, ...temporalSecurity });
    const client = new Client({ connection: clientConnection, namespace });
    const ids = await ensureSchedules(client, taskQueue);
    logger.info(`Schedules are in place: ${ids.join(', ')}.`);
    const first = await startFirstIngestions(client, orm.em.fork(), taskQueue);
    if (first.length)
      logger.info(
        `Ingesting the last ${FIRST_INGESTION_DAYS} days of ${first.join(', ')} now: ${first.length === 1 ? 'it has' : 'they have'} never been ingested.`,
      );
    await clientConnection.close();
  }
  logger.info(
    `Worker polling task queue "${taskQueue}" on ${temporalAddress} (namespace ${namespace}); workflow bundle ${bundle.built ? 'built' : 'loaded'} from ${bundle.codePath}.`,
  );
  const health =
    env.workerHealthPort === null
      ? null
      : await startWorkerHealthServer(
          env.workerHealthPort,
          {
            polling: () => worker.getState() === 'RUNNING',
            temporal: () => connection.workflowService.getSystemInfo({}),
            database: () => orm.em.getConnection().execute('select 1'),
          },
          { metricsToken: env.metricsToken },
        );
  if (health) logger.info(`Worker health and metrics on port ${health.port}: GET /healthz, GET /metrics.`);
  process.send?.({ type: 'ready', taskQueue, healthPort: health?.port ?? null });
  await worker.run();
  await health?.close();
  await connection.close();
  await mailer.close();
  await orm.close(true);
  logger.info('Worker stopped.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.error(error.message);
  else logger.error('The worker stopped with an error', error);
  logger.info(USAGE);
  process.exit(1);
});
