import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { globalIdOf } from '../../lib/global-ids.js';

const NODE_ARTICLE = graphql(`
  query NodeArticle($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Article {
        databaseId
        title
      }
    }
  }
`);

const NODES = graphql(`
  query NodesInOrder($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      id
      ... on Comment {
        databaseId
        content
        articleId
      }
      ... on Bookmark {
        databaseId
        articleId
      }
      ... on User {
        databaseId
        username
      }
      ... on Article {
        databaseId
      }
    }
  }
`);

const ARTICLE_BY_ID = graphql(`
  query ArticleByAnyId($id: ID!) {
    article(id: $id) {
      id
      databaseId
    }
  }
`);

const COMMENT_ON = graphql(`
  mutation CommentOnNode($articleId: ID!, $content: String!) {
    addComment(articleId: $articleId, content: $content) {
      id
      databaseId
      articleId
      userId
    }
  }
`);

const BOOKMARK_NODE = graphql(`
  mutation BookmarkNode($articleId: ID!) {
    addBookmark(articleId: $articleId) {
      id
      databaseId
      articleId
    }
  }
`);

const DELETE_COMMENT_NODE = graphql(`
  mutation DeleteCommentNode($commentId: ID!) {
    deleteComment(commentId: $commentId) {
      id
    }
  }
`);

const ME_NODE = graphql(`
  query MeNode {
    me {
      id
      databaseId
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let articleIds: number[];
let alice: TestBrowser;
let bob: TestBrowser;
let anonymous: TestBrowser;

beforeAll(async () => {
  db = await createTestDatabase();
  articleIds = await insertDrafts(db.orm.em, [await draftFrom(0), await draftFrom(1)]);
  api = await startTestServer(db);
  alice = new TestBrowser(api.baseUrl);
  bob = new TestBrowser(api.baseUrl);
  anonymous = new TestBrowser(api.baseUrl);
  await alice.register('nodealice');
  await bob.register('nodebob');
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('global ids', () => {
  it('are opaque, read back through node, and accepted (with the databaseId) wherever an article id is taken', async () => {
    const id = globalIdOf('Article', articleIds[0]);
    expect(id).not.toContain(String(articleIds[0]));
    const read = await anonymous.graphql(NODE_ARTICLE, { id });
    expect(read.data?.node).toMatchObject({ __typename: 'Article', id, databaseId: articleIds[0] });
    expect((await anonymous.graphql(ARTICLE_BY_ID, { id })).data?.article).toEqual({ id, databaseId: articleIds[0] });
    expect((await anonymous.graphql(ARTICLE_BY_ID, { id: String(articleIds[0]) })).data?.article).toEqual({
      id,
      databaseId: articleIds[0],
    });
    expect((await anonymous.graphql(NODE_ARTICLE, { id: globalIdOf('Article', 99_999_999) })).data?.node).toBeNull();
  });

  it('refuses an id of another type or none at all with a sentence, and writes nothing', async () => {
    const comment = await alice.graphql(COMMENT_ON, { articleId: globalIdOf('Article', articleIds[1]), content: 'Kept.' });
    const commentId = comment.data?.addComment.id ?? '';
    const wrongType = await alice.graphql(DELETE_COMMENT_NODE, { commentId: globalIdOf('Article', articleIds[1]) });
    expect(wrongType.errors?.[0]).toMatchObject({
      message: 'commentId must be the id of a comment (or its databaseId).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const nonsense = await anonymous.graphql(NODE_ARTICLE, { id: 'not-an-id' });
    expect(nonsense.errors?.[0]).toMatchObject({
      message: '"not-an-id" is not an id this API issued.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await anonymous.graphql(NODES, { ids: [commentId] })).data?.nodes).toEqual([
      expect.objectContaining({ __typename: 'Comment', content: 'Kept.' }),
    ]);
  });

  it('answers nodes in the order asked, with the ids each object carries', async () => {
    const comment = await alice.graphql(COMMENT_ON, { articleId: String(articleIds[0]), content: 'Useful trial.' });
    const added = comment.data?.addComment;
    if (!added) throw new Error(JSON.stringify(comment.errors));
    expect(added.articleId).toBe(globalIdOf('Article', articleIds[0]));
    const me = (await alice.graphql(ME_NODE)).data?.me;
    expect(added.userId).toBe(me?.id);
    const nodes = await anonymous.graphql(NODES, { ids: [added.id, globalIdOf('Article', articleIds[1]), added.articleId] });
    expect(nodes.data?.nodes).toEqual([
      { __typename: 'Comment', id: added.id, databaseId: added.databaseId, content: 'Useful trial.', articleId: added.articleId },
      { __typename: 'Article', id: globalIdOf('Article', articleIds[1]), databaseId: articleIds[1] },
      { __typename: 'Article', id: added.articleId, databaseId: articleIds[0] },
    ]);
  });
});

describe('authorization through node (docs/targets.md#t18-authorization-matrix)', () => {
  it('shows a bookmark to its reader only: null to another reader, an error to an anonymous caller', async () => {
    const bookmark = (await alice.graphql(BOOKMARK_NODE, { articleId: globalIdOf('Article', articleIds[0]) })).data?.addBookmark;
    if (!bookmark) throw new Error('bookmark not added');
    expect((await alice.graphql(NODES, { ids: [bookmark.id] })).data?.nodes).toEqual([
      { __typename: 'Bookmark', id: bookmark.id, databaseId: bookmark.databaseId, articleId: bookmark.articleId },
    ]);
    expect((await bob.graphql(NODES, { ids: [bookmark.id] })).data?.nodes).toEqual([null]);
    const anonymousRead = await anonymous.graphql(NODES, { ids: [bookmark.id] });
    expect(anonymousRead.data?.nodes ?? null).toBeNull();
    expect(anonymousRead.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows a user only to itself', async () => {
    const me = (await alice.graphql(ME_NODE)).data?.me;
    if (!me) throw new Error('not signed in');
    expect((await alice.graphql(NODES, { ids: [me.id] })).data?.nodes).toEqual([
      { __typename: 'User', id: me.id, databaseId: me.databaseId, username: 'nodealice' },
    ]);
    expect((await bob.graphql(NODES, { ids: [me.id] })).data?.nodes).toEqual([null]);
    expect((await anonymous.graphql(NODES, { ids: [me.id] })).data?.nodes).toEqual([null]);
  });
});
