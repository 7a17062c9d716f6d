import { randomBytes } from 'node:crypto';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';

export interface TestDatabase {
  orm: MikroORM;
  url: string;
  name: string;
  /** Every SQL statement the ORM ran since the last `reset()`. */
  queries: QueryLog;
  drop(): Promise<void>;
}

export class QueryLog {
  readonly statements: string[] = [];

  reset(): void {
    this.statements.length = 0;
  }

  get count(): number {
    return this.statements.length;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('db').adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Clones the migrated template into a database of this test file's own and opens an ORM on it. */
export async function createTestDatabase(overrides: Partial<Options> = {}): Promise<TestDatabase> {
  const { adminUrl, template } = inject('db');
  const name = `paperlight_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}" template "${template}"`));
  const url = databaseUrl(adminUrl, name);
  const queries = new QueryLog();
  const orm = await MikroORM.init(
    createOrmConfig(url, {
      debug: ['query'],
      logger: (message: string) => {
        if (/^\[query\]/.test(message.replace(/\u001b\[[0-9;]*m/g, ''))) queries.statements.push(message);
      },
      ...overrides,
    }),
  );
  return {
    orm,
    url,
    name,
    queries,
    drop: async () => {
      await orm.close(true);
      await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
