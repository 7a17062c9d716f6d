import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { startTestServer, type TestServer } from '../../test/server.js';

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

/** A request with exactly these headers (fetch would add Accept-Encoding of its own). */
function send(path: string, options: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${api.baseUrl}${path}`, { method: options.method, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const QUERY = '{ articles(first: 5) { edges { node { title } } } }';

describe('GraphQL over HTTP', () => {
  it('answers a POST with its length and no ETag, no session cookie and no encoding it was not offered', async () => {
    const answer = await send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ data: { articles: { edges: [] } } });
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
  });

  it('gzips an answer for a client that accepts it', async () => {
    const query = '{ __schema { types { name description } } }';
    const answer = await send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toMatchObject({ data: { __schema: { types: expect.any(Array) } } });
  });

  it('keeps an ETag on a GET, which a client may revalidate', async () => {
    const path = `/graphql?query=${encodeURIComponent(QUERY)}`;
    const answer = await send(path, { method: 'GET', headers: { 'apollo-require-preflight': 'true' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBeTruthy();
    const again = await send(path, {
      method: 'GET',
      headers: { 'apollo-require-preflight': 'true', 'if-none-match': answer.headers.etag! },
    });
    expect(again.status).toBe(304);
  });

  it('reads the query string of a GET, variables included', async () => {
    const query = 'query Titles($first: Int) { articles(first: $first) { edges { node { title } } } }';
    const path = `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify({ first: 101 }))}`;
    const answer = await send(path, { method: 'GET', headers: { 'apollo-require-preflight': 'true' } });
    expect(JSON.parse(answer.body.toString('utf8')).errors?.[0]?.message).toMatch(/first/);
  });
});
