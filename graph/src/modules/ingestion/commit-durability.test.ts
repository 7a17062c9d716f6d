import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../../db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded-postgres.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createOrmConfig } from '../../db/mikro-orm.config.js';
import { draftFrom } from '../../../test/factories.js';
import { readCommitDurability } from './commit-durability.queries.js';
import { recordIngestion, startIngestionRun } from './ingestion-run.service.js';

// A cluster of this test's own, with PostgreSQL's durable defaults (the shared test cluster trades them for speed).
const root = mkdtempSync(path.join(tmpdir(), 'paperlight-durability-'));
const dataDir = path.join(root, 'pg');
let cluster: EmbeddedDatabase;
let orm: MikroORM;

async function open(port?: number): Promise<void> {
  cluster = await startEmbeddedPostgres({ dataDir, persistent: true, port });
  await ensureDatabase(cluster.url('postgres'), 'durability');
  orm = await MikroORM.init(createOrmConfig(cluster.url('durability'), { pool: { min: 0, max: 4 } }));
}

/** SIGKILLs the postmaster and every backend at once, as a crash would, leaving no chance to flush anything. */
function crashPostgres(): void {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  for (const pid of [postmaster, ...children.map(Number)]) process.kill(pid, 'SIGKILL');
}

beforeAll(async () => {
  await open();
  await migrateToLatest(orm);
});

afterAll(async () => {
  await orm?.close(true).catch(() => undefined);
  await cluster?.stop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe('ingestion on a durable PostgreSQL (T14)', () => {
  it('runs with fsync and synchronous_commit on', async () => {
    expect(await readCommitDurability({ em: orm.em.fork() })).toEqual({ fsync: 'on', synchronousCommit: 'on', durable: true });
  });

  it('loses no acknowledged article when PostgreSQL is killed in the middle of ingesting', async () => {
    const acknowledged: string[] = [];
    const port = Number(new URL(cluster.url('durability')).port);
    const writing = (async () => {
      for (let index = 0; ; index += 1) {
        const workflowId = `durable-${index}`;
        const ctx = { em: orm.em.fork() };
        await startIngestionRun(ctx, {
          workflowId,
          temporalRunId: workflowId,
          source: 'DOAJ',
          trigger: 'manual',
          window: { start: new Date('2026-07-01T00:00:00Z'), end: new Date('2026-07-02T00:00:00Z') },
          until: new Date('2026-07-02T00:00:00Z'),
        });
        const drafts = [
          await draftFrom(index, { source: 'DOAJ', externalId: `durable-${index}-a` }),
          await draftFrom(index + 1, { source: 'DOAJ', externalId: `durable-${index}-b` }),
        ];
        await recordIngestion(ctx, { workflowId, drafts });
        acknowledged.push(`durable-${index}-a`, `durable-${index}-b`);
      }
    })().catch((error: unknown) => error);
    let settled: unknown = null;
    void writing.then((outcome) => (settled = outcome));
    while (acknowledged.length < 40 && settled === null) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBeNull();
    crashPostgres();
    expect(await writing).toBeInstanceOf(Error);
    // The pool of the crashed server may never drain (a client died inside its transaction): do not wait for it.
    void orm.close(true).catch(() => undefined);

    await open(port);
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<{ external_id: string }[]>(`select external_id from articles where source = 'DOAJ'`);
    const stored = new Set(rows.map((row) => row.external_id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // A run recorded as succeeded names only articles that exist: the run row and its articles commit together.
    const [{ missing }] = await orm.em
      .fork()
      .getConnection()
      .execute<{ missing: number }[]>(
        `select count(*)::int as missing from ingestion_runs r, jsonb_array_elements_text(r.inserted_article_ids) as ids(id)
       where r.status = 'succeeded' and not exists (select 1 from articles a where a.id = ids.id::int)`,
      );
    expect(missing).toBe(0);
  });
});
