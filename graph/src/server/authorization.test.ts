import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, grantPremium, insertDrafts } from '../../test/factories.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { graphql } from '../../test/gql/index.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer, type VariablesArgument } from '../../test/server.js';
import { PgPubSub } from '../lib/pubsub.js';
import { globalIdOf } from '../lib/global-ids.js';
import { createSchema } from './schema.js';

// Every Query and Mutation field that anonymous readers may use; every other field must refuse them.
const PUBLIC_FIELDS = new Set([
  'Query.articles',
  'Query.article',
  'Query.categories',
  'Query.sourceCounts',
  'Query.filterCounts',
  'Query.searchSuggestion',
  'Query.comments',
  'Query.me',
  'Query.premiumPlan',
  // Every caller, anonymous too, has a budget of its own to read.
  'Query.rateLimit',
  'Mutation.recordView',
  'Mutation.register',
  'Mutation.login',
  'Mutation.logout',
  // Account recovery and the contact form serve readers who cannot sign in.
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
  'Mutation.sendContactMessage',
]);

const AUTHZ_STATUS_ALERTS = graphql(`
  query AuthzStatusAlerts {
    statusAlerts {
      unreadCount
      alerts {
        status
      }
    }
  }
`);

const AUTHZ_MARK_STATUS_ALERTS_READ = graphql(`
  mutation AuthzMarkStatusAlertsRead {
    markStatusAlertsRead
  }
`);

const AUTHZ_CHANGE_PASSWORD = graphql(`
  mutation AuthzChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

const AUTHZ_SAVE_SEARCH = graphql(`
  mutation AuthzSaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      id
      name
    }
  }
`);

const AUTHZ_UPDATE_SAVED_SEARCH = graphql(`
  mutation AuthzUpdateSavedSearch($id: ID!) {
    updateSavedSearch(id: $id, input: { name: "Mine now" }) {
      id
    }
  }
`);

const AUTHZ_OPEN_SAVED_SEARCH = graphql(`
  mutation AuthzOpenSavedSearch($id: ID!) {
    openSavedSearch(id: $id) {
      id
    }
  }
`);

const AUTHZ_RESET_SAVED_SEARCH_FEED = graphql(`
  mutation AuthzResetSavedSearchFeed($id: ID!) {
    resetSavedSearchFeed(id: $id) {
      id
    }
  }
`);

const AUTHZ_DELETE_SAVED_SEARCH = graphql(`
  mutation AuthzDeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);

const AUTHZ_CREATE_API_KEY = graphql(`
  mutation AuthzCreateApiKey {
    createApiKey(input: { name: "Bob's script", scopes: [READ] }) {
      apiKey {
        id
        name
      }
    }
  }
`);

const AUTHZ_REVOKE_API_KEY = graphql(`
  mutation AuthzRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
    }
  }
`);

const AUTHZ_CREATE_WEBHOOK = graphql(`
  mutation AuthzCreateWebhook($savedSearchId: ID!) {
    createWebhook(input: { savedSearchId: $savedSearchId, url: "https://example.org/hooks" }) {
      secret
    }
  }
`);

const AUTHZ_DELETE_WEBHOOK = graphql(`
  mutation AuthzDeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

const AUTHZ_REDELIVER_WEBHOOK_DELIVERY = graphql(`
  mutation AuthzRedeliverWebhookDelivery($id: ID!) {
    redeliverWebhookDelivery(id: $id) {
      id
    }
  }
`);

const STUDY_DESIGN_COUNTS = graphql(`
  query AuthzStudyDesignCounts {
    studyDesignCounts {
      design
      count
    }
  }
`);

const NODE = graphql(`
  query AuthzNode($id: ID!) {
    node(id: $id) {
      id
    }
  }
`);

const NODES = graphql(`
  query AuthzNodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      id
    }
  }
`);

const DELETE_COMMENT = graphql(`
  mutation AuthzDeleteComment($commentId: ID!) {
    deleteComment(commentId: $commentId) {
      id
    }
  }
`);

const RESTORE_COMMENT = graphql(`
  mutation AuthzRestoreComment($commentId: ID!) {
    restoreComment(commentId: $commentId) {
      id
    }
  }
