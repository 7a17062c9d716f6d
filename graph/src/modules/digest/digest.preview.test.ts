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
      periodKey
      periodStart
      articles {
        source
      }
      sections {
        savedSearch {
          name
        }
        totalCount
        articles {
          databaseId
          source
        }
      }
    }
  }
`);

// A Wednesday, 10:00 in New York: the weekly 09:00 digest in progress closes on Sunday Nov 29 at 09:00 (14:00 UTC).
const NOW = new Date('2026-11-25T15:00:00Z');
const HOUR = 3_600_000;
let db: TestDatabase;
let api: TestServer;
let reader: TestBrowser;

type PreviewArticleJson = { id: number; title: string; simplifiedTitle: string | null; source: string; publishedDate: string };

interface PreviewJson {
  sections: { savedSearchId: number | null; name: string | null; articles: PreviewArticleJson[]; totalCount: number }[];
  articles: PreviewArticleJson[];
  totalCount: number;
  periodKey: string;
  periodStart: string;
  periodEnd: string;
}

/** Stores a copy of a demo article from `source` that arrived in Paperlight `hoursAgo` before NOW. */
async function arrived(source: SourceName, hoursAgo: number, publishedDate: string): Promise<number> {
  const [id] = await insertDrafts(db.orm.em, [await draftFrom(Math.round(hoursAgo * 2), { source, publishedDate })]);
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
  it('is empty, with its period: from the same time a week before the Sunday slot that closes it, up to now', async () => {
    expect(await reader.request('/api/user/digest-preview')).toMatchObject({
      status: 200,
      body: {
        sections: [],
        articles: [],
        totalCount: 0,
        periodKey: '2026-W48',
        periodStart: '2026-11-22T14:00:00.000Z',
        periodEnd: NOW.toISOString(),
      },
    });
  });

  it('lists the papers new to Paperlight in the period, whatever their publication date, newest publication first, ten at most', async () => {
    const recent: number[] = [];
    for (let index = 0; index < 12; index += 1)
      recent.push(await arrived('PubMed', 2 + index * 5, `2026-11-${String(24 - index).padStart(2, '0')}T00:00:00Z`));
    const oldInPrint = await arrived('DOAJ', 30, '2026-08-03T00:00:00Z');
    const medrxiv = await arrived('medRxiv', 5, '2026-11-25T00:00:00Z');
    // Published yesterday but stored before the period began: it belonged to last Sunday's digest.
    await arrived('PubMed', 74, '2026-11-24T12:00:00Z');
    const preview = await reader.request<PreviewJson>('/api/user/digest-preview');
    expect(preview.body.totalCount).toBe(14);
    expect(preview.body.sections).toHaveLength(1);
    expect(preview.body.sections[0]).toMatchObject({ savedSearchId: null, name: null, totalCount: 14 });
    expect(preview.body.articles.map((article) => article.id)).toEqual([medrxiv, ...recent.slice(0, 9)]);
    expect(Object.keys(preview.body.articles[0]).sort()).toEqual(['id', 'publishedDate', 'simplifiedTitle', 'source', 'title']);

    await reader.request('/api/user/email-preferences', { method: 'PUT', json: { sources: { PubMed: false, medRxiv: false } } });
    const doajOnly = await reader.request<PreviewJson>('/api/user/digest-preview');
    expect(doajOnly.body).toMatchObject({
      totalCount: 1,
      articles: [{ id: oldInPrint, source: 'DOAJ', publishedDate: '2026-08-03T00:00:00.000Z' }],
    });
  });

  it('covers the day since the last 09:00 for daily readers, through GraphQL too', async () => {
    await reader.request('/api/user/email-preferences', { method: 'PUT', json: { frequency: 'daily', sources: { PubMed: true } } });
    const preview = await reader.graphql(PREVIEW);
    expect(preview.data?.digestPreview).toMatchObject({ periodKey: '2026-11-26', periodStart: '2026-11-25T14:00:00.000Z', totalCount: 0 });
    await arrived('PubMed', 0.5, '2026-10-01T00:00:00Z');
    const later = await reader.graphql(PREVIEW);
    expect(later.data?.digestPreview.articles.map((article) => article.source)).toEqual(['PUBMED']);
    expect(later.data?.digestPreview.totalCount).toBe(1);
  });
});

describe('a digest with saved searches', () => {
  let searcher: TestBrowser;

  beforeAll(async () => {
    searcher = new TestBrowser(api.baseUrl);
    await grantPremium(db.orm.em, await searcher.register('searcher'), new Date('2027-01-01T00:00:00Z'));
  });

  it('lists each paper once, under the first of three overlapping searches that it matches, and the rest after them', async () => {
    const pubmed = await arrived('PubMed', 3, '2026-11-25T10:00:00Z');
    const medrxiv = await arrived('medRxiv', 4, '2026-11-25T11:00:00Z');
    const plos = await arrived('PLOS', 6, '2026-11-25T12:00:00Z');
    const doaj = await arrived('DOAJ', 7, '2026-11-25T13:00:00Z');
    for (const [name, source] of [
      ['Trials and preprints', ['PubMed', 'medRxiv']],
      ['Preprints and PLOS', ['medRxiv', 'PLOS']],
      ['PLOS and trials', ['PLOS', 'PubMed']],
    ] as const) {
      expect(await searcher.request('/api/user/saved-searches', { method: 'POST', json: { name, filter: { source } } })).toMatchObject({
        status: 201,
      });
    }
    const preview = await searcher.request<PreviewJson>('/api/user/digest-preview');
    const mine = new Set([pubmed, medrxiv, plos, doaj]);
    const parts = preview.body.sections.map((section) => ({
      name: section.name,
      ids: section.articles.map((article) => article.id).filter((id) => mine.has(id)),
    }));
    // The third search matches PubMed and PLOS papers, both listed under an earlier one, so it has no part.
    expect(parts).toEqual([
      { name: 'Trials and preprints', ids: [medrxiv, pubmed] },
      { name: 'Preprints and PLOS', ids: [plos] },
      { name: null, ids: [doaj] },
    ]);
    const listed = preview.body.articles.map((article) => article.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect(preview.body.totalCount).toBe(preview.body.sections.reduce((sum, section) => sum + section.totalCount, 0));

    const viaGraphql = await searcher.graphql(PREVIEW);
    expect(
      viaGraphql.data?.digestPreview.sections.map((section) => ({
        name: section.savedSearch?.name ?? null,
        ids: section.articles.map((article) => article.databaseId).filter((id) => mine.has(id)),
      })),
    ).toEqual(parts);
  });
});
