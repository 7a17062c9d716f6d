import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';

export interface TestDatabaseServer {
  /** A connection string to the server's maintenance database. */
  adminUrl: string;
  /** A migrated database that each test file clones. */
  template: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    db: TestDatabaseServer;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts one PostgreSQL for the run (the embedded one, or the server in TEST_DATABASE_URL) and migrates a template
 * database that every test file clones, so files never share state.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'paperlight-test-')), 'pg'),
      persistent: false,
      unsafeFast: true,
    });
    adminUrl = embedded.url('postgres');
  }
  const template = `paperlight_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${template}"`);
  await admin.query(`create database "${template}"`);
  const orm = await MikroORM.init(createOrmConfig(withDatabase(adminUrl, template)));
  await migrateToLatest(orm);
  // A template database must have no open connections when it is cloned.
  await orm.close(true);
  project.provide('db', { adminUrl, template });
  return async () => {
    await admin.query(`drop database if exists "${template}" with (force)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
  };
}