`);

const REMOVE_BOOKMARK = graphql(`
  mutation AuthzRemoveBookmark($articleId: ID!) {
    removeBookmark(articleId: $articleId)
  }
`);

const BOOKMARKS = graphql(`
  query AuthzBookmarks {
    bookmarks {
      nodes {
        articleId
      }
    }
  }
`);

const BOOKMARKED_ARTICLES = graphql(`
  query AuthzBookmarkedArticles {
    bookmarkedArticles {
      nodes {
        id
      }
    }
  }
`);

const SUBSCRIPTION_STATUS = graphql(`
  query AuthzSubscriptionStatus {
    subscriptionStatus {
      tier
      hasAccess
    }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation AuthzUpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      username
    }
  }
`);

const REFRESH_STATUS = graphql(`
  mutation AuthzRefreshSubscriptionStatus($checkoutSessionId: String) {
    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {
      hasAccess
    }
  }
`);

const BILLING_PORTAL = graphql(`
  mutation AuthzBillingPortal {
    createBillingPortalSession {
      url
    }
  }
`);

const CHECKOUT = graphql(`
  mutation AuthzCheckout {
    createCheckoutSession {
      sessionId
    }
  }
`);

const TAKEAWAY = graphql(`
  mutation AuthzTakeaway($articleId: ID!) {
    generateClinicalTakeaway(articleId: $articleId) {
      bottomLine
    }
  }
`);

const ASK = graphql(`
  mutation AuthzAsk($articleId: ID!, $question: String!) {
    askAboutArticle(articleId: $articleId, question: $question) {
      answer
    }
  }
`);

const AI_ALLOWANCE = graphql(`
  query AuthzAiAllowance {
    aiAllowance {
      questionsUsed
    }
  }
`);

const EXPORT_BOOKMARKS = graphql(`
  query AuthzExportBookmarks {
    exportBookmarks(format: CSV) {
      content
      count
    }
  }
`);

const EXPORT_ARTICLES = graphql(`
  query AuthzExportArticles {
    exportArticles(format: RIS) {
      count
    }
  }
`);

const EMAIL_PREFERENCES = graphql(`
  query AuthzEmailPreferences {
    emailPreferences {
      emailDigest
      deliveryTime
    }
  }
`);

const DIGEST_PREVIEW = graphql(`
  query AuthzDigestPreview {
    digestPreview {
      totalCount
    }
  }
`);

const UPDATE_EMAIL_PREFERENCES = graphql(`
  mutation AuthzUpdateEmailPreferences {
    updateEmailPreferences(input: { frequency: DAILY }) {
      frequency
    }
  }
`);

const ADD_BOOKMARK = graphql(`
  mutation AuthzAddBookmark($articleId: ID!) {
    addBookmark(articleId: $articleId) {
      articleId
    }
  }
`);

const ADD_COMMENT = graphql(`
  mutation AuthzAddComment($articleId: ID!, $content: String!) {
    addComment(articleId: $articleId, content: $content) {
      username
    }
  }
`);

const MY_EMAIL = graphql(`
  query AuthzMyEmail {
    me {
      email
    }
  }
`);

const COMMENTERS = graphql(`
  query AuthzCommenters($articleId: ID!) {
    comments(articleId: $articleId) {
      nodes {
        username
      }
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let articleIds: number[];
let alice: TestBrowser;
let bob: TestBrowser;
let aliceCommentId: number;
let aliceBookmarkId: string;
let stripe: FakeStripe;
let aliceCheckout: { sessionId: string };

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  articleIds = await insertDrafts(db.orm.em, await Promise.all([0, 1].map((index) => draftFrom(index, { publishedDate: daysAgo(index) }))));
  stripe = await startFakeStripe();
  api = await startTestServer(db, { services: { payments: stripe.payments() } });
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
  aliceCheckout = (await alice.request<{ sessionId: string }>('/api/create-subscription', { method: 'POST' })).body;
  const [bookmark] = await db.orm.em.fork().getConnection().execute<{ id: number }[]>('select id from bookmarks');
  aliceBookmarkId = globalIdOf('Bookmark', bookmark.id);
});

