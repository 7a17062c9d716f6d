import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createOrmConfig } from '../src/db/mikro-orm.config.js';

// Diffs the entities against a scratch database brought up to the latest committed migration, and writes the
// difference as a new migration. Needs a PostgreSQL server: ADMIN_DATABASE_URL (default: the local one).
const adminUrl = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `paperlight_migration_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${scratch}"`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  const orm = await MikroORM.init(createOrmConfig(url.toString()));
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, process.argv[2] === '--initial', process.argv.at(-1));
  console.log(result.diff.up.length ? `Wrote ${result.fileName}` : 'No changes: the entities match the migrations.');
  await orm.close(true);
} finally {
  await admin.query(`drop database if exists "${scratch}"`);
  await admin.end();
}
