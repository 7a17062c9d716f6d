import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The ORM configuration for one database; `debug` logs every SQL statement through `logger`. */
export function createOrmConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      // New migrations are diffed against a scratch database migrated to the latest one, never a snapshot file.
      snapshot: false,
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    // The change-announcing triggers are written in their migration (statement triggers over transition tables, which
    // entity metadata cannot describe): schema diffs leave them alone.
    schemaGenerator: { ignoreTriggers: true },
    // Migration files are imported by whatever loaded this module (tsx, Vitest, or plain node over the compiled files),
    // so a migration that counts with the text library resolves its imports the way the rest of the code does.
    dynamicImportProvider: (id: string) => import(id),
    pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
    driverOptions: { connectionTimeoutMillis: 5_000 },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ...overrides,
  });
}
