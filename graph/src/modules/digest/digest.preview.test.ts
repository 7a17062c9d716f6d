import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, grantPremium, insertDrafts } from '../../../test/factories.js';
import { TestBrowser } from '../../../test/http-client.js';
import { graphql } from '../../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import type { SourceName } from '../article/article-sources.types.js';

const PREVIEW = graphql(`
  query DigestPreviewSources {
    digestPreview {
      totalCount
      periodStart
      articles {
        source
      }
    }
  }
`);

const NOW = new Date('2026-11-25T15:00:00Z');
const HOUR = 3_600_000;
let db: TestDatabase;
let api: TestServer;
let reader: TestBrowser;

interface PreviewJson {
  articles: { id: number; title: string; simplifiedTitle: string | null; source: string; publishedDate: string }[];
  totalCount: number;
  periodStart: string;
  periodEnd: string;
}

/** Stores a copy of a demo article from `source` that arrived in Paperlight `hoursAgo` before NOW. */
async function arrived(source: SourceName, hoursAgo: number, publishedDate: string): Promise<number> {
  const [id] = await insertDrafts(db.orm.em, [await draftFrom(hoursAgo, { source, publishedDate })]);
  await db.orm.em
    .getConnection()
    .execute('update articles set created_at = ? where id = ?', [new Date(NOW.getTime() - hoursAgo * HOUR), id], 'run');
  return id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestServer(db, { services: { clock: () => NOW } });
  reader = new TestBrowser(api.baseUrl);
  await grantPremium(db.orm.em, await reader.register('previewer'), new Date('2027-01-01T00:00:00Z'));
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('the digest preview', () => {
  it('is empty, with its period, when nothing arrived', async () => {
    expect(await reader.request('/api/user/digest-preview')).toMatchObject({
      status: 200,
      body: { articles: [], totalCount: 0, periodStart: '2026-11-18T15:00:00.000Z', periodEnd: NOW.toISOString() },
    });
  });

  it('lists what arrived in the past week from the chosen sources, newest publication first, ten at most', async () => {
    const recent: number[] = [];
    for (let index = 0; index < 12; index += 1)
      recent.push(await arrived('PubMed', 2 + index * 10, `2026-11-${String(24 - index).padStart(2, '0')}T00:00:00Z`));
    const doaj = await arrived('DOAJ', 30, '2026-10-01T00:00:00Z');
    const medrxiv = await arrived('medRxiv', 5, '2026-11-25T00:00:00Z');
    await arrived('PubMed', 7 * 24 + 1, '2026-11-24T12:00:00Z');
    const preview = await reader.request<PreviewJson>('/api/user/digest-preview');
    expect(preview.body.totalCount).toBe(14);
    expect(preview.body.articles.map((article) => article.id)).toEqual([medrxiv, ...recent.slice(0, 9)]);
    expect(Object.keys(preview.body.articles[0]).sort()).toEqual(['id', 'publishedDate', 'simplifiedTitle', 'source', 'title']);

    await reader.request('/api/user/email-preferences', { method: 'PUT', json: { sources: { PubMed: false, medRxiv: false } } });
    const doajOnly = await reader.request<PreviewJson>('/api/user/digest-preview');
    expect(doajOnly.body).toMatchObject({
      totalCount: 1,
      articles: [{ id: doaj, source: 'DOAJ', publishedDate: '2026-10-01T00:00:00.000Z' }],
    });
  });

  it('covers the past day for daily readers, through GraphQL too', async () => {
    await reader.request('/api/user/email-preferences', { method: 'PUT', json: { frequency: 'daily', sources: { PubMed: true } } });
    const preview = await reader.graphql(PREVIEW);
    expect(preview.data?.digestPreview.periodStart).toBe('2026-11-24T15:00:00.000Z');
    expect(preview.data?.digestPreview.articles.map((article) => article.source)).toEqual(['PUBMED', 'PUBMED', 'PUBMED']);
    expect(preview.data?.digestPreview.totalCount).toBe(3);
  });
});
