import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { eventually } from '../../test/eventually.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { globalIdOf } from '../lib/global-ids.js';
import { ANONYMOUS_CACHE_CONTROL, ResponseCache, articleIdsIn } from './response-cache.js';
import { parseReadChange } from '../lib/change-events.js';

const FEED = `query CachedFeed($first: Int) {
  articles(first: $first, orderBy: NEWEST) { edges { node { id title commentCount viewCount viewerHasBookmarked } } }
}`;
const FEED_HASH = createHash('sha256').update(FEED).digest('hex');

interface FeedNode {
  id: string;
  title: string;
  commentCount: number;
  viewCount: number;
  viewerHasBookmarked: boolean;
}
interface FeedAnswer {
  data?: { articles: { edges: { node: FeedNode }[] } };
  errors?: { message: string; extensions?: { code?: string } }[];
}
interface RestArticle {
  id: number;
  title: string;
  viewCount: number;
  commentCount: number;
  viewerHasBookmarked: boolean;
}

let db: TestDatabase;
let api: TestServer;
let ids: number[];
let reader: TestBrowser;

/** The feed as an automatic persisted query over GET: the hash alone, or (`withQuery`) the hash and the document. */
function persistedFeedPath(first: number, withQuery = false): string {
  const params = new URLSearchParams({
    variables: JSON.stringify({ first }),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: FEED_HASH } }),
  });
  if (withQuery) params.set('query', FEED);
  return `/graphql?${params.toString()}`;
}

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

function cache(): ResponseCache {
  const readCache = api.server.readCache;
  if (!readCache) throw new Error('The test server runs without its read cache.');
  return readCache;
}

