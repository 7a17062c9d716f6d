import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers 503 and clean errors while it is down, then recovers by itself', async () => {
    await cluster.stop();

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
    const again = await api.request<unknown[]>('/api/articles');
    expect(again.status).toBe(200);
    expect(again.body).toHaveLength(1);
  });
});
