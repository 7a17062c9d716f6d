import { readFile } from 'node:fs/promises';
import { getIntrospectionQuery } from 'graphql';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';

const FOREIGN = 'https://integrator.example';

let db: TestDatabase;
let api: TestServer;
// Signing in over plain HTTP needs the development cookie (production's is Secure); the cross-origin rules are the same.
let devApi: TestServer;

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return api.request<GraphQLBody>('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  await insertDrafts(db.orm.em, await Promise.all([0, 1, 2, 3, 4].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))));
  api = await startTestServer(db, { production: true });
  devApi = await startTestServer(db);
});

afterAll(async () => {
  await devApi?.close();
  await api?.close();
  await db?.drop();
});

describe('the schema in the open, in a production start', () => {
  it('answers the introspection query tools send, under the operation limits', async () => {
    const full = await post({ query: getIntrospectionQuery() });
    expect(full.status).toBe(200);
    expect((full.body.data?.__schema as { queryType: { name: string } }).queryType.name).toBe('Query');
    const type = await post({ query: '{ __type(name: "ApiKeyScope") { enumValues { name } } }' });
    expect(type.body.data).toEqual({ __type: { enumValues: [{ name: 'READ' }, { name: 'WRITE' }, { name: 'PREMIUM' }] } });
    const aliases = await post({
      query: `{ ${Array.from({ length: 16 }, (_, index) => `t${index}: __type(name: "Article") { name }`).join(' ')} }`,
    });
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors?.[0].extensions?.code).toBe('OPERATION_LIMIT_EXCEEDED');
  });

  it('marks GraphQL answers as not to be stored by caches', async () => {
    const answer = await post({ query: '{ articles(first: 1) { edges { node { title } } } }' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const refused = await post({ query: '{ nothing }' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps field suggestions off', async () => {
    const typo = await post({ query: '{ sourceCount { count } }' });
    expect(typo.body.errors?.[0].message).toBe('Cannot query field "sourceCount" on type "Query".');
  });

  it('serves the SDL at /schema.graphql, as committed in schema.graphql', async () => {
    const response = await fetch(`${api.baseUrl}/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const served = await response.text();
    const committed = await readFile(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toContain(served.trim());
    expect(served).toContain('type ApiKey implements Node');
  });

  it('serves the explorer to a browser', async () => {
    const page = await fetch(`${api.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/altair/i);
  });
});

describe('browsers on other origins', () => {
  it('answers a preflight for Authorization and Content-Type from any origin, never with credentials', async () => {
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: FOREIGN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const rest = await fetch(`${api.baseUrl}/api/user/bookmarks`, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(rest.status).toBe(204);
  });

  it('lets another origin read anonymously and with a key, and read the RateLimit fields', async () => {
    const anonymous = await api.request<unknown[]>('/api/articles?dateRange=lastyear', { headers: { origin: FOREIGN } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('*');
    expect(anonymous.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Remaining/);

    const reader = new TestBrowser(devApi.baseUrl);
    await reader.register('crossorigin');
    const created = await reader.request<{ secret: string }>('/api/user/api-keys', {
      method: 'POST',
      json: { name: 'cors', scopes: ['READ'] },
    });
    const keyed = await post(
      { query: '{ me { username } }' },
      { origin: FOREIGN, 'sec-fetch-site': 'cross-site', authorization: `Bearer ${created.body.secret}` },
    );
    expect(keyed.status).toBe(200);
    expect(keyed.body.data).toEqual({ me: { username: 'crossorigin' } });
    expect(keyed.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('still refuses a cross-site request that rides the session cookie, and writes nothing', async () => {
    const reader = new TestBrowser(devApi.baseUrl, FOREIGN);
    await reader.register('cookierider');
    const [{ id }] = await db.orm.em.getConnection().execute<{ id: number }[]>('select id from articles limit 1');
    const mutation = 'mutation Add($articleId: ID!) { addBookmark(articleId: $articleId) { databaseId } }';
    const graph = await reader.request<GraphQLBody>('/graphql', {
      method: 'POST',
      headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
      json: { query: mutation, variables: { articleId: String(id) } },
    });
    expect(graph.status).toBe(403);
    expect(graph.body.errors?.[0].message).toMatch(/session cookie/);
    const rest = await reader.request<{ message: string }>('/api/user/bookmarks', {
      method: 'POST',
      headers: { origin: FOREIGN },
      json: { articleId: id },
    });
    expect(rest.status).toBe(403);
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ count: string }[]>("select count(*) from bookmarks b join users u on u.id = b.user_id where u.username = 'cookierider'");
    expect(Number(row.count)).toBe(0);
  });
});

describe('REST paging of the article list', () => {
  it('sends X-Total-Count when asked and a next link while more follow, the same from the read cache', async () => {
    const first = await api.request<{ id: number }[]>('/api/articles?dateRange=lastyear&limit=2&count=exact');
    expect(first.body).toHaveLength(2);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(first.headers.get('link')).toBe('</api/articles?dateRange=lastyear&limit=2&count=exact&offset=2>; rel="next"');
    const cached = await api.request<{ id: number }[]>('/api/articles?dateRange=lastyear&limit=2&count=exact');
    expect(cached.headers.get('x-total-count')).toBe('5');
    expect(cached.headers.get('link')).toBe(first.headers.get('link'));
    const last = await api.request<{ id: number }[]>('/api/articles?dateRange=lastyear&limit=2&count=exact&offset=4');
    expect(last.body).toHaveLength(1);
    expect(last.headers.get('x-total-count')).toBe('5');
    expect(last.headers.get('link')).toBeNull();
    const ids = new Set([...first.body, ...last.body].map((article) => article.id));
    expect(ids.size).toBe(3);
  });

  it('counts nothing unless asked: no X-Total-Count, the same next link', async () => {
    const uncounted = await api.request<{ id: number }[]>('/api/articles?dateRange=lastyear&limit=2');
    expect(uncounted.body).toHaveLength(2);
    expect(uncounted.headers.get('x-total-count')).toBeNull();
    expect(uncounted.headers.get('link')).toBe('</api/articles?dateRange=lastyear&limit=2&offset=2>; rel="next"');
  });
});

describe("graphql-http's protocol audit, in a production start", () => {
  it('finds no error, and only the warnings the README names', async () => {
    const results = await auditServer({ url: `${api.baseUrl}/graphql` });
    const errors = results
      .filter((result) => result.status === 'error')
      .map((result) => `${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(errors).toEqual([]);
    // Apollo answers a document that fails to parse, validate or coerce its variables with 400 even to
    // `Accept: application/json`, which the GraphQL-over-HTTP draft allows but would rather were 200.
    const warnings = results.filter((result) => result.status === 'warn').map((result) => result.name);
    expect(warnings).toEqual([
      'SHOULD use 200 status code on document parsing failure when accepting application/json',
      'SHOULD use 200 status code on document validation failure when accepting application/json',
      'SHOULD use a status code of 200 on variable coercion failure when accepting application/json',
    ]);
  });
});
