import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';

// Inputs found by probing a production start, each of which once answered 500 and logged a stack trace; and random
// strings thrown at search, comments and login, which must never produce a 5xx (docs/product/errors.md#error-contract).
let db: TestDatabase;
let api: TestServer;
let articleId: number;
let logged = '';

beforeAll(async () => {
  db = await createTestDatabase();
  [articleId] = await insertDrafts(db.orm.em.fork(), [await draftFrom(0, { publishedDate: daysAgo(2) })]);
  api = await startTestServer(db, { production: true });
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array) => boolean;
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged += chunk.toString();
      return write(chunk);
    });
  }
});

afterAll(async () => {
  vi.restoreAllMocks();
  await api?.close();
  await db?.drop();
});

afterEach(() => {
  // No probe may be logged as a server failure, and no stack trace may be printed.
  const output = logged;
  logged = '';
  expect(output).not.toMatch(/Request failed|GraphQL operation failed|\n\s+at /);
});

/** A browser behind the TLS-terminating proxy a production server expects, so its Secure session cookie is set. */
class HttpsBrowser extends TestBrowser {
  override request<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) {
    return super.request<T>(path, { ...init, headers: { 'x-forwarded-proto': 'https' } });
  }
}

async function signedInBrowser(): Promise<TestBrowser> {
  const browser = new HttpsBrowser(api.baseUrl);
  await browser.register(`reader${Math.random().toString(36).slice(2, 10)}`);
  return browser;
}

const message = (body: unknown) => (body as { message?: unknown }).message;

describe('odd input answers 4xx with a sentence', () => {
  it('a search of 40 dashes before a word is read as a search, over REST and GraphQL', async () => {
    const search = `${'-'.repeat(40)}cancer`;
    const rest = await api.request(`/api/articles?search=${encodeURIComponent(search)}`);
    expect(rest.status).toBe(200);
    const spaced = `heart ${'- '.repeat(40)}attack`;
    const graph = await api.graphql('query ($search: String) { articles(filter: { search: $search }) { totalCount } }', { search: spaced });
    expect(graph.errors).toBeUndefined();
  });

  it('a NUL byte in a comment is refused and nothing is stored', async () => {
    const reader = await signedInBrowser();
    const response = await reader.request(`/api/articles/${articleId}/comments`, { method: 'POST', json: { content: 'Good\u0000 point' } });
    expect(response.status).toBe(400);
    expect(message(response.body)).toBe('Text cannot contain a NUL character.');
    const [{ count }] = await db.orm.em.getConnection().execute<{ count: string }[]>('select count(*) from comments');
    expect(Number(count)).toBe(0);
  });

  it('a NUL byte in a profile field is refused', async () => {
    const reader = await signedInBrowser();
    const response = await reader.request('/api/profile', {
      method: 'PUT',
      json: { bio: 'Cardio\u0000logist', currentPassword: 'correct horse battery' },
    });
    expect(response.status).toBe(400);
    expect(message(response.body)).toBe('Text cannot contain a NUL character.');
  });

  it('a login username longer than any key is a failed sign-in, not a failure', async () => {
    const browser = new TestBrowser(api.baseUrl);
    const response = await browser.request('/api/login', {
      method: 'POST',
      json: { username: 'u'.repeat(400), password: 'whatever it is' },
    });
    expect(response.status).toBe(401);
    expect(typeof message(response.body)).toBe('string');
  });

  it('an undecodable escape in a path is 400', async () => {
    const response = await api.request('/api/articles/%FF');
    expect(response.status).toBe(400);
    expect(message(response.body)).toBe('The request address has an escape (%…) that is not valid UTF-8.');
  });

  it('a persisted query whose hash does not match its document says so with its own code', async () => {
    const query = '{ __typename }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('{ other }').digest('hex') } };
    const params = new URLSearchParams({ query, extensions: JSON.stringify(extensions) });
    const response = await api.request<{ errors: { message: string; extensions: { code: string } }[] }>(`/graphql?${params.toString()}`, {
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    expect(response.body.errors[0].message).toMatch(/hash/i);
  });
});

// Text a reader can type, with what search syntax, SQL and JSON find special, and characters PostgreSQL refuses.
const oddText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('-', ' ', '"', "'", '\u0000', '\\', '|', '!', '&', '(', ')', ':', '*', '%', '_', 'or', 'OR', '<->', '\uFFFF', '\u200B'),
    fc.string({ unit: 'binary', maxLength: 3 }),
  ),
  maxLength: 200,
});

describe('random strings never produce a 5xx', () => {
  it('in search, over REST and GraphQL', async () => {
    await fc.assert(
      fc.asyncProperty(oddText, async (search) => {
        const rest = await api.request(`/api/articles?search=${encodeURIComponent(search)}`);
        expect(rest.status).toBeLessThan(500);
        const graph = await api.graphql('query ($search: String) { articles(filter: { search: $search }) { totalCount } }', { search });
        expect(graph.status).toBeLessThan(500);
        expect(graph.errors?.map((error) => error.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
      }),
      { numRuns: 60 },
    );
  });

  it('in comments', async () => {
    let reader = await signedInBrowser();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(oddText, async (content) => {
        // A fresh reader before the per-reader comment limit, so each string reaches the service.
        if (++sent % 15 === 0) reader = await signedInBrowser();
        const response = await reader.request(`/api/articles/${articleId}/comments`, { method: 'POST', json: { content } });
        expect(response.status).toBeLessThan(500);
        expect(typeof message(response.body) === 'string' || response.status === 201).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('in login', async () => {
    await fc.assert(
      fc.asyncProperty(oddText, oddText, async (username, password) => {
        // Each attempt from its own address, so the per-address limit does not answer before the service does.
        const response = await new TestBrowser(api.baseUrl).request('/api/login', { method: 'POST', json: { username, password } });
        expect(response.status).toBeLessThan(500);
        expect(typeof message(response.body)).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});
