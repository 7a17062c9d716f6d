import { createHash } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { eventually } from '../../../test/eventually.js';
import { daysAgo, draftFrom, grantPremium, insertDrafts } from '../../../test/factories.js';
import { TestBrowser } from '../../../test/http-client.js';
import { liveClient } from '../../../test/live.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { globalIdOf } from '../../lib/global-ids.js';

const CREATE = `mutation Create($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id databaseId name prefix scopes createdAt lastUsedAt } }
}`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;
const KEYS = `query Keys { me { apiKeys { id databaseId name prefix scopes createdAt lastUsedAt } } }`;
const ME = `query Me { me { username } }`;
const BOOKMARK = `mutation Bookmark($articleId: ID!) { addBookmark(articleId: $articleId) { databaseId } }`;
const BOOKMARKS = `query Bookmarks { bookmarks { totalCount } }`;
const EXPORT = `query Export { exportBookmarks(format: CSV) { count } }`;
const FEED = `query Feed { articles(first: 2, filter: { dateRange: null }) { totalCount } }`;

interface CreatedKey {
  secret: string;
  apiKey: { id: string; databaseId: number; name: string; prefix: string; scopes: string[]; createdAt: string; lastUsedAt: string | null };
}

let db: TestDatabase;
let api: TestServer;
let articleIds: number[];
let owner: TestBrowser;
let ownerId: string;

