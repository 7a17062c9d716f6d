import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { CommentPageQuery } from '../../../test/gql/graphql.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type GraphQLResponse, type TestServer } from '../../../test/server.js';
import { COMMENT_RATE_LIMIT } from './comment.limits.js';

interface CommentJson {
  id: number;
  articleId: number;
  userId: number;
  username: string;
  content: string;
  createdAt: string;
}

const COMMENTS = graphql(`
  query Comments($articleId: ID!) {
    comments(articleId: $articleId) {
      nodes {
        username
        content
        userId
        articleId
        createdAt
      }
    }
  }
`);

const ADD_COMMENT = graphql(`
  mutation AddComment($articleId: ID!, $content: String!) {
    addComment(articleId: $articleId, content: $content) {
      id
    }
  }
`);

const DELETE_COMMENT = graphql(`
  mutation DeleteComment($commentId: ID!) {
    deleteComment(commentId: $commentId) {
      id
    }
  }
`);

const RESTORE_COMMENT = graphql(`
  mutation RestoreComment($commentId: ID!) {
    restoreComment(commentId: $commentId) {
      databaseId
      content
      createdAt
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let ids: number[];
let alice: TestBrowser;
let bob: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  ids = await insertDrafts(db.orm.em, await Promise.all([0, 1, 2, 3].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))));
  api = await startTestServer(db);
  alice = new TestBrowser(api.baseUrl);
  bob = new TestBrowser(api.baseUrl);
  await alice.register('alice');
  await bob.register('bob');
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function signedIn(name: string): Promise<TestBrowser> {
  const browser = new TestBrowser(api.baseUrl);
  await browser.register(name);
  return browser;
}

async function commentCount(articleId: number): Promise<number> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ comment_count: number }[]>('select comment_count from articles where id = ?', [articleId]);
  return row.comment_count;
}

describe('comments', () => {
  it('adds trimmed comments, lists them publicly oldest first with usernames, and keeps markup as text', async () => {
    const first = await alice.request<CommentJson>(`/api/articles/${ids[0]}/comments`, {
      method: 'POST',
      json: { content: '  Useful summary.  ' },
    });
    expect(first).toMatchObject({ status: 201, body: { content: 'Useful summary.', username: 'alice', articleId: ids[0] } });
    const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await bob.request(`/api/articles/${ids[0]}/comments`, { method: 'POST', json: { content: markup } });
    const list = await new TestBrowser(api.baseUrl).request<CommentJson[]>(`/api/articles/${ids[0]}/comments`);
    expect(list.status).toBe(200);
    expect(list.body.map((comment) => [comment.username, comment.content])).toEqual([
      ['alice', 'Useful summary.'],
      ['bob', markup],
    ]);
    expect(Object.keys(list.body[0]).sort()).toEqual(['articleId', 'content', 'createdAt', 'id', 'userId', 'username']);
    expect(await commentCount(ids[0])).toBe(2);
    const graph = await new TestBrowser(api.baseUrl).graphql(COMMENTS, { articleId: String(ids[0]) });
    expect(graph.data?.comments.nodes.map((comment) => comment.content)).toEqual(['Useful summary.', markup]);
  });

  it.each([
    ['   ', 'Comment cannot be empty.'],
    ['x'.repeat(5001), 'Comments can be at most 5,000 characters.'],
  ])('refuses %j with 400 and writes nothing', async (content, message) => {
    const before = await commentCount(ids[1]);
    expect(await alice.request(`/api/articles/${ids[1]}/comments`, { method: 'POST', json: { content } })).toMatchObject({
      status: 400,
      body: { message },
    });
    const graph = await alice.graphql(ADD_COMMENT, { articleId: String(ids[1]), content });
    expect(graph.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await commentCount(ids[1])).toBe(before);
  });

  it('accepts exactly 5,000 characters', async () => {
    expect((await alice.request(`/api/articles/${ids[1]}/comments`, { method: 'POST', json: { content: 'y'.repeat(5000) } })).status).toBe(
      201,
    );
  });

  it('answers 404 for comments on a missing article and 401 when signed out', async () => {
    expect(await alice.request('/api/articles/99999999/comments', { method: 'POST', json: { content: 'Hi' } })).toMatchObject({
      status: 404,
    });
    expect(await new TestBrowser(api.baseUrl).request('/api/articles/99999999/comments')).toMatchObject({ status: 404 });
    expect(
      await new TestBrowser(api.baseUrl).request(`/api/articles/${ids[1]}/comments`, { method: 'POST', json: { content: 'Hi' } }),
    ).toMatchObject({ status: 401 });
  });

  it("lets authors delete their own comment, and refuses another user's with 403 changing nothing", async () => {
    const { body: mine } = await alice.request<CommentJson>(`/api/articles/${ids[2]}/comments`, {
      method: 'POST',
      json: { content: 'Mine' },
    });
    const before = await commentCount(ids[2]);
    expect(await bob.request(`/api/comments/${mine.id}`, { method: 'DELETE' })).toMatchObject({
      status: 403,
      body: { message: 'You can only delete your own comments.' },
    });
    const graph = await bob.graphql(DELETE_COMMENT, { commentId: String(mine.id) });
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await commentCount(ids[2])).toBe(before);
    expect(
      (await new TestBrowser(api.baseUrl).request<CommentJson[]>(`/api/articles/${ids[2]}/comments`)).body.map((comment) => comment.id),
    ).toContain(mine.id);
    expect(await alice.request(`/api/comments/${mine.id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { id: mine.id, articleId: ids[2] },
    });
    expect(await commentCount(ids[2])).toBe(before - 1);
    expect(await alice.request(`/api/comments/${mine.id}`, { method: 'DELETE' })).toMatchObject({
      status: 404,
      body: { message: 'Comment not found.' },
    });
    expect(await alice.request('/api/comments/abc', { method: 'DELETE' })).toMatchObject({ status: 400 });
  });

  it('lets the author undo a deletion: the comment returns with its id, text and time in its place, once, within the window', async () => {
    const author = await signedIn('undoer');
    const post = async (content: string) =>
      (await author.request<CommentJson>(`/api/articles/${ids[1]}/comments`, { method: 'POST', json: { content } })).body;
    const [first, middle, last] = [await post('First'), await post('Middle'), await post('Last')];
    // Read from the table itself: what the server holds, whatever a cached answer may still say.
    const listed = async () =>
      (
        await db.orm.em
          .fork()
          .getConnection()
          .execute<{ id: number; content: string; created_at: string | Date }[]>(
            'select id, content, created_at from comments where article_id = ? order by id',
            [ids[1]],
          )
      ).map((row) => [row.id, row.content, new Date(row.created_at).toISOString()]);
    const before = await listed();
    const count = await commentCount(ids[1]);
    await author.graphql(DELETE_COMMENT, { commentId: String(middle.id) });
    expect(await listed()).toEqual(before.filter(([id]) => id !== middle.id));

    const refused = await bob.graphql(RESTORE_COMMENT, { commentId: String(middle.id) });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You can only restore your own comments.', extensions: { code: 'FORBIDDEN' } });
    expect(await commentCount(ids[1])).toBe(count - 1);

    const restored = await author.graphql(RESTORE_COMMENT, { commentId: String(middle.id) });
    expect(restored.errors).toBeUndefined();
    expect(restored.data?.restoreComment).toEqual({ databaseId: middle.id, content: 'Middle', createdAt: middle.createdAt });
    expect(await listed()).toEqual(before);
    expect(before.map(([id]) => id).filter((id) => [first.id, middle.id, last.id].includes(Number(id)))).toEqual([
      first.id,
      middle.id,
      last.id,
    ]);
    expect(await commentCount(ids[1])).toBe(count);

    const again = await author.graphql(RESTORE_COMMENT, { commentId: String(middle.id) });
    expect(again.errors?.[0]).toMatchObject({ message: 'This comment can no longer be restored.', extensions: { code: 'NOT_FOUND' } });
    expect(await commentCount(ids[1])).toBe(count);

    // Past the window the copy no longer restores, and it is forgotten by the next deletion.
    await author.graphql(DELETE_COMMENT, { commentId: String(last.id) });
    await db.orm.em
      .fork()
      .getConnection()
      .execute("update recently_deleted_comments set deleted_at = now() - interval '11 minutes' where id = ?", [last.id]);
    const late = await author.graphql(RESTORE_COMMENT, { commentId: String(last.id) });
    expect(late.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await listed()).map(([id]) => id)).not.toContain(last.id);
    await author.graphql(DELETE_COMMENT, { commentId: String(first.id) });
    const kept = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>('select id from recently_deleted_comments where id in (?, ?) order by id', [first.id, last.id]);
    expect(kept.map((row) => row.id)).toEqual([first.id]);
  });

  it('keeps the comment count exact under 50 concurrent adds, then concurrent adds and deletes', async () => {
    // Five readers, ten comments each: within the per-reader comment limit.
    const writers = [alice, bob, ...(await Promise.all(['carol', 'dave', 'erin'].map(signedIn)))];
    const added = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        writers[index % writers.length].request<CommentJson>(`/api/articles/${ids[3]}/comments`, {
          method: 'POST',
          json: { content: `Comment ${index}` },
        }),
      ),
    );
    expect(added.every((response) => response.status === 201)).toBe(true);
    expect(await commentCount(ids[3])).toBe(50);
    const aliceComments = added.filter((response) => response.body.username === 'alice').slice(0, 10);
    await Promise.all([
      ...aliceComments.map((response) => alice.request(`/api/comments/${response.body.id}`, { method: 'DELETE' })),
      ...aliceComments.map((response) => alice.request(`/api/comments/${response.body.id}`, { method: 'DELETE' })),
      ...Array.from({ length: 10 }, (_, index) =>
        bob.request(`/api/articles/${ids[3]}/comments`, { method: 'POST', json: { content: `More ${index}` } }),
      ),
    ]);
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from comments where article_id = ?', [ids[3]]);
    expect(row.count).toBe(50);
    expect(await commentCount(ids[3])).toBe(50);
  });
});

