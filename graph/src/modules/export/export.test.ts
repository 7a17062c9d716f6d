import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, grantPremium, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { EXPORT_RATE_LIMIT, EXPORT_REFUSAL, MAX_FEED_EXPORT } from './export.limits.js';

const EXPORT_ARTICLES = graphql(`
  query ExportArticles($format: ExportFormat!, $filter: ArticleFilter, $orderBy: ArticleOrder) {
    exportArticles(format: $format, filter: $filter, orderBy: $orderBy) {
      filename
      contentType
      content
      count
      truncated
    }
  }
`);

const EXPORT_BOOKMARKS = graphql(`
  query ExportBookmarks($format: ExportFormat!) {
    exportBookmarks(format: $format) {
      filename
      contentType
      content
      count
      truncated
    }
  }
`);

// Over the export cap, so the cap shows; a bulk insert keeps the setup quick.
const BULK = MAX_FEED_EXPORT + 5;
const SPECIAL_TITLE = 'Cost & effect of {CRISPR} at 50% in trial #1: a_b ~ ^ \\ and a lone } brace';

let db: TestDatabase;
let api: TestServer;
let anonymous: TestBrowser;
let free: TestBrowser;
let premium: TestBrowser;
let pubmedIds: number[];

interface ArticleJson {
  id: number;
  title: string;
  doi: string | null;
  pmid: string | null;
  sourceUrl: string;
}

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  db = await createTestDatabase();
  await db.orm.em.getConnection().execute(
    `insert into articles (source, external_id, title, source_url, journal, authors, author_list, published_date)
       select 'DOAJ', 'bulk-' || n, 'Bulk paper ' || n, 'https://doaj.org/article/bulk-' || n, 'Bulk Journal', 'Ann Author',
              '["Ann Author"]'::jsonb, now() - interval '400 days' - n * interval '1 minute'
       from generate_series(1, ?) as n`,
    [BULK],
    'run',
  );
  pubmedIds = await insertDrafts(db.orm.em, [
    await draftFrom(0, {
      source: 'PubMed',
      externalId: '40000001',
      pmid: '40000001',
      doi: '10.1000/special_1',
      title: SPECIAL_TITLE,
      publishedDate: daysAgo(1),
    }),
    await draftFrom(1, { source: 'PubMed', externalId: '40000002', pmid: '40000002', doi: '10.1000/plain-2', publishedDate: daysAgo(2) }),
    await draftFrom(2, { source: 'PubMed', externalId: '40000003', title: '=1+1 looks like a formula', publishedDate: daysAgo(3) }),
  ]);
  api = await startTestServer(db);
  anonymous = new TestBrowser(api.baseUrl);
  free = new TestBrowser(api.baseUrl);
  await free.register('export-free');
  premium = new TestBrowser(api.baseUrl);
  await grantPremium(db.orm.em, await premium.register('export-premium'));
  for (const id of [pubmedIds[1], pubmedIds[0]]) {
    await premium.request('/api/user/bookmarks', { method: 'POST', json: { articleId: id } });
    await free.request('/api/user/bookmarks', { method: 'POST', json: { articleId: id } });
  }
}, 120_000);

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const ENDPOINTS = ['/api/user/bookmarks/export?format=bibtex', '/api/articles/export?format=bibtex&source=PubMed'];

