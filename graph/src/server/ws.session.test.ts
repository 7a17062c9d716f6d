import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { graphql } from '../../test/gql/index.js';
import { TestBrowser } from '../../test/http-client.js';
import { liveClient } from '../../test/live.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { SESSION_ENDED_CLOSE_CODE } from './ws.js';

const SOCKET_VIEWER = graphql(`
  query SocketViewer {
    me {
      username
    }
  }
`);

const SOCKET_COMMENT = graphql(`
  mutation SocketComment($articleId: ID!, $content: String!) {
    addComment(articleId: $articleId, content: $content) {
      id
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let articleId: string;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  [articleId] = (await insertDrafts(db.orm.em, [await draftFrom(0, { publishedDate: daysAgo(0) })])).map(String);
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

/** Runs one operation over the socket and resolves with its result (data and errors). */
function run(client: Client, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<{
    data?: Record<string, unknown> | null;
    errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  }>((resolve, reject) => {
    let result: unknown;
    client.subscribe({ query, variables }, { next: (value) => (result = value), error: reject, complete: () => resolve(result as never) });
  });
}

async function signedInSocket(name: string): Promise<{ browser: TestBrowser; client: Client; closed: Promise<number> }> {
  const browser = new TestBrowser(api.baseUrl);
  await browser.register(name);
  const client = liveClient(api.baseUrl, { cookie: browser.cookieHeader });
  const closed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
  const viewer = await run(client, print(SOCKET_VIEWER));
  expect(viewer.data).toEqual({ me: { username: name } });
  return { browser, client, closed };
}

describe('live sockets follow the session', () => {
  it('closes the signed-in sockets of a session when it signs out over HTTP', async () => {
    const { browser, client, closed } = await signedInSocket('leaver');
    const other = await signedInSocket('stayer');
    expect((await run(client, print(SOCKET_COMMENT), { articleId, content: 'Before signing out' })).data?.addComment).toBeTruthy();
    expect((await browser.request('/api/logout', { method: 'POST' })).status).toBe(200);
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    // Another reader's socket keeps its authority.
    expect((await run(other.client, print(SOCKET_VIEWER))).data).toEqual({ me: { username: 'stayer' } });
    await client.dispose();
    await other.client.dispose();
  });

  it('treats the operations of a socket whose session expired as anonymous', async () => {
    const { client } = await signedInSocket('expired');
    await db.orm.em.fork().getConnection().execute("update sessions set expire = now() - interval '1 second'");
    expect((await run(client, print(SOCKET_VIEWER))).data).toEqual({ me: null });
    const refused = await run(client, print(SOCKET_COMMENT), { articleId, content: 'After expiry' });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>("select count(*)::int as count from comments where content = 'After expiry'");
    expect(row.count).toBe(0);
    await client.dispose();
  });
});
