import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Env } from '../config/env.js';
import { logger } from '../lib/logger.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { migrateToLatest } from './migrate.js';
import { createOrmConfig } from './mikro-orm.config.js';

export const EMBEDDED_DATABASE_NAME = 'paperlight';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

/** Creates a database on a server unless it exists already. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Opens the database named by DATABASE_URL, or starts the embedded PostgreSQL under `<dataDir>/pg` when it is unset,
 * then applies pending migrations.
 */
export async function openDatabase(env: Env): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = env.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(env.dataDir, 'pg'),
      persistent: true,
      ownProcessGroup: true,
      log: (line) => logger.debug(line),
    });
    await ensureDatabase(embedded.url('postgres'), EMBEDDED_DATABASE_NAME);
    url = embedded.url(EMBEDDED_DATABASE_NAME);
    logger.info(`Embedded PostgreSQL is running on 127.0.0.1:${embedded.port} with data in ${path.join(env.dataDir, 'pg')}`);
  }
  try {
    const orm = await MikroORM.init(createOrmConfig(url));
    const applied = await migrateToLatest(orm);
    if (applied.length) logger.info(`Applied migrations: ${applied.join(', ')}`);
    return {
      orm,
      url,
      embedded,
      close: async () => {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
