import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Env } from '../config/env.js';
import { logger } from '../lib/logger.js';
import type { EmbeddedDatabase } from './embedded-postgres.js';
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

const MIGRATION_POLL_MS = 2_000;
const MIGRATION_REMINDER_MS = 60_000;

/** Waits until another process (`npm run migrate`) has applied every migration this code knows, saying so once a minute. */
async function waitForMigrations(orm: MikroORM): Promise<void> {
  let remindedAt = 0;
  for (;;) {
    const pending = await orm.migrator.getPending();
    if (!pending.length) return;
    if (Date.now() - remindedAt >= MIGRATION_REMINDER_MS) {
      remindedAt = Date.now();
      const names = pending.map((migration) => migration.name).join(', ');
      logger.error(
        `The database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} (${names}); waiting for \`npm run migrate\` (compose: the migrate service) to apply them.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, MIGRATION_POLL_MS));
  }
}

/**
 * Opens the database named by DATABASE_URL, or starts the embedded PostgreSQL under `<dataDir>/pg` when it is unset,
 * then applies pending migrations; with `migrate` false (production, where `npm run migrate` applies them as a step of
 * its own) it waits until they are applied instead.
 */
export async function openDatabase(env: Env, options: { migrate: boolean } = { migrate: true }): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = env.databaseUrl;
  if (!url) {
    // Loaded only here: the embedded server is a development dependency, absent from a production install. The package
    // hooks the stop signals as it loads, to stop its clusters and exit at once; the process's own handlers, which stop
    // the requests first (main.ts), stay the only ones.
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    const ownHandlers = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
    const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
    for (const signal of signals)
      for (const listener of process.listeners(signal))
        if (!ownHandlers.get(signal)?.includes(listener)) process.removeListener(signal, listener);
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
    if (options.migrate) {
      const applied = await migrateToLatest(orm);
      if (applied.length) logger.info(`Applied migrations: ${applied.join(', ')}`);
    } else {
      await waitForMigrations(orm);
    }
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
