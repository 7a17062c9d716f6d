import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createAppServices } from '#graph/app-services.js';
import { loadEnv } from '#graph/config/env.js';
import { createOrmConfig } from '#graph/db/mikro-orm.config.js';
import { createPaperlightServer } from '#graph/server/app.js';

// The API of a workflow benchmark in its own process, as it runs in production beside the worker's process. Started
// with an IPC channel: it answers { port } once listening and stops on SIGTERM.
const url = process.env.BENCH_API_DATABASE_URL;
const secret = process.env.BENCH_API_SECRET;
if (!url || !secret) throw new Error('BENCH_API_DATABASE_URL and BENCH_API_SECRET must be set.');
if (!process.send) throw new Error('Start this process with an IPC channel.');
const orm = await MikroORM.init(createOrmConfig(url));
const server = await createPaperlightServer({
  orm,
  services: createAppServices(loadEnv({ MAIL_LINK_SECRET: secret })),
  production: true,
  sessionSecret: secret,
});
process.send({ port: await server.listen(0, '127.0.0.1') });
process.on('SIGTERM', () => {
  void server
    .close()
    .then(() => orm.close(true))
    .finally(() => process.exit(0));
});
