import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually.js';
import { daysAgo, draftFrom } from '../../test/factories.js';
import { graphql } from '../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { ensureDatabase } from '../db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.js';
import { migrateToLatest } from '../db/migrate.js';
import { createOrmConfig } from '../db/mikro-orm.config.js';
import { UNAVAILABLE_MESSAGE } from '../lib/errors.js';
import { upsertArticles } from '../modules/ingestion/ingestion.service.js';

const ARTICLE_COUNT = graphql(`
  query ArticleCount {
    articles {
      totalCount
    }
  }
`);

// This file runs its own PostgreSQL cluster, because it stops and restarts it.
let cluster: EmbeddedDatabase;
let orm: MikroORM;
let api: TestServer;
const dataRoot = mkdtempSync(path.join(tmpdir(), 'paperlight-health-'));

beforeAll(async () => {
  cluster = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, 'pg'), persistent: true, unsafeFast: true });
  await ensureDatabase(cluster.url('postgres'), 'paperlight');
  orm = await MikroORM.init(createOrmConfig(cluster.url('paperlight'), { pool: { min: 0, max: 4, idleTimeoutMillis: 1_000 } }));
  await migrateToLatest(orm);
  await upsertArticles({ em: orm.em.fork() }, [await draftFrom(0, { publishedDate: daysAgo(1) })]);
  api = await startTestServer({ orm });
});

afterAll(async () => {
  await api?.close();
  await orm?.close(true);
  await cluster?.stop().catch(() => undefined);
  rmSync(dataRoot, { recursive: true, force: true });
});

async function waitForHealthy(deadlineMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const { status } = await api.request('/healthz');
    if (status === 200 || Date.now() - start > deadlineMs) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('when the database goes away and comes back', () => {
  it('answers 200 on /healthz while the database is reachable', async () => {
    const { status, body } = await api.request('/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers 200 on /readyz with the database, the migrations and the live-events connection', async () => {
    await eventually('the live-events connection to be up', async () => (await api.request('/readyz')).status === 200, 10_000);
    const { body } = await api.request('/readyz');
    expect(body).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied', liveEvents: 'listening' });
  });

  it('answers 503 on /readyz while a migration this code knows is not applied', async () => {
    const connection = orm.em.getConnection();
    const [latest] = await connection.execute<{ id: number; name: string; executed_at: Date }[]>(
      'select id, name, executed_at from mikro_orm_migrations order by id desc limit 1',
    );
    await connection.execute('delete from mikro_orm_migrations where id = ?', [latest.id]);
    const fresh = await startTestServer({ orm });
    try {
      const { status, body } = await fresh.request('/readyz');
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'not ready', database: 'reachable', migrations: 'pending' });
      // Liveness is about the process and its database only.
      expect((await fresh.request('/healthz')).status).toBe(200);
    } finally {
      await fresh.close();
      await connection.execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [
        latest.id,
        latest.name,
        latest.executed_at,
      ]);
    }
  });

  it('answers 503 and clean errors while it is down, then recovers by itself', async () => {
    await cluster.stop();

    const readiness = await api.request('/readyz');
    expect(readiness.status).toBe(503);
    expect(readiness.body).toMatchObject({ status: 'not ready', database: 'unreachable' });

    const health = await api.request('/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', database: 'unreachable' });

    const rest = await api.request<{ message: string }>('/api/articles');
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ message: UNAVAILABLE_MESSAGE });
    expect(rest.headers.get('retry-after')).toBe('5');

    const graph = await api.graphql(ARTICLE_COUNT);
    expect(graph.errors?.[0]).toMatchObject({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(JSON.stringify(graph)).not.toMatch(/ECONNREFUSED|stack|select /i);

    await cluster.start();
    expect(await waitForHealthy(15_000)).toBe(200);
    await eventually('/readyz to answer 200 again', async () => (await api.request('/readyz')).status === 200, 15_000);
    const again = await api.request<unknown[]>('/api/articles');
    expect(again.status).toBe(200);
    expect(again.body).toHaveLength(1);
  });
});
