import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { liveClient } from '../../test/live.js';
import { startTestServer, TEST_SESSION_SECRET, type TestServer } from '../../test/server.js';
import { configureLogger } from '../lib/logger.js';

// A production server's log, read line by line: JSON, one line per request with its id, the id in GraphQL errors,
// and no password, cookie, secret or signed link anywhere.
let db: TestDatabase;
let api: TestServer;
let articleId: number;
let log = '';
const PASSWORD = 'a long and private passphrase';

class HttpsBrowser extends TestBrowser {
  override request<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) {
    return super.request<T>(path, { ...init, headers: { 'x-forwarded-proto': 'https', ...(init.headers as Record<string, string>) } });
  }
}

const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  configureLogger({
    level: 'debug',
    format: 'json',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    }),
  });
  db = await createTestDatabase();
  [articleId] = await insertDrafts(db.orm.em.fork(), [await draftFrom(0, { publishedDate: daysAgo(2) })]);
  api = await startTestServer(db, { production: true });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
  configureLogger({ level: 'info', format: 'pretty' });
});

describe('the log of a production server', () => {
  it('is JSON lines, one per request, each with its request id, taken from X-Request-Id or made', async () => {
    const given = await api.request('/api/articles?limit=1', { headers: { 'x-request-id': 'probe-7f3a' } });
    expect(given.headers.get('x-request-id')).toBe('probe-7f3a');
    const made = await api.request('/api/categories', { headers: { 'x-request-id': 'not acceptable: spaces' } });
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = lines();
    expect(parsed.length).toBeGreaterThan(0);
    expect(parsed.find((line) => line.requestId === 'probe-7f3a')).toMatchObject({ level: 'info', msg: 'GET /api/articles 200' });
    expect(parsed.find((line) => line.requestId === madeId)).toMatchObject({ msg: 'GET /api/categories 200' });
    for (const line of parsed) expect(typeof line.time).toBe('string');
  });

  it("puts the request id in GraphQL errors' extensions, over HTTP and over the socket", async () => {
    const response = await api.request<{ errors: { extensions: Record<string, unknown> }[] }>('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'probe-graphql' },
      body: JSON.stringify({ query: '{ bookmarkedArticles { totalCount } }' }),
    });
    expect(response.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: 'probe-graphql' });

    const client = liveClient(api.baseUrl);
    try {
      const result = await new Promise<{ errors?: readonly { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
        client.subscribe({ query: '{ bookmarkedArticles { totalCount } }' }, { next: resolve, error: reject, complete: () => undefined });
      });
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0].extensions?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await client.dispose();
    }
  });

  it('holds no password, cookie, secret or signed link, whatever the requests carried', async () => {
    const reader = new HttpsBrowser(api.baseUrl);
    const username = `logreader${Date.now() % 100_000}`;
    const registered = await reader.request('/api/register', {
      method: 'POST',
      json: { username, email: `${username}@example.org`, password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    await reader.request('/api/logout', { method: 'POST', json: {} });
    const signedIn = await reader.request('/api/login', { method: 'POST', json: { username, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    const cookie = reader.cookieHeader;
    expect(cookie).not.toBe('');
    await reader.request(`/api/articles/${articleId}/comments`, { method: 'POST', json: { content: 'A comment for the log test.' } });
    await reader.request('/api/login', { method: 'POST', json: { username, password: `${PASSWORD} wrong` } });
    await api.request('/email/unsubscribe?token=signed-link-secret-value');
    await api.request('/api/user', { headers: { authorization: 'Bearer pl_secretkeyvalue', cookie } });

    expect(log).toContain('/email/unsubscribe?token=[redacted]');
    for (const secret of [PASSWORD, cookie.split('=')[1], TEST_SESSION_SECRET, 'signed-link-secret-value', 'pl_secretkeyvalue']) {
      expect(log).not.toContain(secret);
    }
    for (const line of lines()) expect(Object.keys(line)).not.toContain('headers');
  });
});
