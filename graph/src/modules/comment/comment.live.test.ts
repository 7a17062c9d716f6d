import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { CommentAddedSubscription } from '../../../test/gql/graphql.js';
import { TestBrowser } from '../../../test/http-client.js';
import { collect, liveClient, startServerProcess, waitForSubscribers } from '../../../test/live.js';
import { LiveTopic, liveEvent } from '../../lib/change-events.js';
import { globalIdOf } from '../../lib/global-ids.js';
import { commentGapRecovery } from './comment.events.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

const ADDED = graphql(`
  subscription CommentAdded($articleId: ID!) {
    commentAdded(articleId: $articleId) {
      id
      content
      username
      articleId
    }
  }
`);

const DELETED = graphql(`
  subscription CommentDeleted($articleId: ID!) {
    commentDeleted(articleId: $articleId) {
      id
      articleId
    }
  }
`);

const VIEWER = graphql(`
  query LiveViewer {
    me {
      username
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let ids: number[];
let writer: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  ids = await insertDrafts(db.orm.em, await Promise.all([0, 1].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))));
  api = await startTestServer(db);
  writer = new TestBrowser(api.baseUrl);
  await writer.register('writer');
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const subscribers = () => api.server.pubSub.subscriberCount;

describe('live comments over graphql-ws', () => {
  it('delivers commentAdded to an anonymous subscriber, and nothing for other articles', async () => {
    const client = liveClient(api.baseUrl);
    const base = 0;
    await waitForSubscribers(subscribers, base);
    const mine = collect(client, ADDED, { articleId: String(ids[0]) });
    const other = collect(client, ADDED, { articleId: String(ids[1]) });
    await waitForSubscribers(subscribers, base + 2);
    await writer.request(`/api/articles/${ids[0]}/comments`, { method: 'POST', json: { content: 'Live <b>hello</b>' } });
    const [event] = await mine.waitFor(1, 5_000);
    expect(event.commentAdded).toMatchObject({
      content: 'Live <b>hello</b>',
      username: 'writer',
      articleId: globalIdOf('Article', ids[0]),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.values).toEqual([]);
    mine.dispose();
    other.dispose();
    await client.dispose();
  });

  it('delivers commentDeleted', async () => {
    const client = liveClient(api.baseUrl);
    const base = 0;
    await waitForSubscribers(subscribers, base);
    const deleted = collect(client, DELETED, { articleId: String(ids[0]) });
    await waitForSubscribers(subscribers, base + 1);
    const { body } = await writer.request<{ id: number }>(`/api/articles/${ids[0]}/comments`, {
      method: 'POST',
      json: { content: 'Soon gone' },
    });
    await writer.request(`/api/comments/${body.id}`, { method: 'DELETE' });
    const [event] = await deleted.waitFor(1, 5_000);
    expect(event.commentDeleted).toEqual({ id: globalIdOf('Comment', body.id), articleId: globalIdOf('Article', ids[0]) });
    deleted.dispose();
    await client.dispose();
  });

  it('knows the signed-in viewer from the session cookie', async () => {
    const client = liveClient(api.baseUrl, { cookie: writer.cookieHeader });
    const result = await new Promise<unknown>((resolve, reject) => {
      client.subscribe({ query: print(VIEWER) }, { next: (value) => resolve(value.data), error: reject, complete: () => undefined });
    });
    expect(result).toEqual({ me: { username: 'writer' } });
    await client.dispose();
  });

  it("refuses a handshake from a foreign Origin, and accepts the page's own", async () => {
    const foreign = await fetch(`${api.baseUrl}/graphql`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        origin: 'https://evil.example',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-protocol': 'graphql-transport-ws',
      },
    }).catch((error: unknown) => error);
    expect(foreign instanceof Response ? foreign.status : 'refused').not.toBe(101);
    const client = liveClient(api.baseUrl, { origin: 'https://evil.example' });
    const outcome = await new Promise<string>((resolve) => {
      client.on('connected', () => resolve('connected'));
      client.on('closed', () => resolve('closed'));
      client.on('error', () => resolve('error'));
    });
    expect(outcome).not.toBe('connected');
    await client.dispose();
    const own = liveClient(api.baseUrl, { origin: api.baseUrl });
    const ownOutcome = await new Promise<string>((resolve) => {
      own.on('connected', () => resolve('connected'));
      own.on('error', () => resolve('error'));
    });
    expect(ownOutcome).toBe('connected');
    await own.dispose();
  });

  it('applies the operation limits to subscriptions', async () => {
    const client = liveClient(api.baseUrl);
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        {
          query: `subscription { ${Array.from({ length: 16 }, (_, index) => `a${index}: commentAdded(articleId: "1") { id }`).join(' ')} }`,
        },
        {
          next: () => resolve('delivered'),
          error: (error) => resolve(error),
          complete: () => resolve('completed'),
        },
      );
    });
    expect(JSON.stringify(errors)).toMatch(/aliases|single root field/i);
    await client.dispose();
  });

  it('delivers events written through a second API process on the same database', async () => {
    const second = await startServerProcess(db.url);
    try {
      const remoteWriter = new TestBrowser(second.baseUrl);
      await remoteWriter.register('remote');
      const localClient = liveClient(api.baseUrl);
      const remoteClient = liveClient(second.baseUrl);
      const connected = new Promise<void>((resolve) => remoteClient.on('connected', () => resolve()));
      const base = 0;
      await waitForSubscribers(subscribers, base);
      const local = collect(localClient, ADDED, { articleId: String(ids[1]) });
      const remote = collect(remoteClient, ADDED, { articleId: String(ids[1]) });
      await waitForSubscribers(subscribers, base + 1);
      await connected;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await remoteWriter.request(`/api/articles/${ids[1]}/comments`, { method: 'POST', json: { content: 'From process two' } });
      await writer.request(`/api/articles/${ids[1]}/comments`, { method: 'POST', json: { content: 'From process one' } });
      const localEvents = await local.waitFor(2, 2_000);
      const remoteEvents = await remote.waitFor(2, 2_000);
      const contents = (events: CommentAddedSubscription[]) => events.map((event) => event.commentAdded.content).sort();
      expect(contents(localEvents)).toEqual(['From process one', 'From process two']);
      expect(contents(remoteEvents)).toEqual(['From process one', 'From process two']);
      local.dispose();
      remote.dispose();
      await localClient.dispose();
      await remoteClient.dispose();
    } finally {
      await second.stop();
    }
  });

  it('delivers the comments committed while the listening connection was down, once each, after it reconnects', async () => {
    const sql = <T>(query: string) => db.orm.em.fork().getConnection().execute<T[]>(query);
    const listeners = () =>
      sql<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()",
      );
    const client = liveClient(api.baseUrl);
    await waitForSubscribers(subscribers, 0);
    const added = collect(client, ADDED, { articleId: String(ids[0]) });
    await waitForSubscribers(subscribers, 1);
    const [listener] = await listeners();
    await sql(`select pg_terminate_backend(${Number(listener.pid)})`);
    const contents = ['Written in the gap 1', 'Written in the gap 2', 'Written in the gap 3'];
    for (const content of contents) {
      expect((await writer.request(`/api/articles/${ids[0]}/comments`, { method: 'POST', json: { content } })).status).toBe(201);
    }
    const reconnected = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const now = await listeners();
        if (now.length && now[0].pid !== listener.pid) return now[0].pid;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('The listening connection did not come back.');
    };
    expect(await reconnected()).not.toBe(listener.pid);
    const events = await added.waitFor(3, 5_000);
    expect(events.map((event) => event.commentAdded.content)).toEqual(contents);
    await writer.request(`/api/articles/${ids[0]}/comments`, { method: 'POST', json: { content: 'After the gap' } });
    await added.waitFor(4, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(added.values.map((event) => event.commentAdded.content)).toEqual([...contents, 'After the gap']);
    added.dispose();
    await client.dispose();
  });
});

describe('commentGapRecovery', () => {
  it('finds a comment missed in the gap even when a newer one was heard on the new connection first', async () => {
    const recovery = commentGapRecovery(db.orm);
    await recovery.mark();
    recovery.lost?.();
    const post = async (content: string) =>
      (await writer.request<{ id: number }>(`/api/articles/${ids[1]}/comments`, { method: 'POST', json: { content } })).body.id;
    const missedId = await post('Missed in the gap');
    const heardId = await post('Heard on the new connection');
    expect(recovery.seen(liveEvent(LiveTopic.CommentAdded, ids[1], { commentId: heardId }))).toBe(true);
    const delivered = (await recovery.missed()).filter((event) => recovery.seen(event));
    expect(delivered.map((event) => event.payload)).toEqual([{ commentId: missedId }]);
  });
});