beforeAll(async () => {
  db = await createTestDatabase();
  ids = await insertDrafts(
    db.orm.em,
    await Promise.all(Array.from({ length: 12 }, (_, index) => draftFrom(index, { publishedDate: daysAgo(index + 1) }))),
  );
  api = await startTestServer(db);
  reader = new TestBrowser(api.baseUrl);
  await reader.register('cachereader');
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('cached anonymous REST reads', () => {
  it('answers a repeated anonymous feed from memory, with an ETag and a short Cache-Control', async () => {
    const first = await api.request<RestArticle[]>('/api/articles?limit=5');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();

    db.queries.reset();
    const second = await api.request<RestArticle[]>('/api/articles?limit=5');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(etag);
    expect(db.queries.count).toBe(0);
  });

  it('answers If-None-Match with 304 and runs no SQL', async () => {
    const first = await api.request('/api/articles?limit=6');
    const etag = first.headers.get('etag') ?? '';
    db.queries.reset();
    const response = await fetch(`${api.baseUrl}/api/articles?limit=6`, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etag);
    expect(await response.text()).toBe('');
    expect(db.queries.count).toBe(0);
  });

  it('never serves or stores a signed-in reader’s answer, and never shows one reader’s bookmark to another', async () => {
    const anonymousBefore = await api.request<RestArticle[]>('/api/articles?limit=4');
    expect(anonymousBefore.body.every((article) => !article.viewerHasBookmarked)).toBe(true);

    const bookmarked = anonymousBefore.body[0].id;
    expect((await reader.request(`/api/user/bookmarks`, { method: 'POST', json: { articleId: bookmarked } })).status).toBeLessThan(300);

    db.queries.reset();
    const signedIn = await reader.request<RestArticle[]>('/api/articles?limit=4');
    expect(db.queries.count).toBeGreaterThan(0);
    expect(signedIn.headers.get('cache-control')).not.toBe(ANONYMOUS_CACHE_CONTROL);
    expect(signedIn.body.find((article) => article.id === bookmarked)?.viewerHasBookmarked).toBe(true);

    const anonymousAfter = await api.request<RestArticle[]>('/api/articles?limit=4');
    expect(anonymousAfter.body.every((article) => !article.viewerHasBookmarked)).toBe(true);
    const signedInAgain = await reader.request<RestArticle[]>('/api/articles?limit=4');
    expect(signedInAgain.body.find((article) => article.id === bookmarked)?.viewerHasBookmarked).toBe(true);
  });

  it('shows a new comment, a counted view and a new article to the next anonymous request, long before the cached answer would expire', async () => {
    const article = ids[0];
    const path = `/api/articles/${article}`;
    const before = (await api.request<RestArticle>(path)).body;
    expect((await api.request<RestArticle>(path)).body).toEqual(before);

    expect((await reader.request(`${path}/comments`, { method: 'POST', json: { content: 'A clear, useful summary.' } })).status).toBe(201);
    await eventually(
      'the comment count to show',
      async () => (await api.request<RestArticle>(path)).body.commentCount === before.commentCount + 1,
      5_000,
    );
    const comments = await api.request<{ content: string }[]>(`${path}/comments`);
    expect(comments.body.map((comment) => comment.content)).toContain('A clear, useful summary.');

    expect((await api.request(`${path}/view`, { method: 'POST' })).status).toBe(200);
    await eventually('the view to show', async () => (await api.request<RestArticle>(path)).body.viewCount === before.viewCount + 1, 5_000);

    const feed = await api.request<RestArticle[]>('/api/articles?limit=3');
    const [added] = await insertDrafts(db.orm.em, [await draftFrom(40, { title: 'A paper that just arrived', publishedDate: daysAgo(0) })]);
    expect(feed.body.some((item) => item.id === added)).toBe(false);
    await eventually(
      'the new article to lead the feed',
      async () => (await api.request<RestArticle[]>('/api/articles?limit=3')).body[0]?.id === added,
      5_000,
    );
  });
});

describe('cached anonymous GraphQL GET (automatic persisted queries)', () => {
  it('answers the hash alone from memory once the document is registered, and 304 on If-None-Match without SQL', async () => {
    const unknown = await api.request<FeedAnswer>(persistedFeedPath(5), { headers: PREFLIGHT });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers.get('cache-control')).not.toBe(ANONYMOUS_CACHE_CONTROL);
    const registered = await api.request<FeedAnswer>(persistedFeedPath(5, true), { headers: PREFLIGHT });
    expect(registered.body.data?.articles.edges).toHaveLength(5);

    const first = await api.request<FeedAnswer>(persistedFeedPath(5), { headers: PREFLIGHT });
    expect(first.body).toEqual(registered.body);
    expect(first.headers.get('cache-control')).toBe(ANONYMOUS_CACHE_CONTROL);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBeTruthy();

    db.queries.reset();
    const hits = cache().stats.hits;
    const second = await api.request<FeedAnswer>(persistedFeedPath(5), { headers: PREFLIGHT });
    expect(second.body).toEqual(first.body);
    expect(cache().stats.hits).toBe(hits + 1);
    const conditional = await fetch(`${api.baseUrl}${persistedFeedPath(5)}`, { headers: { ...PREFLIGHT, 'if-none-match': etag } });
    expect(conditional.status).toBe(304);
    expect(db.queries.count).toBe(0);
  });

  it('keeps an answer for each media type asked for, so clients preferring application/graphql-response+json are cached too', async () => {
    await api.request(persistedFeedPath(6, true), { headers: PREFLIGHT });
    const asked = { ...PREFLIGHT, accept: 'application/graphql-response+json, application/json;q=0.9' };
    const first = await fetch(`${api.baseUrl}${persistedFeedPath(6)}`, { headers: asked });
    expect(first.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(first.headers.get('cache-control')).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(first.headers.get('vary')).toContain('Accept');
    const body = await first.text();

    db.queries.reset();
    const hits = cache().stats.hits;
    const again = await fetch(`${api.baseUrl}${persistedFeedPath(6)}`, { headers: asked });
    expect(again.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(await again.text()).toBe(body);
    const plain = await fetch(`${api.baseUrl}${persistedFeedPath(6)}`, { headers: { ...PREFLIGHT, accept: 'application/json' } });
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await plain.text()).toBe(body);
    expect(cache().stats.hits).toBe(hits + 1);
    expect(db.queries.count).toBeGreaterThan(0);
  });

  it('still refuses a GET without a CSRF preflight header, cached or not', async () => {
    const response = await api.request(persistedFeedPath(5));
    expect(response.status).toBe(400);
  });

  it('gives each of two readers their own viewerHasBookmarked, and the anonymous one never the signed-in one’s', async () => {
    const anonymous = await api.request<FeedAnswer>(persistedFeedPath(4, true), { headers: PREFLIGHT });
    const bookmarked = anonymous.body.data?.articles.edges[1].node.id ?? '';
    await reader.graphql(`mutation { addBookmark(articleId: "${bookmarked}") { articleId } }`);

    const signedIn = await reader.request<FeedAnswer>(persistedFeedPath(4), { headers: PREFLIGHT });
    expect(signedIn.body.data?.articles.edges.find((edge) => edge.node.id === bookmarked)?.node.viewerHasBookmarked).toBe(true);
    const anonymousAgain = await api.request<FeedAnswer>(persistedFeedPath(4), { headers: PREFLIGHT });
    expect(anonymousAgain.body.data?.articles.edges.every((edge) => !edge.node.viewerHasBookmarked)).toBe(true);
  });

  it('shows a comment written through GraphQL to the next anonymous GET, long before the cached answer would expire', async () => {
    const before = (await api.request<FeedAnswer>(persistedFeedPath(5), { headers: PREFLIGHT })).body.data?.articles.edges[0].node;
    expect(before).toBeDefined();
    const response = await reader.graphql(`mutation { addComment(articleId: "${before?.id}", content: "Worth reading in full.") { id } }`);
    expect(response.errors).toBeUndefined();
    await eventually(
      'the comment count to show',
      async () =>
        (await api.request<FeedAnswer>(persistedFeedPath(5), { headers: PREFLIGHT })).body.data?.articles.edges[0].node.commentCount ===
        (before?.commentCount ?? 0) + 1,
      5_000,
    );
  });

  it('drops a cached comment list that names no id once one of its comments is deleted', async () => {
    const articleId = ids[3];
    const posted = await reader.request<{ id: number }>(`/api/articles/${articleId}/comments`, {
      method: 'POST',
      json: { content: 'A comment its writer will take back.' },
    });
    expect(posted.status).toBe(201);
    // The article is written into the document and no field of the answer is an id: only the resolvers know what it shows.
    const query = `{ comments(articleId: "${articleId}") { edges { node { content } } } }`;
    const path = `/graphql?${new URLSearchParams({ query }).toString()}`;
    const contents = async () =>
      (
        (await api.request<{ data?: { comments: { edges: { node: { content: string } }[] } } }>(path, { headers: PREFLIGHT })).body.data
          ?.comments.edges ?? []
      ).map((edge) => edge.node.content);
    await eventually('the comment to be listed', async () => (await contents()).includes('A comment its writer will take back.'), 5_000);
    db.queries.reset();
    expect(await contents()).toContain('A comment its writer will take back.');
    expect(db.queries.count).toBe(0);

    expect((await reader.request(`/api/comments/${posted.body.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    // The cached answer would live a minute; it must be gone as soon as the deletion is announced.
    await eventually(
      'the deleted comment to disappear',
      async () => !(await contents()).includes('A comment its writer will take back.'),
      5_000,
    );
  });
});

describe('compressed cached answers', () => {
  it('gzips a kept answer once and sends that to every hit that accepts gzip, and the plain body to one that does not', async () => {
    const path = '/api/articles?limit=12';
    const plain = await api.request<RestArticle[]>(path, { headers: { 'accept-encoding': 'identity' } });
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1024);
    const before = cache().stats.compressions;
    for (let index = 0; index < 3; index += 1) {
      db.queries.reset();
      const response = await fetch(`${api.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await response.json()).toEqual(plain.body);
      expect(db.queries.count).toBe(0);
    }
    expect(cache().stats.compressions - before).toBe(1);
    const identity = await fetch(`${api.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.json()).toEqual(plain.body);
  });
});

describe('cached list headers', () => {
  it("sends a cached comment list's Link to the next page with every hit", async () => {
    const articleId = ids[4];
    for (const content of ['First of three.', 'Second of three.', 'Third of three.'])
      expect((await reader.request(`/api/articles/${articleId}/comments`, { method: 'POST', json: { content } })).status).toBe(201);
    const path = `/api/articles/${articleId}/comments?limit=2`;
    const link = await eventually(
      'the first page to have a next page',
      async () => (await api.request(path)).headers.get('link') ?? false,
      5_000,
    );
    expect(link).toMatch(/rel="next"/);
    db.queries.reset();
    const hit = await api.request(path);
    expect(db.queries.count).toBe(0);
    expect(hit.headers.get('link')).toBe(link);
  });
});

describe('ResponseCache', () => {
  const answer = (ids: string[]) => ({ body: Buffer.from('[]'), contentType: 'application/json', etag: 'W/"x"', articleIds: new Set(ids) });

  it('drops only the answers about the articles a change names, and everything on *', () => {
    const readCache = new ResponseCache(() => true);
    readCache.store('a', readCache.begin(), answer(['1', '2']));
    readCache.store('b', readCache.begin(), answer(['3']));
    readCache.invalidate(parseReadChange('2,9'));
    expect(readCache.lookup('a')).toBeNull();
    expect(readCache.lookup('b')).not.toBeNull();
    readCache.invalidate(parseReadChange('*'));
    expect(readCache.size).toBe(0);
  });

  it('does not store an answer computed across a change, nor anything while not listening', () => {
    let listening = true;
    const readCache = new ResponseCache(() => listening);
    const generation = readCache.begin();
    readCache.invalidate(parseReadChange('5'));
    readCache.store('a', generation, answer(['1']));
    expect(readCache.lookup('a')).toBeNull();
    listening = false;
    readCache.store('b', readCache.begin(), answer(['1']));
    listening = true;
    expect(readCache.lookup('b')).toBeNull();
  });

  it('keeps the most recently used answers within its size and for its time to live', () => {
    let now = 0;
    const readCache = new ResponseCache(() => true, { maxEntries: 2, ttlMs: 1_000, now: () => now });
    readCache.store('a', readCache.begin(), answer([]));
    readCache.store('b', readCache.begin(), answer([]));
    readCache.lookup('a');
    readCache.store('c', readCache.begin(), answer([]));
    expect(readCache.lookup('b')).toBeNull();
    expect(readCache.lookup('a')).not.toBeNull();
    now = 1_001;
    expect(readCache.lookup('c')).toBeNull();
  });

  it('finds the articles an answer shows by their REST numbers and their GraphQL global ids, not by other rows’ ids', () => {
    const graphAnswer = {
      data: {
        article: { id: globalIdOf('Article', 7), comments: [{ id: globalIdOf('Comment', 9), articleId: globalIdOf('Article', 7) }] },
        bookmarks: [{ id: globalIdOf('Bookmark', 3), article: { databaseId: 12 } }],
      },
    };
    expect([...articleIdsIn(graphAnswer)].sort()).toEqual(['12', '7']);
    expect([...articleIdsIn([{ id: 4, articleId: 5 }])].sort()).toEqual(['4', '5']);
  });
});

describe('the filter panel’s counts', () => {
  const COUNTS = '{ sourceCounts { source count } categories { name count } }';
  interface Counts {
    sourceCounts: { source: string; count: number }[];
    categories: { name: string; count: number }[];
  }
  const total = (counts: Counts) => counts.sourceCounts.reduce((sum, item) => sum + item.count, 0);

  it('are counted once for every reader, signed in or not, until an article arrives, then exact again at once', async () => {
    const first = (await api.graphql(COUNTS)).data as unknown as Counts;
    db.queries.reset();
    const again = (await reader.graphql(COUNTS)).data as unknown as Counts;
    expect(again).toEqual(first);
    expect(db.queries.statements.filter((sql) => /count\(/i.test(sql))).toEqual([]);

    const [added] = await insertDrafts(db.orm.em, [await draftFrom(41, { publishedDate: daysAgo(0) })]);
    expect(added).toBeGreaterThan(0);
    const after = await eventually(
      'the counts to include the new article',
      async () => {
        const counts = (await api.graphql(COUNTS)).data as unknown as Counts;
        return total(counts) === total(first) + 1 && counts;
      },
      5_000,
    );
    const [{ count: exact }] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from articles');
    expect(total(after)).toBe(exact);
  });
});
