import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, grantPremium, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { PgPubSub } from '../lib/pubsub.js';
import { createSchema } from './schema.js';

// Every Query and Mutation field that anonymous readers may use; every other field must refuse them.
const PUBLIC_FIELDS = new Set([
  'Query.articles',
  'Query.article',
  'Query.categories',
  'Query.sourceCounts',
  'Query.comments',
  'Query.me',
  'Query.premiumPlan',
  'Mutation.recordView',
  'Mutation.register',
  'Mutation.login',
  'Mutation.logout',
]);

let db: TestDatabase;
let api: TestServer;
let articleIds: number[];
let alice: TestBrowser;
let bob: TestBrowser;
let aliceCommentId: number;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  articleIds = await insertDrafts(db.orm.em, await Promise.all([0, 1].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))));
  api = await startTestServer(db);
  alice = new TestBrowser(api.baseUrl);
  bob = new TestBrowser(api.baseUrl);
  await alice.register('alice-owner');
  await bob.register('bob-other');
  await alice.request('/api/user/bookmarks', { method: 'POST', json: { articleId: articleIds[0] } });
  aliceCommentId = (
    await alice.request<{ id: number }>(`/api/articles/${articleIds[0]}/comments`, {
      method: 'POST',
      json: { content: 'Alice wrote this' },
    })
  ).body.id;
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

function sampleValue(name: string, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sampleValue(field.name, field.type)}`).join(', ')} }`;
  }
  if (name === 'commentId') return `"${aliceCommentId}"`;
  if (name === 'articleId' || name === 'id') return `"${articleIds[0]}"`;
  if (named.name === 'Int') return '1';
  if (named.name === 'Boolean') return 'true';
  return '"sample text"';
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => `${arg.name}: ${sampleValue(arg.name, arg.type)}`);
  const selection = isLeafType(getNamedType(getNullableType(field.type))) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

async function privateFields() {
  const schema = await createSchema(new PgPubSub('', {}));
  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type.getFields())
      .filter((field) => !PUBLIC_FIELDS.has(`${type.name}.${field.name}`))
      .map((field) => ({ name: `${type.name}.${field.name}`, operation: operationFor(kind, field) })),
  );
}

describe('authorization matrix', () => {
  it('refuses every private query and mutation to anonymous readers, and writes nothing', async () => {
    const fields = await privateFields();
    expect(fields.length).toBeGreaterThanOrEqual(7);
    const anonymous = new TestBrowser(api.baseUrl);
    for (const { name, operation } of fields) {
      const response = await anonymous.graphql(operation);
      expect({ name, code: response.errors?.[0]?.extensions?.code }).toEqual({ name, code: 'UNAUTHENTICATED' });
    }
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ bookmarks: number; comments: number }[]>(
        'select (select count(*) from bookmarks)::int as bookmarks, (select count(*) from comments)::int as comments',
      );
    expect(row).toEqual({ bookmarks: 1, comments: 1 });
  });

  it("gives user B nothing of user A's through any private field", async () => {
    const covered = new Set<string>();
    const asBob = async <T>(name: string, operation: string) => {
      covered.add(name);
      return bob.graphql<T>(operation);
    };
    const deleted = await asBob('Mutation.deleteComment', `mutation { deleteComment(commentId: "${aliceCommentId}") { id } }`);
    expect(deleted.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const removed = await asBob<{ removeBookmark: boolean }>(
      'Mutation.removeBookmark',
      `mutation { removeBookmark(articleId: "${articleIds[0]}") }`,
    );
    expect(removed.data?.removeBookmark).toBe(false);
    const bookmarks = await asBob<{ bookmarks: unknown[] }>('Query.bookmarks', '{ bookmarks { articleId } }');
    expect(bookmarks.data?.bookmarks).toEqual([]);
    const articles = await asBob<{ bookmarkedArticles: unknown[] }>('Query.bookmarkedArticles', '{ bookmarkedArticles { id } }');
    expect(articles.data?.bookmarkedArticles).toEqual([]);
    const status = await asBob<{ subscriptionStatus: { tier: string } }>(
      'Query.subscriptionStatus',
      '{ subscriptionStatus { tier hasAccess } }',
    );
    expect(status.data?.subscriptionStatus).toEqual({ tier: 'free', hasAccess: false });
    const profile = await asBob<{ updateProfile: { username: string } }>(
      'Mutation.updateProfile',
      'mutation { updateProfile(input: { bio: "Bob here" }) { username } }',
    );
    expect(profile.data?.updateProfile.username).toBe('bob-other');
    const added = await asBob<{ addBookmark: { articleId: string } }>(
      'Mutation.addBookmark',
      `mutation { addBookmark(articleId: "${articleIds[1]}") { articleId } }`,
    );
    expect(added.data?.addBookmark.articleId).toBe(String(articleIds[1]));
    const comment = await asBob<{ addComment: { username: string } }>(
      'Mutation.addComment',
      `mutation { addComment(articleId: "${articleIds[0]}", content: "Bob's view") { username } }`,
    );
    expect(comment.data?.addComment.username).toBe('bob-other');

    const readers = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>("select id from users where username in ('alice-owner', 'bob-other')");
    for (const { id } of readers) await grantPremium(db.orm.em, id);
    await alice.request('/api/user/email-preferences', { method: 'PUT', json: { emailDigest: true, deliveryTime: '18:00' } });
    const preferences = await asBob<{ emailPreferences: { emailDigest: boolean; deliveryTime: string } }>(
      'Query.emailPreferences',
      '{ emailPreferences { emailDigest deliveryTime } }',
    );
    expect(preferences.data?.emailPreferences).toEqual({ emailDigest: false, deliveryTime: '09:00' });
    const preview = await asBob<{ digestPreview: { totalCount: number } }>('Query.digestPreview', '{ digestPreview { totalCount } }');
    expect(preview.errors).toBeUndefined();
    const changed = await asBob<{ updateEmailPreferences: { frequency: string } }>(
      'Mutation.updateEmailPreferences',
      'mutation { updateEmailPreferences(input: { frequency: daily }) { frequency } }',
    );
    expect(changed.data?.updateEmailPreferences.frequency).toBe('daily');
    expect((await alice.request('/api/user/email-preferences')).body).toMatchObject({ frequency: 'weekly', deliveryTime: '18:00' });

    const alicesBookmarks = await alice.request<{ articleId: number }[]>('/api/user/bookmarks');
    expect(alicesBookmarks.body.map((bookmark) => bookmark.articleId)).toEqual([articleIds[0]]);
    const alicesComments = await alice.request<{ id: number }[]>(`/api/articles/${articleIds[0]}/comments`);
    expect(alicesComments.body.map((entry) => entry.id)).toContain(aliceCommentId);
    const aliceMe = await alice.request<{ bio: string | null }>('/api/user');
    expect(aliceMe.body.bio).toBeNull();

    const untested = (await privateFields()).map((field) => field.name).filter((name) => !covered.has(name));
    expect(untested).toEqual([]);
  });

  it("never shows another user's email", async () => {
    const me = await bob.graphql<{ me: { email: string } }>('{ me { email } }');
    expect(me.data?.me.email).toBe('bob-other@example.org');
    const comments = await bob.graphql(`{ comments(articleId: "${articleIds[0]}") { username } }`);
    expect(JSON.stringify(comments)).not.toContain('alice-owner@example.org');
    const rest = await bob.request(`/api/articles/${articleIds[0]}/comments`);
    expect(JSON.stringify(rest.body)).not.toContain('@example.org');
  });
});
