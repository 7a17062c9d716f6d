import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import { createAppServices } from '../../src/app-services.js';
import { loadEnv } from '../../src/config/env.js';
import { createOrmConfig } from '../../src/db/mikro-orm.config.js';
import { configureLogger } from '../../src/lib/logger.js';
import { UNMETERED_BUDGETS } from '../../src/lib/request-budget.js';
import { createPaperlightServer } from '../../src/server/app.js';

// The API in a process of its own, as the peer runs in one: the product's configuration, production mode, and the
// anonymous read cache off (the peer comparison is about computed answers) and no hourly budget, which would refuse
// a load generator within seconds as it would in the other benchmark servers. Prints {"port": N} once listening.
const url = process.env.PEER_DATABASE_URL;
if (!url) throw new Error('PEER_DATABASE_URL is not set.');
const logFile = process.env.PEER_LOG_FILE;
if (!logFile) throw new Error('PEER_LOG_FILE is not set.');
// Production's log lines (JSON, one per request, written synchronously), into a file as a log collector would take
// them: written to the benchmark's stdout pipe, each line would wait for the load generator to read it.
configureLogger({ level: 'info', format: 'json', destination: pino.destination({ dest: logFile, sync: true }) });
const orm = await MikroORM.init(createOrmConfig(url));
const server = await createPaperlightServer({
  orm,
  services: createAppServices(loadEnv({})),
  production: true,
  sessionSecret: randomBytes(32).toString('hex'),
  cacheAnonymousReads: false,
  requestBudgets: UNMETERED_BUDGETS,
});
const port = await server.listen(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  void server
    .close()
    .then(() => orm.close(true))
    .finally(() => process.exit(0));
});
