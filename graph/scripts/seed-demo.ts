import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../src/config/env.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';
import { seedDemoArticles } from '../src/db/seeders/demo-seeder.js';
import { LocalSummariser } from '../src/modules/summary/local-summariser.service.js';

// `npm run seed:demo`: loads the demo library into an empty database on request (production never loads it by itself).
const env = loadEnv();
if (!env.databaseUrl) {
  console.error('Set DATABASE_URL to seed a database; `npm start` loads the demo library into its embedded one by itself.');
  process.exit(1);
}
const orm = await MikroORM.init(createOrmConfig(env.databaseUrl));
const seeded = await seedDemoArticles({ em: orm.em.fork() }, new LocalSummariser());
console.log(seeded ? `Loaded ${seeded} demo articles.` : 'The database already has articles; the demo library was not loaded.');
await orm.close(true);