describe('comment limit', () => {
  it('refuses a reader past COMMENT_RATE_LIMIT with 429, Retry-After and a sentence over REST and GraphQL; others still comment', async () => {
    const busy = new TestBrowser(api.baseUrl);
    await busy.register('busy');
    for (let index = 0; index < COMMENT_RATE_LIMIT.points; index++) {
      const posted = await busy.request(`/api/articles/${ids[3]}/comments`, { method: 'POST', json: { content: `Note ${index}` } });
      expect(posted, JSON.stringify(posted.body)).toMatchObject({ status: 201 });
    }
    const before = await commentCount(ids[3]);
    const refused = await busy.request<{ message: string }>(`/api/articles/${ids[3]}/comments`, {
      method: 'POST',
      json: { content: 'One more' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You are commenting faster than Paperlight allows\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const graph = await busy.graphql(ADD_COMMENT, { articleId: String(ids[3]), content: 'And another' });
    expect(graph.status).toBe(429);
    expect(graph.errors?.[0]).toMatchObject({ message: refused.body.message, extensions: { code: 'RATE_LIMITED' } });
    // The web client (Apollo Client) asks for application/graphql-response+json, which it reads whatever the status.
    const asClient = await busy.request<{ errors: { message: string }[] }>('/graphql', {
      method: 'POST',
      headers: { accept: 'application/graphql-response+json,application/json;q=0.9' },
      json: { query: 'mutation ($id: ID!) { addComment(articleId: $id, content: "Again") { id } }', variables: { id: String(ids[3]) } },
    });
    expect(asClient.status).toBe(429);
    expect(asClient.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(asClient.body.errors[0].message).toBe(refused.body.message);
    expect(await commentCount(ids[3])).toBe(before);
    const other = await signedIn('frank');
    expect((await other.request(`/api/articles/${ids[3]}/comments`, { method: 'POST', json: { content: 'Still here' } })).status).toBe(201);
  });
});

const COMMENT_PAGE = graphql(`
  query CommentPage($articleId: ID!, $first: Int, $after: String) {
    comments(articleId: $articleId, first: $first, after: $after) {
      edges {
        cursor
        node {
          content
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

describe('bounded comment lists', () => {
  it('pages comments oldest first in GraphQL with first/after, and caps and links pages over REST', async () => {
    const writers = await Promise.all(['gina', 'hank'].map(signedIn));
    const contents = Array.from({ length: 30 }, (_, index) => `Paged ${index}`);
    for (const [index, content] of contents.entries()) {
      await writers[index % 2].request(`/api/articles/${ids[2]}/comments`, { method: 'POST', json: { content } });
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const response: GraphQLResponse<CommentPageQuery> = await alice.graphql(COMMENT_PAGE, {
        articleId: String(ids[2]),
        first: 12,
        after,
      });
      const comments = response.data!.comments;
      expect(comments.totalCount).toBe(30);
      seen.push(...comments.edges.map((edge) => edge.node.content));
      expect(comments.pageInfo.hasNextPage).toBe(page < 2);
      expect(comments.pageInfo.endCursor).toBe(comments.edges.at(-1)?.cursor);
      after = comments.pageInfo.endCursor;
    }
    expect(seen).toEqual(contents);
    const tooMany = await alice.graphql(COMMENT_PAGE, { articleId: String(ids[2]), first: 101 });
    expect(tooMany.status).toBe(400);

    const first = await alice.request<CommentJson[]>(`/api/articles/${ids[2]}/comments?limit=25`);
    expect(first.body.map((comment) => comment.content)).toEqual(contents.slice(0, 25));
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '')?.[1];
    const second = await alice.request<CommentJson[]>(next!);
    expect(second.body.map((comment) => comment.content)).toEqual(contents.slice(25));
    expect(second.headers.get('link')).toBeNull();
    expect(await alice.request(`/api/articles/${ids[2]}/comments?after=not-a-cursor`)).toMatchObject({
      status: 400,
      body: { message: 'The cursor is not valid. Use an endCursor from a previous page of the same list.' },
    });
  });
});
