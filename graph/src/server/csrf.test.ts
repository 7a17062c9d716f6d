import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { COOKIE_CROSS_SITE_REFUSAL } from './cors.js';

let db: TestDatabase;
let api: TestServer;
let articleId: number;
let reader: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  [articleId] = await insertDrafts(db.orm.em, [await draftFrom(0, { publishedDate: daysAgo(1) })]);
  api = await startTestServer(db);
  reader = new TestBrowser(api.baseUrl);
  await reader.register('csrf-reader');
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function comments(): Promise<number> {
  const [row] = await db.orm.em.fork().getConnection().execute<{ count: number }[]>('select count(*)::int as count from comments');
  return row.count;
}

describe('cross-site request forgery', () => {
  it.each([
    ['text/plain', '{"content":"forged"}'],
    ['application/x-www-form-urlencoded', 'content=forged'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nforged\r\n--x--'],
  ])('refuses a cookie-carrying REST write sent as %s with 400', async (type, body) => {
    const before = await comments();
    const response = await reader.request<{ message: string }>(`/api/articles/${articleId}/comments`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Send the request body as JSON (Content-Type: application/json).' } });
    expect(await comments()).toBe(before);
  });

  it('refuses a REST write from another origin with 403, even as JSON', async () => {
    const before = await comments();
    const forged = await reader.request(`/api/articles/${articleId}/comments`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { content: 'forged' },
    });
    expect(forged).toMatchObject({ status: 403, body: { message: COOKIE_CROSS_SITE_REFUSAL } });
    const fetchMetadata = await reader.request(`/api/comments/1`, { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchMetadata.status).toBe(403);
    expect(await comments()).toBe(before);
    const sameOrigin = await reader.request(`/api/articles/${articleId}/comments`, {
      method: 'POST',
      headers: { origin: api.baseUrl },
      json: { content: 'mine' },
    });
    expect(sameOrigin.status).toBe(201);
  });

  it('refuses GraphQL mutations as text/plain or form posts, and GETs without a preflight header', async () => {
    const mutation = JSON.stringify({ query: `mutation { addComment(articleId: "${articleId}", content: "forged") { id } }` });
    const before = await comments();
    expect((await reader.request('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: mutation })).status).toBe(
      400,
    );
    expect(
      (
        await reader.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `query=${encodeURIComponent('{ me { id } }')}`,
        })
      ).status,
    ).toBe(400);
    expect((await reader.request(`/graphql?query=${encodeURIComponent('{ me { id } }')}`)).status).toBe(400);
    expect(await comments()).toBe(before);
  });

  it('sends the session cookie with SameSite=Lax, so browsers keep it off cross-site subrequests', async () => {
    const client = new TestBrowser(api.baseUrl);
    await client.register('samesite-reader');
    expect(client.lastSetCookie.join(';')).toMatch(/SameSite=Lax/i);
  });
});