describe('export access', () => {
  it('refuses anonymous readers (401) and readers without Premium (403, with a sentence) over REST', async () => {
    for (const path of ENDPOINTS) {
      expect(await anonymous.request(path)).toMatchObject({ status: 401, body: { message: 'Please sign in to continue.' } });
      expect(await free.request(path)).toMatchObject({ status: 403, body: { message: EXPORT_REFUSAL } });
    }
  });

  it('refuses them over GraphQL too', async () => {
    for (const browser of [anonymous, free]) {
      const code = browser === anonymous ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      const feed = await browser.graphql(EXPORT_ARTICLES, { format: 'BIBTEX' });
      const bookmarks = await browser.graphql(EXPORT_BOOKMARKS, { format: 'RIS' });
      for (const response of [feed, bookmarks]) {
        expect(response.data).toBeNull();
        expect(response.errors?.[0]?.extensions?.code).toBe(code);
        if (code === 'FORBIDDEN') expect(response.errors?.[0]?.message).toBe(EXPORT_REFUSAL);
      }
    }
  });

  it('answers an unknown or missing format with 400 and a sentence', async () => {
    for (const path of ['/api/user/bookmarks/export?format=docx', '/api/articles/export', '/api/articles/export?format=pdf']) {
      expect(await premium.request(path)).toMatchObject({
        status: 400,
        body: { message: 'Choose an export format: format must be one of bibtex, ris, csv.' },
      });
    }
  });

  it('serves Premium readers a dated attachment of the right type', async () => {
    const bib = await premium.request<string>('/api/user/bookmarks/export?format=bibtex');
    expect(bib.status).toBe(200);
    expect(bib.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8');
    expect(bib.headers.get('content-disposition')).toBe(`attachment; filename="paperlight-bookmarks-${today()}.bib"`);
    const ris = await premium.request<string>('/api/articles/export?format=ris&source=PubMed');
    expect(ris.headers.get('content-type')).toBe('application/x-research-info-systems; charset=utf-8');
    expect(ris.headers.get('content-disposition')).toBe(`attachment; filename="paperlight-feed-${today()}.ris"`);
    const csv = await premium.request<string>('/api/articles/export?format=CSV&source=PubMed');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="paperlight-feed-${today()}.csv"`);
  });
});

describe('bookmark export', () => {
  it("holds the reader's bookmarks, newest first, with DOI, PMID and URL, and the special title intact", async () => {
    const { body } = await premium.request<string>('/api/user/bookmarks/export?format=bibtex');
    const items = new Cite(body).data;
    const special = (await premium.request<ArticleJson>(`/api/articles/${pubmedIds[0]}`)).body;
    const plain = (await premium.request<ArticleJson>(`/api/articles/${pubmedIds[1]}`)).body;
    expect(items.map((item) => [item.title, item.DOI, item.PMID, item.URL])).toEqual(
      [special, plain].map((article) => [article.title, article.doi, article.pmid, article.sourceUrl]),
    );
    expect(items[0].title).toBe(SPECIAL_TITLE);
    expect(new Set(items.map((item) => item.id)).size).toBe(2);
  });

  it('is the same file over GraphQL', async () => {
    const rest = await premium.request<string>('/api/user/bookmarks/export?format=ris');
    const graph = await premium.graphql(EXPORT_BOOKMARKS, { format: 'RIS' });
    expect(graph.data?.exportBookmarks).toEqual({
      filename: `paperlight-bookmarks-${today()}.ris`,
      contentType: 'application/x-research-info-systems; charset=utf-8',
      content: rest.body,
      count: 2,
      truncated: false,
    });
  });
});

describe('feed export', () => {
  it("holds exactly the feed's results for the same query parameters, in the feed's order", async () => {
    const query = 'source=PubMed&dateRange=last7days';
    const feed = (await premium.request<ArticleJson[]>(`/api/articles?${query}`)).body;
    expect(feed.length).toBe(3);
    const { body, headers } = await premium.request<string>(`/api/articles/export?format=csv&${query}`);
    const rows = parse(body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.URL)).toEqual(feed.map((article) => article.sourceUrl));
    // A PubMed paper stored without its PMID field still has it as its external id.
    expect(rows.map((row) => row.PMID)).toEqual(['40000001', '40000002', '40000003']);
    expect(feed.map((article) => article.pmid)).toEqual(['40000001', '40000002', null]);
    expect(headers.get('x-export-count')).toBe('3');
    expect(rows.find((row) => row.URL === feed[2].sourceUrl)?.Title).toBe("'=1+1 looks like a formula");

    const searched = await premium.request<string>(`/api/articles/export?format=csv&source=PubMed&search=${encodeURIComponent('formula')}`);
    expect((parse(searched.body, { bom: true, columns: true }) as unknown[]).length).toBe(1);
  });

  it('takes the feed filter and order over GraphQL', async () => {
    const response = await premium.graphql(EXPORT_ARTICLES, {
      format: 'RIS',
      filter: { sources: ['PUBMED'] },
      orderBy: 'OLDEST',
    });
    const items = new Cite(response.data?.exportArticles.content ?? '').data;
    expect(items.map((item) => item.URL)).toEqual(
      [...(await premium.request<ArticleJson[]>('/api/articles?source=PubMed')).body].reverse().map((article) => article.sourceUrl),
    );
  });

  it('refuses feed parameters the feed refuses', async () => {
    expect(await premium.request('/api/articles/export?format=csv&source=Scopus')).toMatchObject({
      status: 400,
      body: { message: 'Unknown source "Scopus". Sources are PubMed, medRxiv, PLOS, DOAJ.' },
    });
  });

  it('holds at most 1,000 results and says so', async () => {
    const rest = await premium.request<string>('/api/articles/export?format=csv');
    const rows = parse(rest.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(MAX_FEED_EXPORT);
    expect(new Set(rows.map((row) => row.URL)).size).toBe(MAX_FEED_EXPORT);
    expect(rest.headers.get('x-export-truncated')).toBe('true');
    const graph = await premium.graphql(EXPORT_ARTICLES, { format: 'BIBTEX' });
    expect(graph.data?.exportArticles).toMatchObject({ count: MAX_FEED_EXPORT, truncated: true });
    expect(new Cite(graph.data?.exportArticles.content ?? '').data).toHaveLength(MAX_FEED_EXPORT);
  });
});

describe('export limit', () => {
  it('refuses a reader who exports too often with 429, Retry-After and a sentence, and counts no bad requests', async () => {
    const busy = new TestBrowser(api.baseUrl);
    await grantPremium(db.orm.em, await busy.register('export-busy'));
    for (let index = 0; index < 3; index += 1) expect((await busy.request('/api/user/bookmarks/export?format=xml')).status).toBe(400);
    for (let index = 0; index < EXPORT_RATE_LIMIT.points; index += 1) {
      expect((await busy.request('/api/user/bookmarks/export?format=csv')).status).toBe(200);
    }
    const refused = await busy.request<{ message: string }>('/api/articles/export?format=csv');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have exported many times in a short while\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const graph = await busy.graphql(EXPORT_BOOKMARKS, { format: 'CSV' });
    expect(graph.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await premium.request('/api/user/bookmarks/export?format=csv')).status).toBe(200);
  });
});
