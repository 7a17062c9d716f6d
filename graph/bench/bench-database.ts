import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';

export const BENCH_DATABASE_NAME = 'paperlight_bench';

/** Counts the SQL statements an ORM runs, through MikroORM's query logger. */
export class StatementCounter {
  readonly statements: string[] = [];

  /** The logger to pass to MikroORM with `debug: ['query']`. */
  readonly logger = (message: string): void => {
    if (/^\[query\]/.test(message.replace(/\u001b\[[0-9;]*m/g, ''))) this.statements.push(message);
  };

  reset(): void {
    this.statements.length = 0;
  }

  get count(): number {
    return this.statements.length;
  }
}

export interface BenchDatabase {
  url: string;
  /** Where the database runs: "embedded" or the server from BENCH_DATABASE_URL (without credentials). */
  location: string;
  /** The ORM the measured server uses: the product's configuration, no query logging. */
  orm: MikroORM;
  /** A second ORM on the same database whose every statement is counted. */
  countingOrm: MikroORM;
  counter: StatementCounter;
  serverVersion: string;
  /** Whether fsync and synchronous_commit are on, i.e. durability is not traded for speed. */
  durable: boolean;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function recreateDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function describeServer(url: string): Promise<{ serverVersion: string; durable: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; fsync: string; commit: string }>(
      "select current_setting('server_version') as version, current_setting('fsync') as fsync, current_setting('synchronous_commit') as commit",
    );
    const row = rows[0];
    return { serverVersion: row?.version ?? 'unknown', durable: row?.fsync === 'on' && row?.commit === 'on' };
  } finally {
    await client.end();
  }
}

interface BenchServer {
  adminUrl: string;
  location: string;
  stop(): Promise<void>;
}

async function startBenchServer(): Promise<BenchServer> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const parsed = new URL(external);
    return { adminUrl: external, location: `${parsed.hostname}:${parsed.port || 5432}`, stop: async () => {} };
  }
  const tempDir = mkdtempSync(path.join(tmpdir(), 'paperlight-bench-'));
  const removeTempDir = () => rmSync(tempDir, { recursive: true, force: true });
  try {
    chmodSync(tempDir, 0o755);
    const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: path.join(tempDir, 'pg'), persistent: false });
    return {
      adminUrl: embedded.url('postgres'),
      location: `embedded (127.0.0.1:${embedded.port})`,
      stop: async () => {
        await embedded.stop().catch(() => undefined);
        removeTempDir();
      },
    };
  } catch (error) {
    removeTempDir();
    throw error;
  }
}

/**
 * Opens a fresh, migrated `paperlight_bench` database: on the server named by BENCH_DATABASE_URL (dropping any earlier
 * bench database there), else on an embedded PostgreSQL in a temporary directory with durability on.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const server = await startBenchServer();
  try {
    await recreateDatabase(server.adminUrl, BENCH_DATABASE_NAME);
    const url = withDatabase(server.adminUrl, BENCH_DATABASE_NAME);
    const config = createOrmConfig(url);
    const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, silent: true } });
    await migrateToLatest(orm);
    const counter = new StatementCounter();
    const countingOrm = await MikroORM.init(createOrmConfig(url, { debug: ['query'], logger: counter.logger }));
    return {
      url,
      location: server.location,
      orm,
      countingOrm,
      counter,
      ...(await describeServer(url)),
      close: async () => {
        await countingOrm.close(true);
        await orm.close(true);
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