/** A client that sends only an API key: no cookie, no CSRF header beyond what it is told to send. */
function keyed(secret: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${secret}`);
  return api.request<Record<string, unknown>>(path, { ...init, headers });
}

async function keyedGraphql(secret: string, query: string, variables?: Record<string, unknown>) {
  const response = await keyed(secret, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = response.body as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  return { ...body, status: response.status, headers: response.headers };
}

async function createKey(reader: TestBrowser, name: string, scopes: string[]): Promise<CreatedKey> {
  const response = await reader.graphql(CREATE, { input: { name, scopes } });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return (response.data as { createApiKey: CreatedKey }).createApiKey;
}

async function bookmarkCount(userId: string): Promise<number> {
  const rows = await db.orm.em
    .getConnection()
    .execute<{ count: string }[]>('select count(*) from bookmarks where user_id = ?', [Number(userId)]);
  return Number(rows[0].count);
}

/** Runs one operation over a socket and answers its first result, or the error it ended with. */
function runOnSocket(client: Client, query: string, variables?: Record<string, unknown>): Promise<{ data?: unknown; errors?: unknown[] }> {
  return new Promise((resolve, reject) => {
    client.subscribe(
      { query, variables },
      {
        next: (result) => resolve(result as { data?: unknown; errors?: unknown[] }),
        error: (error: unknown) =>
          Array.isArray(error) ? resolve({ errors: error }) : reject(error instanceof Error ? error : new Error(String(error))),
        complete: () => undefined,
      },
    );
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  articleIds = await insertDrafts(
    db.orm.em,
    await Promise.all([0, 1, 2, 3].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))),
  );
  api = await startTestServer(db);
  owner = new TestBrowser(api.baseUrl);
  ownerId = await owner.register('keyholder');
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('API key lifecycle', () => {
  it('creates a key whose secret is shown once, stores only its hash, lists it without the secret and records its use', async () => {
    const created = await createKey(owner, '  Lab   script ', ['READ', 'WRITE', 'READ']);
    expect(created.secret).toMatch(/^pl_[A-Za-z0-9_-]{40}$/);
    expect(created.apiKey).toMatchObject({ name: 'Lab script', scopes: ['READ', 'WRITE'], lastUsedAt: null });
    expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
    expect(created.apiKey.prefix).toHaveLength(11);
    expect(created.apiKey.id).toBe(globalIdOf('ApiKey', created.apiKey.databaseId));

    const [row] = await db.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>('select * from api_keys where id = ?', [created.apiKey.databaseId]);
    expect(row.secret_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(11));

    const listed = await owner.graphql(KEYS);
    const keys = (listed.data as { me: { apiKeys: CreatedKey['apiKey'][] } }).me.apiKeys;
    expect(keys.map((key) => key.name)).toContain('Lab script');
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const rest = await owner.request<Record<string, unknown>[]>('/api/user/api-keys');
    expect(rest.status).toBe(200);
    expect(rest.body.find((key) => key.id === created.apiKey.databaseId)).toMatchObject({ name: 'Lab script', scopes: ['READ', 'WRITE'] });
    expect(JSON.stringify(rest.body)).not.toContain(created.secret);

    const me = await keyedGraphql(created.secret, ME);
    expect(me.data).toEqual({ me: { username: 'keyholder' } });
    const node = await owner.graphql(`query { node(id: "${created.apiKey.id}") { ... on ApiKey { name lastUsedAt } } }`);
    expect((node.data as { node: { name: string; lastUsedAt: string | null } }).node.lastUsedAt).not.toBeNull();
  });

  it('acts as its reader on GraphQL (POST and GET) and REST, with no CSRF header and no cookie set', async () => {
    const { secret } = await createKey(owner, 'reader', ['READ']);
    const post = await keyedGraphql(secret, ME);
    expect(post.status).toBe(200);
    expect(post.headers.getSetCookie()).toEqual([]);
    const get = await keyed(secret, `/graphql?query=${encodeURIComponent(ME)}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ data: { me: { username: 'keyholder' } } });
    expect(get.headers.getSetCookie()).toEqual([]);
    const user = await keyed(secret, '/api/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ username: 'keyholder' });
    expect(user.headers.getSetCookie()).toEqual([]);
    // Never served from the anonymous cache, nor kept in it.
    const anonymous = await api.request('/graphql?query=' + encodeURIComponent(ME), {
      headers: { accept: 'application/json', 'apollo-require-preflight': '1' },
    });
    expect(anonymous.body).toMatchObject({ data: { me: null } });
  });

  it('refuses a wrong, malformed or revoked key with 401 UNAUTHENTICATED, never as anonymous', async () => {
    const wrong = `pl_${'A'.repeat(40)}`;
    for (const secret of [wrong, 'not-a-key', 'pl_short']) {
      const graph = await keyedGraphql(secret, FEED);
      expect(graph.status).toBe(401);
      expect(graph.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(graph.data).toBeUndefined();
      expect(graph.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const rest = await keyed(secret, '/api/articles');
      expect(rest.status).toBe(401);
      expect(rest.body.message).toMatch(/API key is not valid/);
    }
    const basic = await api.request<{ message: string }>('/api/articles', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
    expect(basic.body.message).toMatch(/Bearer/);

    const { secret, apiKey } = await createKey(owner, 'short-lived', ['READ']);
    expect((await keyedGraphql(secret, ME)).status).toBe(200);
    const revoked = await owner.graphql(REVOKE, { id: apiKey.id });
    expect((revoked.data as { revokeApiKey: { revokedAt: string | null } }).revokeApiKey.revokedAt).not.toBeNull();
    const after = await keyedGraphql(secret, ME);
    expect(after.status).toBe(401);
    expect((await keyed(secret, '/api/user')).status).toBe(401);
    const listed = await owner.graphql(KEYS);
    expect(JSON.stringify(listed.data)).not.toContain('short-lived');
  });

  it('revokes over REST, and only the reader’s own keys', async () => {
    const { secret, apiKey } = await createKey(owner, 'rest-revoked', ['READ']);
    const stranger = new TestBrowser(api.baseUrl);
    await stranger.register('stranger');
    const refused = await stranger.request<{ message: string }>(`/api/user/api-keys/${apiKey.databaseId}`, { method: 'DELETE' });
    expect(refused.status).toBe(404);
    expect((await keyedGraphql(secret, ME)).status).toBe(200);
    const revoked = await owner.request<{ revokedAt: string | null }>(`/api/user/api-keys/${apiKey.databaseId}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await keyedGraphql(secret, ME)).status).toBe(401);
  });

  it('creates over REST with a sentence for bad input, and keeps at most 10 live keys a reader', async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('collector');
    const bad = await reader.request<{ message: string }>('/api/user/api-keys', { method: 'POST', json: { name: ' ', scopes: ['READ'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/name/);
    const noScope = await reader.graphql(CREATE, { input: { name: 'none', scopes: [] } });
    expect(noScope.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknownScope = await reader.request<{ message: string }>('/api/user/api-keys', {
      method: 'POST',
      json: { name: 'x', scopes: ['ADMIN'] },
    });
    expect(unknownScope.status).toBe(400);
    const created = await reader.request<{ secret: string }>('/api/user/api-keys', {
      method: 'POST',
      json: { name: 'rest', scopes: ['read'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^pl_/);
    const more = await Promise.all(
      Array.from({ length: 12 }, (_, index) => reader.graphql(CREATE, { input: { name: `k${index}`, scopes: ['READ'] } })),
    );
    expect(more.filter((response) => response.data).length).toBe(9);
    const refusal = more.find((response) => response.errors)?.errors?.[0];
    expect(refusal?.extensions?.code).toBe('FORBIDDEN');
    expect(refusal?.message).toMatch(/10 API keys/);
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ count: string }[]>('select count(*) from api_keys a join users u on u.id = a.user_id where u.username = ?', ['collector']);
    expect(Number(row.count)).toBe(10);
  });

  it('costs no statement to authorise once looked up, and revocation reaches the cache at once', async () => {
    const { secret, apiKey } = await createKey(owner, 'cached', ['READ']);
    await keyedGraphql(secret, FEED);
    db.queries.reset();
    await keyedGraphql(secret, FEED);
    expect(db.queries.statements.filter((statement) => /api_keys/.test(statement))).toEqual([]);
    await owner.graphql(REVOKE, { id: apiKey.id });
    expect((await keyedGraphql(secret, FEED)).status).toBe(401);
  });
});

describe('API key scopes', () => {
  it('READ reads the reader’s data and is refused writes (403, naming WRITE), which change nothing', async () => {
    const { secret } = await createKey(owner, 'read-only', ['READ']);
    const before = await bookmarkCount(ownerId);
    const graph = await keyedGraphql(secret, BOOKMARK, { articleId: String(articleIds[0]) });
    expect(graph.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(graph.errors?.[0].message).toMatch(/WRITE scope/);
    const rest = await keyed(secret, '/api/user/bookmarks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ articleId: articleIds[0] }),
    });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toMatch(/WRITE scope/);
    expect(await bookmarkCount(ownerId)).toBe(before);
    expect((await keyedGraphql(secret, BOOKMARKS)).data).toEqual({ bookmarks: { totalCount: before } });
    expect((await keyed(secret, '/api/user/bookmarks')).status).toBe(200);
  });

  it('WRITE adds bookmarks from any origin without a CSRF header; without READ it cannot read them', async () => {
    const { secret } = await createKey(owner, 'writer', ['WRITE']);
    const before = await bookmarkCount(ownerId);
    const graph = await keyedGraphql(secret, BOOKMARK, { articleId: String(articleIds[1]) });
    expect(graph.errors).toBeUndefined();
    const rest = await keyed(secret, '/api/user/bookmarks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://integrator.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ articleId: articleIds[2] }),
    });
    expect(rest.status).toBe(201);
    expect(await bookmarkCount(ownerId)).toBe(before + 2);
    const read = await keyedGraphql(secret, BOOKMARKS);
    expect(read.errors?.[0].message).toMatch(/READ scope/);
    expect((await keyed(secret, '/api/user/bookmarks')).status).toBe(403);
    expect((await keyedGraphql(secret, ME)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('PREMIUM exports only while the reader has Premium; other keys are refused naming PREMIUM', async () => {
    const reader = new TestBrowser(api.baseUrl);
    const readerId = await reader.register('premiumkeys');
    const premium = await createKey(reader, 'premium', ['READ', 'PREMIUM']);
    const plain = await createKey(reader, 'plain', ['READ', 'WRITE']);
    const withoutPlan = await keyedGraphql(premium.secret, EXPORT);
    expect(withoutPlan.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(withoutPlan.errors?.[0].message).toMatch(/Premium/);
    await grantPremium(db.orm.em, readerId);
    expect((await keyedGraphql(premium.secret, EXPORT)).data).toEqual({ exportBookmarks: { count: 0 } });
    const refused = await keyedGraphql(plain.secret, EXPORT);
    expect(refused.errors?.[0].message).toMatch(/PREMIUM scope/);
    const restRefused = await keyed(plain.secret, '/api/user/bookmarks/export?format=csv');
    expect(restRefused.status).toBe(403);
    expect((await keyed(premium.secret, '/api/user/bookmarks/export?format=csv')).status).toBe(200);
  });

  it('never manages keys, the account or the session, whatever its scopes', async () => {
    const { secret } = await createKey(owner, 'all', ['READ', 'WRITE', 'PREMIUM']);
    for (const query of [
      `mutation { createApiKey(input: { name: "minted", scopes: [READ] }) { secret } }`,
      `mutation { updateProfile(input: { bio: "changed by a key" }) { bio } }`,
      `mutation { logout }`,
      `mutation { login(input: { username: "keyholder", password: "correct horse battery" }) { username } }`,
    ]) {
      const response = await keyedGraphql(secret, query);
      expect(response.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const rest = await keyed(secret, '/api/user/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'minted', scopes: ['READ'] }),
    });
    expect(rest.status).toBe(403);
    const [row] = await db.orm.em.getConnection().execute<{ count: string }[]>(`select count(*) from api_keys where name = 'minted'`);
    expect(Number(row.count)).toBe(0);
  });
});

describe('API keys over graphql-ws', () => {
  it('identifies the reader from connection_init, applies the scopes, and closes the socket when the key is revoked', async () => {
    const { secret, apiKey } = await createKey(owner, 'socket', ['WRITE']);
    const closes: number[] = [];
    const client = liveClient(api.baseUrl, {
      connectionParams: { Authorization: `Bearer ${secret}` },
      onClosed: (code) => closes.push(code),
    });
    try {
      const write = await runOnSocket(client, BOOKMARK, { articleId: String(articleIds[3]) });
      expect(write.errors).toBeUndefined();
      const read = (await runOnSocket(client, BOOKMARKS)) as { errors?: { message: string }[] };
      expect(read.errors?.[0].message).toMatch(/READ scope/);
      await owner.graphql(REVOKE, { id: apiKey.id });
      await eventually('the socket closes', async () => closes.includes(4401));
    } finally {
      await client.dispose();
    }
  });

  it('closes a socket whose connection_init carries a wrong key (4401), rather than serving it as anonymous', async () => {
    const closes: number[] = [];
    const client = liveClient(api.baseUrl, {
      connectionParams: { Authorization: `Bearer pl_${'B'.repeat(40)}` },
      onClosed: (code) => closes.push(code),
    });
    try {
      await expect(runOnSocket(client, FEED)).rejects.toBeDefined();
      await eventually('the socket closes', async () => closes.includes(4401));
    } finally {
      await client.dispose();
    }
  });
});

describe('revocation across API processes', () => {
  it('stops a key on another process that had it cached, by event rather than by the cache expiring, and closes its socket there', async () => {
    const other = await startTestServer(db);
    try {
      const { secret, apiKey } = await createKey(owner, 'two processes', ['READ']);
      const onOther = (query: string) =>
        other.request<{ data?: unknown }>('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify({ query }),
        });
      expect((await onOther(ME)).status).toBe(200);
      const closes: number[] = [];
      const client = liveClient(other.baseUrl, {
        connectionParams: { Authorization: `Bearer ${secret}` },
        onClosed: (code) => closes.push(code),
      });
      try {
        expect((await runOnSocket(client, ME)).errors).toBeUndefined();
        await owner.graphql(REVOKE, { id: apiKey.id });
        await eventually('the other process refuses the key', async () => (await onOther(ME)).status === 401);
        await eventually('the other process closes the socket', async () => closes.includes(4401));
      } finally {
        await client.dispose();
      }
    } finally {
      await other.close();
    }
  });
});
