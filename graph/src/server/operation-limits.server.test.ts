import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { INTERNAL_MESSAGE } from '../lib/errors.js';

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await insertDrafts(db.orm.em, await Promise.all([0, 1, 2].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))));
  api = await startTestServer(db, { production: true });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: sourceCounts { count }`).join(' ')} }`;
const directives = (count: number) => `{ sourceCounts { ${'... @include(if: true) { count } '.repeat(count)} } }`;

async function post(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return api.request<{ errors?: { message: string; extensions?: { code?: string } }[]; data?: unknown }>('/graphql', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('operation limits on the running server (production mode)', () => {
  const nest = (levels: number): string => (levels === 0 ? 'name' : `ofType { ${nest(levels - 1)} }`);

  it.each([
    ['a document deeper than 8', `{ sourceCounts { count } __type(name: "Article") { fields { type { ${nest(6)} } } } }`],
    ['16 aliases', aliases(16)],
    ['51 directives', directives(51)],
    ['more than 1,000 tokens', `{ ${'sourceCounts { count } '.repeat(260)} }`],
    ['first over 100', '{ articles(first: 101) { totalCount } }'],
  ])('refuses %s with 400 before any SQL runs', async (_name, query) => {
    db.queries.reset();
    const response = await post({ query });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].message).toBeTruthy();
    expect(db.queries.count).toBe(0);
  });

  it('accepts documents within every limit', async () => {
    expect((await post({ query: aliases(15) })).status).toBe(200);
    expect((await post({ query: directives(50) })).status).toBe(200);
    const full =
      '{ articles(first: 100) { totalCount edges { cursor node { id title categories abstractSections { label text } summary { provider } } } } }';
    expect((await post({ query: full })).status).toBe(200);
  });

  it('refuses batched requests, variables asking for more than 100, and text/plain or form posts', async () => {
    db.queries.reset();
    expect((await post([{ query: '{ sourceCounts { count } }' }, { query: '{ categories { id } }' }])).status).toBe(400);
    expect((await post({ query: 'query P($n: Int) { articles(first: $n) { totalCount } }', variables: { n: 500 } })).status).toBe(400);
    expect((await post('{"query":"{ sourceCounts { count } }"}', { 'content-type': 'text/plain' })).status).toBe(400);
    expect(
      (await post('query=%7B%20sourceCounts%20%7B%20count%20%7D%20%7D', { 'content-type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(400);
    const get = await api.request(`/graphql?query=${encodeURIComponent('{ sourceCounts { count } }')}`);
    expect(get.status).toBe(400);
    expect(db.queries.count).toBe(0);
  });

  it('answers introspection and turns field suggestions off in production', async () => {
    const introspection = await post({ query: '{ __schema { types { name } } }' });
    expect(introspection.status).toBe(200);
    const typo = await post({ query: '{ sourceCount { count } }' });
    expect(typo.status).toBe(400);
    expect(typo.body.errors?.[0].message).toBe('Cannot query field "sourceCount" on type "Query".');
  });

  it('never shows stack traces or SQL, even when the database fails', async () => {
    await db.orm.em.fork().getConnection().execute('alter table article_categories rename to article_categories_gone');
    try {
      const response = await post({ query: '{ categories { id name count } }' });
      expect(response.body.errors?.[0]).toMatchObject({ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      const text = JSON.stringify(response.body);
      expect(text).not.toMatch(/stacktrace|article_categories|select |relation/i);
      const rest = await api.request<{ message: string }>('/api/categories');
      expect(rest).toMatchObject({ status: 500, body: { message: INTERNAL_MESSAGE } });
    } finally {
      await db.orm.em.fork().getConnection().execute('alter table article_categories_gone rename to article_categories');
    }
  });
});