afterAll(async () => {
  await api?.close();
  await stripe?.close();
  await db?.drop();
});

function sampleValue(name: string, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sampleValue(field.name, field.type)}`).join(', ')} }`;
  }
  if (isEnumType(named)) return named.getValues()[0].name;
  if (name === 'commentId') return `"${aliceCommentId}"`;
  if (name === 'articleId') return `"${articleIds[0]}"`;
  // node(id:) and nodes(ids:) are asked for Alice's bookmark, which only she may read.
  if (name === 'id' || name === 'ids') return `"${aliceBookmarkId}"`;
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
    const asBob = async <TResult, TVariables>(
      name: string,
      document: TypedDocumentNode<TResult, TVariables>,
      ...variables: VariablesArgument<TVariables>
    ) => {
      covered.add(name);
      return bob.graphql(document, ...variables);
    };
    const deleted = await asBob('Mutation.deleteComment', DELETE_COMMENT, { commentId: String(aliceCommentId) });
    expect(deleted.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { body: second } = await alice.request<{ id: number }>(`/api/articles/${articleIds[0]}/comments`, {
      method: 'POST',
      json: { content: 'Second thoughts' },
    });
    await alice.request(`/api/comments/${second.id}`, { method: 'DELETE' });
    const restored = await asBob('Mutation.restoreComment', RESTORE_COMMENT, { commentId: String(second.id) });
    expect(restored.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const removed = await asBob('Mutation.removeBookmark', REMOVE_BOOKMARK, { articleId: String(articleIds[0]) });
    expect(removed.data?.removeBookmark).toBe(false);
    const bookmarks = await asBob('Query.bookmarks', BOOKMARKS);
    expect(bookmarks.data?.bookmarks.nodes).toEqual([]);
    const articles = await asBob('Query.bookmarkedArticles', BOOKMARKED_ARTICLES);
    expect(articles.data?.bookmarkedArticles.nodes).toEqual([]);
    const status = await asBob('Query.subscriptionStatus', SUBSCRIPTION_STATUS);
    expect(status.data?.subscriptionStatus).toEqual({ tier: 'free', hasAccess: false });
    const profile = await asBob('Mutation.updateProfile', UPDATE_PROFILE, { input: { bio: 'Bob here' } });
    expect(profile.data?.updateProfile.username).toBe('bob-other');
    const added = await asBob('Mutation.addBookmark', ADD_BOOKMARK, { articleId: String(articleIds[1]) });
    expect(added.data?.addBookmark.articleId).toBe(globalIdOf('Article', articleIds[1]));
    const comment = await asBob('Mutation.addComment', ADD_COMMENT, { articleId: String(articleIds[0]), content: "Bob's view" });
    expect(comment.data?.addComment.username).toBe('bob-other');

    const foreignCheckout = await asBob('Mutation.refreshSubscriptionStatus', REFRESH_STATUS, {
      checkoutSessionId: aliceCheckout.sessionId,
    });
    expect(foreignCheckout.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const portal = await asBob('Mutation.createBillingPortalSession', BILLING_PORTAL);
    expect(portal.errors?.[0].extensions?.code).toBe('CONFLICT');
    const checkout = await asBob('Mutation.createCheckoutSession', CHECKOUT);
    const bobsSession = stripe.sessions.get(checkout.data!.createCheckoutSession.sessionId)!;
    const alicesSession = stripe.sessions.get(aliceCheckout.sessionId)!;
    expect(bobsSession.client_reference_id).not.toBe(alicesSession.client_reference_id);
    expect(bobsSession.customer).not.toBe(alicesSession.customer);
    expect(stripe.count('POST', /^\/v1\/billing_portal\/sessions$/)).toBe(0);
    const takeaway = await asBob('Mutation.generateClinicalTakeaway', TAKEAWAY, { articleId: String(articleIds[0]) });
    expect(takeaway.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asked = await asBob('Mutation.askAboutArticle', ASK, { articleId: String(articleIds[0]), question: 'Why?' });
    expect(asked.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const designCounts = await asBob('Query.studyDesignCounts', STUDY_DESIGN_COUNTS);
    expect(designCounts.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await asBob('Query.node', NODE, { id: aliceBookmarkId })).data).toEqual({ node: null });
    expect((await asBob('Query.nodes', NODES, { ids: [aliceBookmarkId] })).data).toEqual({ nodes: [null] });
    const allowance = await asBob('Query.aiAllowance', AI_ALLOWANCE);
    expect(allowance.data?.aiAllowance).toEqual({ questionsUsed: 0 });

    // Premium for both, for the premium-only fields below: each still sees only their own.
    const readers = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>("select id from users where username in ('alice-owner', 'bob-other')");
    for (const { id } of readers) await grantPremium(db.orm.em, id);
    await alice.request('/api/user/email-preferences', { method: 'PUT', json: { emailDigest: true, deliveryTime: '18:00' } });
    const preferences = await asBob('Query.emailPreferences', EMAIL_PREFERENCES);
    expect(preferences.data?.emailPreferences).toEqual({ emailDigest: false, deliveryTime: '09:00' });
    const preview = await asBob('Query.digestPreview', DIGEST_PREVIEW);
    expect(preview.errors).toBeUndefined();
    const changed = await asBob('Mutation.updateEmailPreferences', UPDATE_EMAIL_PREFERENCES);
    expect(changed.data?.updateEmailPreferences.frequency).toBe('DAILY');
    expect((await alice.request('/api/user/email-preferences')).body).toMatchObject({ frequency: 'weekly', deliveryTime: '18:00' });

    const exported = await asBob('Query.exportBookmarks', EXPORT_BOOKMARKS);
    const urlOf = async (id: number) => (await alice.request<{ sourceUrl: string }>(`/api/articles/${id}`)).body.sourceUrl;
    expect(exported.data?.exportBookmarks.count).toBe(1);
    expect(exported.data?.exportBookmarks.content).toContain(await urlOf(articleIds[1]));
    expect(exported.data?.exportBookmarks.content).not.toContain(await urlOf(articleIds[0]));
    const feed = await asBob('Query.exportArticles', EXPORT_ARTICLES);
    expect(feed.errors).toBeUndefined();

    const alicesSearch = (
      await alice.request<{ id: number; feedUrl: string }>('/api/user/saved-searches', {
        method: 'POST',
        json: { name: 'Private', filter: { search: 'sleep' } },
      })
    ).body;
    const searchId = String(alicesSearch.id);
    const saved = await asBob('Mutation.saveSearch', AUTHZ_SAVE_SEARCH, { input: { name: 'Private', filter: { search: 'sleep' } } });
    expect(saved.data?.saveSearch.name).toBe('Private');
    const updated = await asBob('Mutation.updateSavedSearch', AUTHZ_UPDATE_SAVED_SEARCH, { id: searchId });
    expect(updated.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const opened = await asBob('Mutation.openSavedSearch', AUTHZ_OPEN_SAVED_SEARCH, { id: searchId });
    expect(opened.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const reset = await asBob('Mutation.resetSavedSearchFeed', AUTHZ_RESET_SAVED_SEARCH_FEED, { id: searchId });
    expect(reset.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await asBob('Mutation.deleteSavedSearch', AUTHZ_DELETE_SAVED_SEARCH, { id: searchId })).data?.deleteSavedSearch).toBe(false);
    const foreignHook = await asBob('Mutation.createWebhook', AUTHZ_CREATE_WEBHOOK, { savedSearchId: searchId });
    expect(foreignHook.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const [alicesHook] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        "insert into webhooks (user_id, saved_search_id, url, secret) select user_id, id, 'https://example.org/a', 'whsec_a' from saved_searches where id = ? returning id",
        [alicesSearch.id],
      );
    expect((await asBob('Mutation.deleteWebhook', AUTHZ_DELETE_WEBHOOK, { id: String(alicesHook.id) })).data?.deleteWebhook).toBe(false);
    const [alicesDelivery] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>("insert into webhook_deliveries (webhook_id, article_id, status) values (?, ?, 'failed') returning id", [
        alicesHook.id,
        articleIds[0],
      ]);
    const redelivered = await asBob('Mutation.redeliverWebhookDelivery', AUTHZ_REDELIVER_WEBHOOK_DELIVERY, {
      id: String(alicesDelivery.id),
    });
    expect(redelivered.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const hooksLeft = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>('select id from webhooks where id = ?', [alicesHook.id]);
    expect(hooksLeft).toHaveLength(1);
    const deliveriesLeft = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ status: string; redeliveries: number }[]>('select status, redeliveries from webhook_deliveries where id = ?', [
        alicesDelivery.id,
      ]);
    expect(deliveriesLeft).toEqual([{ status: 'failed', redeliveries: 0 }]);
    const alicesSearches = await alice.request<{ id: number; name: string; feedUrl: string }[]>('/api/user/saved-searches');
    expect(alicesSearches.body).toMatchObject([{ id: alicesSearch.id, name: 'Private', feedUrl: alicesSearch.feedUrl }]);

    const alicesKey = (
      await alice.request<{ apiKey: { id: number } }>('/api/user/api-keys', { method: 'POST', json: { name: 'Alice', scopes: ['READ'] } })
    ).body.apiKey;
    const bobsKey = await asBob('Mutation.createApiKey', AUTHZ_CREATE_API_KEY);
    expect(bobsKey.data?.createApiKey.apiKey.name).toBe("Bob's script");
    const revokedForeign = await asBob('Mutation.revokeApiKey', AUTHZ_REVOKE_API_KEY, { id: globalIdOf('ApiKey', alicesKey.id) });
    expect(revokedForeign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await bob.graphql(NODE, { id: globalIdOf('ApiKey', alicesKey.id) })).data).toEqual({ node: null });
    const alicesKeys = await alice.request<{ id: number; revokedAt: string | null }[]>('/api/user/api-keys');
    expect(alicesKeys.body).toMatchObject([{ id: alicesKey.id, revokedAt: null }]);

    const wrongPassword = await asBob('Mutation.changePassword', AUTHZ_CHANGE_PASSWORD, {
      input: { currentPassword: 'not the password', newPassword: 'a brand new passphrase' },
    });
    expect(wrongPassword.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const alicesBookmarks = await alice.request<{ articleId: number }[]>('/api/user/bookmarks');
    expect(alicesBookmarks.body.map((bookmark) => bookmark.articleId)).toEqual([articleIds[0]]);
    const alicesComments = await alice.request<{ id: number }[]>(`/api/articles/${articleIds[0]}/comments`);
    expect(alicesComments.body.map((entry) => entry.id)).toContain(aliceCommentId);
    const aliceMe = await alice.request<{ bio: string | null }>('/api/user');
    expect(aliceMe.body.bio).toBeNull();

    // Alice's bookmarked paper was retracted: the alert is hers alone.
    await db.orm.em
      .fork()
      .getConnection()
      .execute(
        "insert into status_alerts (user_id, article_id, status) select user_id, article_id, 'retracted' from bookmarks where article_id = ?",
        [articleIds[0]],
        'run',
      );
    const bobsAlerts = await asBob('Query.statusAlerts', AUTHZ_STATUS_ALERTS);
    expect(bobsAlerts.data?.statusAlerts).toEqual({ unreadCount: 0, alerts: [] });
    const bobMarked = await asBob('Mutation.markStatusAlertsRead', AUTHZ_MARK_STATUS_ALERTS_READ);
    expect(bobMarked.data?.markStatusAlertsRead).toBe(0);
    expect((await alice.graphql(AUTHZ_STATUS_ALERTS)).data?.statusAlerts.unreadCount).toBe(1);

    const untested = (await privateFields()).map((field) => field.name).filter((name) => !covered.has(name));
    expect(untested).toEqual([]);
  });

  it("never shows another user's email", async () => {
    const me = await bob.graphql(MY_EMAIL);
    expect(me.data?.me?.email).toBe('bob-other@example.org');
    const comments = await bob.graphql(COMMENTERS, { articleId: String(articleIds[0]) });
    expect(JSON.stringify(comments)).not.toContain('alice-owner@example.org');
    const rest = await bob.request(`/api/articles/${articleIds[0]}/comments`);
    expect(JSON.stringify(rest.body)).not.toContain('@example.org');
  });
});
