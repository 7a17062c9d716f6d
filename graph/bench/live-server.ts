import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { createAppServices } from '../src/app-services.js';
import { loadEnv } from '../src/config/env.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';
import { createPaperlightServer } from '../src/server/app.js';

// The API process of the live-comments benchmark. Started with --expose-gc and an IPC channel: on 'measure' it runs a
// full garbage collection and answers with its memory and its count of live subscriptions.
export interface LiveServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
  subscribers: number;
}

const url = process.env.LIVE_BENCH_DATABASE_URL;
if (!url) throw new Error('LIVE_BENCH_DATABASE_URL is not set.');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('Start this process with --expose-gc and an IPC channel.');
const orm = await MikroORM.init(createOrmConfig(url));
const server = await createPaperlightServer({
  orm,
  services: createAppServices(loadEnv({})),
  production: false,
  sessionSecret: randomBytes(32).toString('hex'),
});
const port = await server.listen(0, '127.0.0.1');
process.on('message', (message) => {
  if (message !== 'measure') return;
  gc();
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  const memory: LiveServerMemory = { rss, heapUsed, external, subscribers: server.pubSub.subscriberCount };
  process.send?.(memory);
});
process.send({ port });
process.on('SIGTERM', () => {
  void server
    .close()
    .then(() => orm.close(true))
    .finally(() => process.exit(0));
});
