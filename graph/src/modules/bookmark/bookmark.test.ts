import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { BookmarkPageQuery } from '../../../test/gql/graphql.js';
import { TestBrowser } from '../../../test/http-client.js';
import { databaseIdOf } from '../../../test/global-ids.js';
import { globalIdOf } from '../../lib/global-ids.js';
import { startTestServer, type GraphQLResponse, type TestServer } from '../../../test/server.js';

const ADD_BOOKMARK = graphql(`
  mutation AddBookmark($articleId: ID!) {
    addBookmark(articleId: $articleId) {
      articleId
      article {
        id
      }
    }
  }
`);

const BOOKMARKED_ARTICLES = graphql(`
  query BookmarkedArticles {
    bookmarkedArticles {
      nodes {
        id
      }
    }
  }
`);

const BOOKMARKS = graphql(`
  query Bookmarks {
    bookmarks {
      nodes {
        articleId
      }
    }
  }
`);

const FEED_WITH_BOOKMARKS = graphql(`
  query FeedWithBookmarks($first: Int) {
    articles(first: $first, orderBy: NEWEST) {
      edges {
        node {
          id
          viewerHasBookmarked
          categories
          commentCount
          viewCount
        }
      }
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let ids: number[];
let reader: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  ids = await insertDrafts(
    db.orm.em,
    await Promise.all(Array.from({ length: 60 }, (_, index) => draftFrom(index, { publishedDate: daysAgo(index) }))),
  );
  api = await startTestServer(db);
  reader = new TestBrowser(api.baseUrl);
  await reader.register('bookworm');
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('bookmarks', () => {
  it('adds idempotently, lists {articleId} and the articles newest bookmark first, and removes', async () => {
    expect(await reader.request('/api/user/bookmarks', { method: 'POST', json: { articleId: ids[3] } })).toMatchObject({
      status: 201,
      body: { articleId: ids[3] },
    });
    expect((await reader.request('/api/user/bookmarks', { method: 'POST', json: { articleId: ids[3] } })).status).toBe(201);
    const added = await reader.graphql(ADD_BOOKMARK, { articleId: String(ids[7]) });
    expect(added.data?.addBookmark).toEqual({ articleId: globalIdOf('Article', ids[7]), article: { id: globalIdOf('Article', ids[7]) } });
    const list = await reader.request<{ articleId: number }[]>('/api/user/bookmarks');
    expect(list.body.map((bookmark) => bookmark.articleId)).toEqual([ids[7], ids[3]]);
    const articles = await reader.request<{ id: number; viewerHasBookmarked: boolean }[]>('/api/user/bookmarked-articles');
    expect(articles.body.map((article) => [article.id, article.viewerHasBookmarked])).toEqual([
      [ids[7], true],
      [ids[3], true],
    ]);
    const graphList = await reader.graphql(BOOKMARKED_ARTICLES);
    expect(graphList.data?.bookmarkedArticles.nodes.map((article) => databaseIdOf(article.id))).toEqual([ids[7], ids[3]]);
    expect(await reader.request(`/api/user/bookmarks/${ids[3]}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { articleId: ids[3], removed: true },
    });
    expect(await reader.request(`/api/user/bookmarks/${ids[3]}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { removed: false },
    });
    expect((await reader.request<unknown[]>('/api/user/bookmarks')).body).toHaveLength(1);
  });

  it('answers 404 for a missing article, 400 for a bad id, and writes nothing', async () => {
    const [before] = await db.orm.em.fork().getConnection().execute<{ count: number }[]>('select count(*)::int as count from bookmarks');
    expect(await reader.request('/api/user/bookmarks', { method: 'POST', json: { articleId: 99999999 } })).toMatchObject({
      status: 404,
      body: { message: 'Article not found.' },
    });
    expect(await reader.request('/api/user/bookmarks', { method: 'POST', json: { articleId: 'abc' } })).toMatchObject({ status: 400 });
    expect(await reader.request('/api/user/bookmarks', { method: 'POST', json: {} })).toMatchObject({
      status: 400,
      body: { message: 'articleId is required.' },
    });
    const [after] = await db.orm.em.fork().getConnection().execute<{ count: number }[]>('select count(*)::int as count from bookmarks');
    expect(after.count).toBe(before.count);
  });

  it('requires sign-in', async () => {
    const anonymous = new TestBrowser(api.baseUrl);
    expect((await anonymous.request('/api/user/bookmarks')).status).toBe(401);
    expect((await anonymous.request('/api/user/bookmarks', { method: 'POST', json: { articleId: ids[0] } })).status).toBe(401);
    const graph = await anonymous.graphql(BOOKMARKS);
    expect(graph.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("marks the viewer's bookmarks in the feed with the same number of statements for 10 and 50 articles", async () => {
    await reader.request('/api/user/bookmarks', { method: 'POST', json: { articleId: ids[1] } });
    const counts: number[] = [];
    for (const first of [10, 50]) {
      db.queries.reset();
      const response = await reader.graphql(FEED_WITH_BOOKMARKS, { first });
      counts.push(db.queries.statements.filter((statement) => !/sessions|from "users"|from users/.test(statement)).length);
      const marked = response
        .data!.articles.edges.filter((edge) => edge.node.viewerHasBookmarked)
        .map((edge) => databaseIdOf(edge.node.id));
      expect(marked).toContain(ids[1]);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(4);
    const anonymous = await new TestBrowser(api.baseUrl).graphql(FEED_WITH_BOOKMARKS, { first: 10 });
    expect(anonymous.data!.articles.edges.every((edge) => !edge.node.viewerHasBookmarked)).toBe(true);
  });
});

const BOOKMARK_PAGE = graphql(`
  query BookmarkPage($first: Int, $after: String) {
    bookmarks(first: $first, after: $after) {
      nodes {
        articleId
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
    bookmarkedArticles(first: $first, after: $after) {
      nodes {
        id
      }
      totalCount
    }
  }
`);

describe('bounded bookmark lists', () => {
  it('pages bookmarks newest first in GraphQL with first/after, and caps and links pages over REST', async () => {
    const collector = new TestBrowser(api.baseUrl);
    await collector.register('collector');
    const saved = ids.slice(0, 25);
    for (const id of saved) await collector.request('/api/user/bookmarks', { method: 'POST', json: { articleId: id } });
    const newestFirst = [...saved].reverse();

    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const response: GraphQLResponse<BookmarkPageQuery> = await collector.graphql(BOOKMARK_PAGE, { first: 10, after });
      const bookmarks = response.data!.bookmarks;
      expect(bookmarks.totalCount).toBe(25);
      expect(response.data!.bookmarkedArticles.nodes.map((article) => databaseIdOf(article.id))).toEqual(
        bookmarks.nodes.map((bookmark) => databaseIdOf(bookmark.articleId)),
      );
      seen.push(...bookmarks.nodes.map((bookmark) => databaseIdOf(bookmark.articleId)));
      expect(bookmarks.pageInfo.hasNextPage).toBe(page < 2);
      after = bookmarks.pageInfo.endCursor;
    }
    expect(seen).toEqual(newestFirst);
    expect((await collector.graphql(BOOKMARK_PAGE, { first: 101 })).status).toBe(400);
    const foreign = await collector.graphql(BOOKMARK_PAGE, { first: 10, after: Buffer.from('comment:5').toString('base64url') });
    expect(foreign.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    const first = await collector.request<{ articleId: number }[]>('/api/user/bookmarks?limit=20');
    expect(first.body.map((bookmark) => bookmark.articleId)).toEqual(newestFirst.slice(0, 20));
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/api\/user\/bookmarks\?limit=20&after=/);
    const second = await collector.request<{ articleId: number }[]>(next!);
    expect(second.body.map((bookmark) => bookmark.articleId)).toEqual(newestFirst.slice(20));
    expect(second.headers.get('link')).toBeNull();
    const capped = await collector.request<unknown[]>('/api/user/bookmarked-articles?limit=1000');
    expect(capped.body).toHaveLength(25);
  });
});
