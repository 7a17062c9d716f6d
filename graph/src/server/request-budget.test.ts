import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';

const BUDGETS = { keyed: 400, signedIn: 300, anonymous: 120, windowSeconds: 3600 };
const RATE = `query Rate { rateLimit { limit remaining resetAt cost } sourceCounts { count } }`;

let db: TestDatabase;
let api: TestServer;

interface GraphQLBody {
  data?: { rateLimit?: { limit: number; remaining: number; resetAt: string; cost: number } } | null;
  errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
  extensions?: { cost?: number };
}

function budgetHeaders(headers: Headers) {
  return {
    limit: Number(headers.get('ratelimit-limit')),
    remaining: Number(headers.get('ratelimit-remaining')),
    reset: Number(headers.get('ratelimit-reset')),
  };
}

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  await insertDrafts(db.orm.em, await Promise.all([0, 1].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))));
  api = await startTestServer(db, { requestBudgets: BUDGETS });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('request budgets', () => {
  it('sends the RateLimit fields with every REST answer, falling by 1 a request', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const first = budgetHeaders((await reader.request('/api/categories')).headers);
    const second = budgetHeaders((await reader.request('/api/articles/999999')).headers);
    expect(first).toMatchObject({ limit: BUDGETS.anonymous, remaining: BUDGETS.anonymous - 1 });
    expect(first.reset).toBeGreaterThan(3500);
    expect(second.remaining).toBe(BUDGETS.anonymous - 2);
  });

  it('charges a GraphQL operation its cost, and rateLimit, extensions.cost and the headers agree', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const response = await reader.request<GraphQLBody>('/graphql', { method: 'POST', json: { query: RATE } });
    const rate = response.body.data?.rateLimit;
    // rateLimit costs 1 + its 4 fields; sourceCounts, an unpaged list, 1 + 10 items of 1 field.
    expect(rate).toMatchObject({ limit: BUDGETS.anonymous, cost: 16 });
    expect(response.body.extensions?.cost).toBe(rate?.cost);
    expect(budgetHeaders(response.headers)).toMatchObject({ limit: rate?.limit, remaining: rate?.remaining });
    expect(rate?.remaining).toBe(BUDGETS.anonymous - 16);
    expect(Date.parse(rate?.resetAt ?? '') - Date.now()).toBeGreaterThan(3_500_000);
    const again = await reader.request<GraphQLBody>('/graphql', { method: 'POST', json: { query: RATE } });
    expect(again.body.data?.rateLimit?.remaining).toBe(BUDGETS.anonymous - 32);
  });

  it('keeps an answer that names the caller’s budget out of the read cache', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const path = `/graphql?query=${encodeURIComponent(RATE)}`;
    const headers = { accept: 'application/json', 'apollo-require-preflight': '1' };
    const first = await reader.request<GraphQLBody>(path, { headers });
    const second = await reader.request<GraphQLBody>(path, { headers });
    expect(second.body.data?.rateLimit?.remaining).toBe((first.body.data?.rateLimit?.remaining ?? 0) - 16);
  });

  it('refuses past the budget with 429, Retry-After and RATE_LIMITED, on GraphQL and REST, and runs nothing', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const expensive = `{ articles(first: 10, filter: { dateRange: null }) { edges { node { title abstract } } } }`;
    let refused: { status: number; body: GraphQLBody; headers: Headers } | undefined;
    for (let attempt = 0; attempt < 20 && !refused; attempt++) {
      const response = await reader.request<GraphQLBody>('/graphql', { method: 'POST', json: { query: expensive } });
      if (response.status !== 200) refused = response;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(refused?.body.errors?.[0].message).toMatch(/costs \d+ points/);
    expect(refused?.body.data).toBeUndefined();
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let attempt = 0; attempt < BUDGETS.anonymous; attempt++) {
      const rest = await reader.request<{ message: string }>('/api/categories');
      if (rest.status === 429) {
        expect(rest.body.message).toMatch(/budget starts again/);
        expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(budgetHeaders(rest.headers).remaining).toBe(0);
        return;
      }
    }
    throw new Error('REST was never refused');
  });

  it('gives a signed-in reader and each API key a budget of their own', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('budgeted');
    const signedIn = await reader.request<GraphQLBody>('/graphql', { method: 'POST', json: { query: RATE } });
    expect(signedIn.body.data?.rateLimit?.limit).toBe(BUDGETS.signedIn);
    const created = await reader.request<{ secret: string }>('/api/user/api-keys', {
      method: 'POST',
      json: { name: 'budget', scopes: ['READ'] },
    });
    const keyed = await api.request<GraphQLBody>('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${created.body.secret}` },
      body: JSON.stringify({ query: RATE }),
    });
    expect(keyed.body.data?.rateLimit).toMatchObject({ limit: BUDGETS.keyed, remaining: BUDGETS.keyed - 16 });
  });
});

describe('one code for every refusal of a document’s shape or cost', () => {
  it.each([
    [
      'depth',
      `{ sourceCounts { count } __type(name: "Article") { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }`,
      /depth 9 exceeds the limit of 8/,
    ],
    ['aliases', `{ ${Array.from({ length: 16 }, (_, index) => `a${index}: sourceCounts { count }`).join(' ')} }`, /16.*15/],
    ['tokens', `{ ${'sourceCounts { count } '.repeat(260)} }`, /1,?000 tokens/],
    [
      'cost',
      `{ ${Array.from({ length: 6 }, (_, index) => `a${index}: articles(first: 100) { edges { node { title abstract journal doi pmid categories authorList subjects } } }`).join(' ')} }`,
      /cost is 6006; the limit is 5000/,
    ],
    ['page size', `{ articles(first: 101) { totalCount } }`, /101 exceeds the maximum page size of 100/],
  ])('refuses %s with OPERATION_LIMIT_EXCEEDED and the figure', async (_name, query, message) => {
    const response = await api.request<GraphQLBody>('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].extensions?.code).toBe('OPERATION_LIMIT_EXCEEDED');
    expect(response.body.errors?.[0].message).toMatch(message);
  });

  it('refuses a batch with OPERATION_LIMIT_EXCEEDED', async () => {
    const response = await api.request<GraphQLBody>('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ sourceCounts { count } }' }, { query: '{ sourceCounts { count } }' }]),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].extensions?.code).toBe('OPERATION_LIMIT_EXCEEDED');
    expect(response.body.errors?.[0].message).toMatch(/limit is 1 operation per request/);
  });
});
