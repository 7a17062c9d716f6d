import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { escapeXml, renderAtomFeed } from './atom-feed.render.js';

interface ArticleJson {
  id: number;
  title: string;
  simplifiedTitle: string | null;
  aiSummary: string | null;
  abstract: string;
  sourceUrl: string;
  publishedDate: string;
  categories: string[];
}

// rss-parser reads Atom categories only when asked: each comes back as { $: { term } }.
const parser = new Parser<Record<string, never>, { id?: string; atomCategories?: { $: { term: string } }[] }>({
  customFields: { item: [['category', 'atomCategories', { keepArray: true }]] },
});
let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertDrafts(
    db.orm.em,
    await Promise.all(Array.from({ length: 30 }, (_, index) => draftFrom(index, { publishedDate: daysAgo(index) }))),
  );
  api = await startTestServer(db, { services: { publicUrl: 'https://paperlight.example' } });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function atom(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('GET /api/articles.atom', () => {
  it("parses back to the feed's first page, entry by entry, with the same query parameters", async () => {
    for (const query of ['', '?limit=5&order=oldest', '?source=PubMed&limit=7']) {
      const [feed, list] = await Promise.all([atom(`/api/articles.atom${query}`), api.request<ArticleJson[]>(`/api/articles${query}`)]);
      expect(feed.status).toBe(200);
      expect(feed.type).toBe('application/atom+xml; charset=utf-8');
      const parsed = await parser.parseString(feed.text);
      expect(parsed.items.length).toBe(list.body.length);
      expect(parsed.items.length).toBeGreaterThan(0);
      parsed.items.forEach((item, index) => {
        const article = list.body[index];
        expect(item.id).toBe(`https://paperlight.example/article/${article.id}`);
        expect(item.link).toBe(`https://paperlight.example/article/${article.id}`);
        expect(item.title).toBe(article.simplifiedTitle ?? article.title);
        expect(new Date(item.isoDate ?? '').toISOString()).toBe(article.publishedDate);
        expect((item.atomCategories ?? []).map((category) => category.$.term)).toEqual(article.categories);
        expect(item.summary ?? item.contentSnippet).toContain((article.aiSummary ?? article.abstract).slice(0, 40));
      });
      expect(feed.text).toContain(
        `<link rel="self" type="application/atom+xml" href="https://paperlight.example/api/articles.atom${query.replace(/&/g, '&amp;')}"/>`,
      );
    }
  });

  it('refuses bad parameters and Premium filters as the JSON list does', async () => {
    expect(await api.request('/api/articles.atom?source=Nowhere')).toMatchObject({
      status: 400,
      body: { message: 'Unknown source "Nowhere". Sources are PubMed, medRxiv, PLOS, DOAJ.' },
    });
    expect((await api.request('/api/articles.atom?openAccess=true')).status).toBe(401);
  });
});

describe("a saved search's private feed", () => {
  it('lists the newest matching papers for the token, and a reset token invalidates the old URL', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('atomreader');
    const created = await reader.request<{ id: number; feedUrl: string }>('/api/user/saved-searches', {
      method: 'POST',
      json: { name: 'PubMed papers', filter: { source: ['PubMed'] } },
    });
    const path = created.body.feedUrl.replace('https://paperlight.example', '');
    const [feed, list] = await Promise.all([atom(path), api.request<ArticleJson[]>('/api/articles?source=PubMed&limit=50')]);
    expect(feed.status).toBe(200);
    const parsed = await parser.parseString(feed.text);
    expect(parsed.title).toBe('Paperlight: PubMed papers');
    expect(parsed.items.map((item) => item.id)).toEqual(list.body.map((article) => `https://paperlight.example/article/${article.id}`));

    const reset = await reader.request<{ feedUrl: string }>(`/api/user/saved-searches/${created.body.id}/reset-feed`, { method: 'POST' });
    const stale = await atom(path);
    expect(stale.status).toBe(404);
    expect(JSON.parse(stale.text)).toEqual({
      message: 'This feed does not exist, or its address was reset. Copy the new address from Paperlight.',
    });
    expect((await atom(reset.body.feedUrl.replace('https://paperlight.example', ''))).status).toBe(200);
    expect((await atom(`/api/saved-searches/${created.body.id}/feed.atom`)).status).toBe(404);
    expect((await atom(`/api/saved-searches/not-a-number/feed.atom?token=x`)).status).toBe(404);
  });
});

describe('the Atom document', () => {
  it('escapes markup and drops characters XML cannot carry', async () => {
    expect(escapeXml('a < b & "c" \u0001')).toBe('a &lt; b &amp; &quot;c&quot; ');
    const document = renderAtomFeed({
      selfUrl: 'https://p.example/api/articles.atom?a=1&b=2',
      alternateUrl: 'https://p.example/',
      title: 'T & <U>',
      subtitle: 's',
      publicUrl: 'https://p.example',
      now: new Date('2026-01-02T00:00:00Z'),
      articles: [
        {
          id: 7,
          title: 'Alpha <beta> & gamma',
          simplifiedTitle: null,
          aiSummary: null,
          abstract: 'word '.repeat(400),
          sourceUrl: 'https://pubmed.ncbi.nlm.nih.gov/1/?x=1&y=2',
          source: 'PubMed',
          journal: 'J & K',
          authors: 'A. Author, B. Author',
          publishedDate: new Date('2025-12-01T00:00:00Z'),
          createdAt: new Date('2025-12-02T00:00:00Z'),
          updatedAt: new Date('2025-12-03T00:00:00Z'),
          categories: ['Cardiology'],
        },
      ],
    });
    const parsed = await parser.parseString(document);
    expect(parsed.title).toBe('T & <U>');
    expect(parsed.items[0].title).toBe('Alpha <beta> & gamma');
    expect(parsed.items[0].summary?.length).toBeLessThanOrEqual(1201);
    expect(parsed.items[0].summary?.endsWith('…')).toBe(true);
    expect(document).toContain('<updated>2025-12-03T00:00:00.000Z</updated>');
  });
});
