import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { TestBrowser } from '../../../test/http-client.js';
import { VIEW_RATE_LIMIT } from './article.limits.js';
import type { ArticleJson } from './article.rest.js';
import { SOURCE_NAMES } from './article-sources.types.js';

let db: TestDatabase;
let api: TestServer;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase();
  const drafts = await Promise.all(
    Array.from({ length: 130 }, (_, index) =>
      draftFrom(index, { source: SOURCE_NAMES[index % SOURCE_NAMES.length], publishedDate: daysAgo(index * 0.5) }),
    ),
  );
  ids = await insertDrafts(db.orm.em, drafts);
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function totalViews(): Promise<number> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ sum: number }[]>('select coalesce(sum(view_count), 0)::int as sum from articles');
  return row.sum;
}

describe('GET /api/articles', () => {
  it('answers 20 articles newest first, each in the shape of docs/product/rest.md#article', async () => {
    const { status, body } = await api.request<ArticleJson[]>('/api/articles');
    expect(status).toBe(200);
    expect(body).toHaveLength(20);
    expect(body[0].id).toBe(ids[0]);
    expect(Object.keys(body[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'simplifiedTitle',
        'abstract',
        'aiSummary',
        'categories',
        'source',
        'sourceUrl',
        'journal',
        'authors',
        'publishedDate',
        'createdAt',
        'doi',
        'pmid',
        'isPreprint',
        'isOpenAccess',
        'viewCount',
        'commentCount',
      ]),
    );
    expect(typeof body[0].authors).toBe('string');
    expect(Array.isArray(body[0].categories)).toBe(true);
  });

  it('takes repeated source and category parameters', async () => {
    const { body } = await api.request<ArticleJson[]>('/api/articles?source=PubMed&source=DOAJ&limit=100');
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((article) => article.source))).toEqual(new Set(['PubMed', 'DOAJ']));
    const category = body[0].categories[0];
    const { body: filtered } = await api.request<ArticleJson[]>(
      `/api/articles?category=${encodeURIComponent(category)}&category=Nonexistent&limit=100`,
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((article) => article.categories.includes(category))).toBe(true);
  });

  it('filters by dateRange and search, and pages with limit and offset', async () => {
    const day = await api.request<ArticleJson[]>('/api/articles?dateRange=24h&limit=100');
    expect(day.body).toHaveLength(2);
    const week = await api.request<ArticleJson[]>('/api/articles?dateRange=last7days&limit=100');
    expect(week.body).toHaveLength(14);
    const second = await api.request<ArticleJson[]>('/api/articles?limit=20&offset=20');
    expect(second.body.map((article) => article.id)).toEqual(ids.slice(20, 40));
    const word = second.body[0].title.split(/\s+/).find((token) => /^[a-z]{7,}$/i.test(token)) ?? 'health';
    const search = await api.request<ArticleJson[]>(`/api/articles?search=${encodeURIComponent(word)}&limit=100`);
    expect(search.status).toBe(200);
    expect(search.body.length).toBeGreaterThan(0);
  });

  it('counts every match in X-Total-Count only when asked with count=exact', async () => {
    const uncounted = await api.request<ArticleJson[]>('/api/articles?limit=5');
    expect(uncounted.body).toHaveLength(5);
    expect(uncounted.headers.get('x-total-count')).toBeNull();
    const all = await api.request<ArticleJson[]>('/api/articles?limit=5&count=exact');
    expect(all.body.map((article) => article.id)).toEqual(uncounted.body.map((article) => article.id));
    expect(all.headers.get('x-total-count')).toBe('130');
    const week = await api.request<ArticleJson[]>('/api/articles?dateRange=last7days&limit=0&count=exact');
    expect(week.body).toEqual([]);
    expect(week.headers.get('x-total-count')).toBe('14');
    const past = await api.request<ArticleJson[]>('/api/articles?dateRange=last7days&offset=100&count=exact');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('14');
  });

  it('caps limit at 100', async () => {
    const { status, body } = await api.request<ArticleJson[]>('/api/articles?limit=500');
    expect(status).toBe(200);
    expect(body).toHaveLength(100);
  });

  it('lists in the requested order', async () => {
    const oldest = await api.request<ArticleJson[]>('/api/articles?order=oldest&limit=100');
    const dates = oldest.body.map((article) => Date.parse(article.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const titles = (await api.request<ArticleJson[]>('/api/articles?order=title-asc&limit=100')).body.map((article) => article.title);
    expect(titles[0] <= titles[titles.length - 1]).toBe(true);
    expect(titles).not.toEqual(oldest.body.map((article) => article.title));
  });

  it('answers an empty list past the end', async () => {
    const { status, body } = await api.request<ArticleJson[]>('/api/articles?offset=5000');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['dateRange=lastweek', 'dateRange must be one of 24h, last7days, last30days, last3months, lastyear (or left out for any date).'],
    ['limit=ten', 'limit must be a whole number from 0 to 100.'],
    ['limit=-1', 'limit must be a whole number from 0 to 100.'],
    ['offset=1.5', 'offset must be a whole number from 0 to 10000.'],
    ['offset=20000', 'offset must be a whole number from 0 to 10000.'],
    ['source=Scopus', 'Unknown source "Scopus". Sources are PubMed, medRxiv, PLOS, DOAJ.'],
    ['search=a&search=b', 'Give search once, as text.'],
    ['count=true', 'count must be exact (or left out for no count).'],
    ['order=popular', 'order must be one of newest, oldest, title-asc, title-desc, most-viewed, relevance (or left out for newest).'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await api.request<{ message: string }>(`/api/articles?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });
});

describe('GET /api/articles/{id} and POST /api/articles/{id}/view', () => {
  it('answers one article', async () => {
    const { status, body } = await api.request<ArticleJson>(`/api/articles/${ids[3]}`);
    expect(status).toBe(200);
    expect(body.id).toBe(ids[3]);
  });

  it.each([
    ['abc', 400, 'The article id must be a positive whole number.'],
    ['1.5', 400, 'The article id must be a positive whole number.'],
    ['0', 400, 'The article id must be a positive whole number.'],
    ['99999999', 404, 'Article not found.'],
  ])('answers %s with %i', async (id, status, message) => {
    const response = await api.request<{ message: string }>(`/api/articles/${id}`);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message });
  });

  const view = (id: number, address: string, cookie?: string) =>
    api.request<{ viewCount: number; message?: string }>(`/api/articles/${id}/view`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    });

  it('counts a view once per address per article in 30 minutes, so reloads cannot inflate Most Viewed', async () => {
    expect(await view(ids[1], '203.0.113.1')).toMatchObject({ status: 200, body: { viewCount: 1 } });
    for (let reload = 0; reload < 5; reload++) expect((await view(ids[1], '203.0.113.1')).body.viewCount).toBe(1);
    expect((await view(ids[1], '203.0.113.2')).body.viewCount).toBe(2);
    expect((await view(ids[2], '203.0.113.1')).body.viewCount).toBe(1);
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ view_count: number }[]>('select view_count from articles where id = ?', [ids[1]]);
    expect(row.view_count).toBe(2);
  });

  it('counts a signed-in reader once per article whatever address they read from', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('viewer');
    expect((await view(ids[4], '203.0.113.10', reader.cookieHeader)).body.viewCount).toBe(1);
    expect((await view(ids[4], '203.0.113.11', reader.cookieHeader)).body.viewCount).toBe(1);
  });

  it('refuses an address past VIEW_RATE_LIMIT counted views with 429, Retry-After and a sentence', async () => {
    const address = '203.0.113.50';
    for (const id of ids.slice(0, VIEW_RATE_LIMIT.points)) expect((await view(id, address)).status).toBe(200);
    const refused = await view(ids[VIEW_RATE_LIMIT.points], address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have opened a great many articles in a short time\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await view(ids[VIEW_RATE_LIMIT.points], '203.0.113.51')).status).toBe(200);
  });

  it('writes nothing for a bad or missing id', async () => {
    const before = await totalViews();
    expect((await api.request(`/api/articles/abc/view`, { method: 'POST' })).status).toBe(400);
    expect((await api.request(`/api/articles/99999999/view`, { method: 'POST' })).status).toBe(404);
    expect(await totalViews()).toBe(before);
  });
});

describe('counts and categories', () => {
  it('answers source counts as a map with every source', async () => {
    const { status, body } = await api.request<Record<string, number>>('/api/sources/counts');
    expect(status).toBe(200);
    expect(body).toEqual({ PubMed: 33, medRxiv: 33, PLOS: 32, DOAJ: 32 });
  });

  it('answers categories with id, name and count', async () => {
    const { status, body } = await api.request<{ id: number; name: string; count: number }[]>('/api/categories');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(15);
    expect(body[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), count: expect.any(Number) });
  });
});

describe('the error contract', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const { status, body, headers } = await api.request<{ message: string }>('/api/nothing-here');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ message: 'There is no API endpoint GET /api/nothing-here.' });
  });

  it('answers a malformed JSON body with 400', async () => {
    const { status, body } = await api.request<{ message: string }>(`/api/articles/${ids[0]}/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
