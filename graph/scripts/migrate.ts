import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../src/config/env.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';
import { migrateToLatest } from '../src/db/migrate.js';

const env = loadEnv();
if (!env.databaseUrl) {
  console.error('Set DATABASE_URL to migrate a database; `npm start` migrates the embedded one by itself.');
  process.exit(1);
}
const orm = await MikroORM.init(createOrmConfig(env.databaseUrl));
const applied = await migrateToLatest(orm);
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
await orm.close(true);
