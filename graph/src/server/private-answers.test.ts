import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { PRIVATE_CACHE_CONTROL } from './http.js';
import { ANONYMOUS_CACHE_CONTROL } from './response-cache.js';

// A shared cache (a CDN, a company proxy) must never keep one reader's answer and hand it to another.
let db: TestDatabase;
let api: TestServer;
let articleId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  [articleId] = await insertDrafts(db.orm.em.fork(), [await draftFrom(0, { publishedDate: daysAgo(1) })]);
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('caching headers of REST answers', () => {
  it('marks every signed-in read private and not to be stored, varying by cookie and authorization', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('privatereader');
    expect((await reader.request(`/api/user/bookmarks`, { method: 'POST', json: { articleId } })).status).toBeLessThan(300);
    for (const path of [
      '/api/user',
      '/api/user/bookmarks',
      '/api/user/bookmarked-articles',
      '/api/subscription-status',
      '/api/articles',
      `/api/articles/${articleId}`,
    ]) {
      const { status, headers } = await reader.request(path);
      expect(status, path).toBe(200);
      expect(headers.get('cache-control'), path).toBe(PRIVATE_CACHE_CONTROL);
      expect(headers.get('vary'), path).toMatch(/Cookie/);
      expect(headers.get('vary'), path).toMatch(/Authorization/);
    }
  });

  it('marks refusals of personal reads private too', async () => {
    const { status, headers } = await api.request('/api/user/bookmarks');
    expect(status).toBe(401);
    expect(headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('keeps anonymous public reads public', async () => {
    const { headers } = await api.request(`/api/articles/${articleId}`);
    expect(headers.get('cache-control')).toBe(ANONYMOUS_CACHE_CONTROL);
  });
});
