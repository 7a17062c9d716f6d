import 'reflect-metadata';
import { ConfigError, loadEnv } from './config/env.js';
import { openDatabase, type Database } from './db/database.js';
import { seedDemoArticles } from './db/seeders/demo-seeder.js';
import { logger, setLogLevel } from './lib/logger.js';
import { createSummariser } from './modules/summary/create-summariser.js';
import { createPaperlightServer, type PaperlightServer } from './server/app.js';

async function main(): Promise<void> {
  const env = loadEnv();
  setLogLevel(env.logLevel);
  let database: Database | null = null;
  let server: PaperlightServer | null = null;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Received ${signal}; shutting down.`);
    await server?.close().catch((error: unknown) => logger.error('The HTTP server did not close cleanly', error));
    await database?.close().catch((error: unknown) => logger.error('The database did not close cleanly', error));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  database = await openDatabase(env);
  const summariser = createSummariser(env);
  const seeded = await seedDemoArticles({ em: database.orm.em.fork() }, summariser);
  if (seeded) logger.info(`Loaded ${seeded} demo articles from recorded source responses (summaries by the ${summariser.provider} summariser).`);

  server = await createPaperlightServer({ orm: database.orm, production: env.production, sessionSecret: env.sessionSecret });
  const port = await server.listen(env.port);
  const base = `http://localhost:${port}`;
  logger.info(`Paperlight is ready.\n  App:      ${base}/\n  GraphQL:  ${base}/graphql\n  REST:     ${base}/api/articles\n  Health:   ${base}/healthz`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    logger.error(error.message);
  } else {
    logger.error('Paperlight could not start', error);
  }
  process.exit(1);
});
