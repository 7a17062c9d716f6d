import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { ArticleAddedSubscription } from '../../../test/gql/graphql.js';
import { TestBrowser } from '../../../test/http-client.js';
import { collect, liveClient, startServerProcess, waitForSubscribers } from '../../../test/live.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { ALL_ARTICLES, LiveTopic, liveEvent } from '../../lib/change-events.js';
import { saveSummary } from '../summary/summary.service.js';
import { articleAdditionGapRecovery } from './article-addition.events.js';

const ADDED = graphql(`
  subscription ArticleAdded($filter: ArticleFilter) {
    articleAdded(filter: $filter) {
      id
      databaseId
      title
      simplifiedTitle
    }
  }
`);

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const subscribers = () => api.server.pubSub.subscriberCount;

/** Stores a paper without a summary, titled so a search finds it by `word`. */
async function storePaper(word: string): Promise<number> {
  const [id] = await insertDrafts(db.orm.em, [
    await draftFrom(0, { title: `A ${word} cohort study of sleep`, publishedDate: daysAgo(400) }),
  ]);
  return id;
}

/** Stores a summary on the paper, as the summarise workflow does. */
async function summarise(id: number, simplifiedTitle = 'A plain title'): Promise<void> {
  await saveSummary({ em: db.orm.em.fork() }, id, {
    simplifiedTitle,
    summary: 'Researchers followed people for years. Those who slept more did better.',
    provider: 'local',
    model: 'extractive-v2',
  });
}

/** How many subscriptions another API process holds open, read from its /metrics. */
async function remoteSubscribers(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^paperlight_live_subscriptions (\d+)/m.exec(text)?.[1] ?? NaN);
}

async function waitForRemoteSubscribers(baseUrl: string, expected: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if ((await remoteSubscribers(baseUrl)) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The second API process never held ${expected} subscriptions.`);
}

describe('articleAdded over graphql-ws', () => {
  it('delivers a newly summarised paper once to matching subscribers on two API processes, and not to others', async () => {
    const second = await startServerProcess(db.url);
    try {
      const localClient = liveClient(api.baseUrl);
      const remoteClient = liveClient(second.baseUrl);
      await waitForSubscribers(subscribers, 0);
      const local = collect(localClient, ADDED, { filter: { search: 'narwhal' } });
      const other = collect(localClient, ADDED, { filter: { search: 'platypus' } });
      const remote = collect(remoteClient, ADDED, { filter: { search: 'narwhal' } });
      await waitForSubscribers(subscribers, 2, 10_000);
      await waitForRemoteSubscribers(second.baseUrl, 1);

      const first = await storePaper('narwhal');
      const unrelated = await storePaper('platypus');
      await summarise(first);
      await summarise(unrelated);
      // A second summary of the same paper (a new provider, say) does not add it again.
      await summarise(first, 'Another plain title');
      const [heard] = await other.waitFor(1, 20_000);
      expect(heard.articleAdded.databaseId).toBe(unrelated);
      // A later matching paper: once it is heard, a repeat of the first would have been heard too.
      const later = await storePaper('narwhal');
      await summarise(later);
      const ids = (events: ArticleAddedSubscription[]) => events.map((event) => event.articleAdded.databaseId).sort((a, b) => a - b);
      expect(ids(await local.waitFor(2, 20_000))).toEqual([first, later]);
      expect(ids(await remote.waitFor(2, 20_000))).toEqual([first, later]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(ids(local.values)).toEqual([first, later]);
      expect(ids(remote.values)).toEqual([first, later]);
      expect(ids(other.values)).toEqual([unrelated]);
      expect(local.values.find((event) => event.articleAdded.databaseId === first)?.articleAdded).toMatchObject({
        title: 'A narwhal cohort study of sleep',
        simplifiedTitle: 'A plain title',
      });
      for (const collected of [local, other, remote]) collected.dispose();
      await localClient.dispose();
      await remoteClient.dispose();
      await waitForSubscribers(subscribers, 0, 10_000);
    } finally {
      await second.stop();
    }
  });

  it("refuses Premium's filters as the feed does: sign in first, then Premium", async () => {
    const reader = new TestBrowser(api.baseUrl);
    await reader.register('follower');
    const refusal = async (cookie?: string) => {
      const client = liveClient(api.baseUrl, { cookie });
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: print(ADDED), variables: { filter: { designs: ['RANDOMISED_CONTROLLED_TRIAL'] } } },
          { next: (value) => resolve(value.errors), error: resolve, complete: () => undefined },
        );
      });
      await client.dispose();
      return JSON.stringify(errors);
    };
    expect(await refusal()).toContain('"code":"UNAUTHENTICATED"');
    const forbidden = await refusal(reader.cookieHeader);
    expect(forbidden).toContain('"code":"FORBIDDEN"');
    expect(forbidden).toContain('Filtering by study design is available with Paperlight Premium.');
    expect(subscribers()).toBe(0);
  });

  it('delivers the papers added while the listening connection was down, once each, after it reconnects', async () => {
    const sql = <T>(query: string) => db.orm.em.fork().getConnection().execute<T[]>(query);
    const listeners = () =>
      sql<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()",
      );
    const client = liveClient(api.baseUrl);
    await waitForSubscribers(subscribers, 0);
    const added = collect(client, ADDED, { filter: { search: 'axolotl' } });
    await waitForSubscribers(subscribers, 1, 10_000);
    const [listener] = await listeners();
    await sql(`select pg_terminate_backend(${Number(listener.pid)})`);
    const inGap = [await storePaper('axolotl'), await storePaper('axolotl')];
    for (const id of inGap) await summarise(id);
    for (let attempt = 0; ; attempt++) {
      const now = await listeners();
      if (now.length && now[0].pid !== listener.pid) break;
      if (attempt > 400) throw new Error('The listening connection did not come back.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await added.waitFor(2, 20_000);
    const after = await storePaper('axolotl');
    await summarise(after);
    await added.waitFor(3, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(added.values.map((event) => event.articleAdded.databaseId).sort((a, b) => a - b)).toEqual([...inGap, after]);
    added.dispose();
    await client.dispose();
  });
});

describe('articleAdditionGapRecovery', () => {
  it('finds an addition missed in the gap even when a newer one was heard on the new connection first', async () => {
    const recovery = articleAdditionGapRecovery(db.orm);
    await recovery.mark();
    recovery.lost?.();
    const missedId = await storePaper('quokka');
    const heardId = await storePaper('quokka');
    await summarise(missedId);
    await summarise(heardId);
    const additionOf = async (articleId: number) => {
      const [row] = await db.orm.em
        .fork()
        .getConnection()
        .execute<{ id: number }[]>('select id from article_additions where article_id = ?', [articleId]);
      return row.id;
    };
    const heardAddition = { id: await additionOf(heardId) };
    expect(recovery.seen(liveEvent(LiveTopic.ArticleAdded, ALL_ARTICLES, { articleId: heardId, additionId: heardAddition.id }))).toBe(true);
    const recovered = await recovery.missed();
    const delivered = recovered.filter((event) => recovery.seen(event));
    expect(delivered.map((event) => event.payload)).toEqual([{ articleId: missedId, additionId: await additionOf(missedId) }]);
  });
});
