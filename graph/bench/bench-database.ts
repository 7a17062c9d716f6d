import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';

/** The benchmark's database: `paperlight_bench` unless BENCH_DATABASE_NAME names another. */
export const BENCH_DATABASE_NAME = process.env.BENCH_DATABASE_NAME?.trim() || 'paperlight_bench';

/** What an earlier run seeded into the database, recorded so that `--reuse` can skip seeding. */
export interface SeedRecord {
  articles: number;
  now: Date;
  seconds: number;
}

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
  /** The earlier run's seed when the database was kept (`--reuse`), else null: the database is new and empty. */
  reused: SeedRecord | null;
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

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** The seed an earlier run recorded, when the database holds exactly that seed. */
async function readSeedRecord(url: string, articles: number): Promise<SeedRecord | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query("select to_regclass('bench_seed') is not null as present");
    if (!table.rows[0]?.present) return null;
    const { rows } = await client.query<{ articles: number; now: Date; seconds: number; actual: number }>(
      'select s.articles, s.now, s.seconds, (select count(*)::int from articles) as actual from bench_seed s',
    );
    const row = rows[0];
    return row && row.articles === articles && row.actual === articles ? { articles, now: row.now, seconds: row.seconds } : null;
  } finally {
    await client.end();
  }
}

/** Records the seed in the benchmark database (a table of the benchmark's own, not of the product). */
export async function writeSeedRecord(url: string, seed: SeedRecord): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create table if not exists bench_seed (articles int not null, now timestamptz not null, seconds float8 not null)');
    await client.query('delete from bench_seed');
    await client.query('insert into bench_seed (articles, now, seconds) values ($1, $2, $3)', [seed.articles, seed.now, seed.seconds]);
  } finally {
    await client.end();
  }
}

/**
 * Opens the migrated benchmark database (BENCH_DATABASE_NAME, default `paperlight_bench`): on the server named by
 * BENCH_DATABASE_URL, else on an embedded PostgreSQL in a temporary directory with durability on. It is dropped and
 * created afresh, except when `reuseArticles` is given and the database already holds a recorded seed of that many
 * articles with no migration pending (only possible on BENCH_DATABASE_URL's server, which outlives the run).
 */
export async function openBenchDatabase(options: { reuseArticles?: number | null } = {}): Promise<BenchDatabase> {
  const server = await startBenchServer();
  try {
    const url = withDatabase(server.adminUrl, BENCH_DATABASE_NAME);
    const config = createOrmConfig(url);
    let reused: SeedRecord | null = null;
    if (options.reuseArticles && (await databaseExists(server.adminUrl, BENCH_DATABASE_NAME))) {
      reused = await readSeedRecord(url, options.reuseArticles);
      if (reused) {
        const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, silent: true } });
        const pending = await orm.migrator.getPending().finally(() => orm.close(true));
        if (pending.length) reused = null;
      }
    }
    if (!reused) await recreateDatabase(server.adminUrl, BENCH_DATABASE_NAME);
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
      reused,
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
