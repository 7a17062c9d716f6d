import { gql } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apolloClient';
import { persistedQueries, sha256Hex } from './persistedQueries';

const FEED = gql`
  query LinkFeed($first: Int!) {
    articles(first: $first) {
      totalCount
    }
  }
`;
const BOOKMARK = gql`
  mutation LinkBookmark($articleId: ID!) {
    addBookmark(articleId: $articleId) {
      articleId
    }
  }
`;

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/** Records every request the client sends and answers each with the next of the given JSON bodies. */
function stubFetch(...answers: unknown[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(input, 'http://localhost'),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    });
    const answer = answers.shift() ?? { data: null };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/** The hash Apollo Server checks: the SHA-256 (hex) of exactly the query text the link would send in full. */
const sha256 = (text: string) => sha256Hex(text, WEB_CRYPTO.subtle);

/** The page's Web Crypto, kept before a test takes it away. */
const WEB_CRYPTO = globalThis.crypto;

const feedData = { articles: { __typename: 'ArticleConnection', totalCount: 3 } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Apollo client', () => {
  it('hashes as SHA-256 in lowercase hex', async () => {
    expect(WEB_CRYPTO.subtle).toBeDefined();
    await expect(sha256('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('sends a query as an automatic persisted query over GET, with its hash and a CSRF preflight header', async () => {
    const sent = stubFetch({ data: feedData });
    const client = createApolloClient();
    const { data } = await client.query({ query: FEED, variables: { first: 5 } });
    expect(data).toEqual(feedData);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/graphql');
    expect(request.url.searchParams.get('query')).toBeNull();
    expect(request.url.searchParams.get('operationName')).toBe('LinkFeed');
    expect(JSON.parse(request.url.searchParams.get('variables') ?? '')).toEqual({ first: 5 });
    const fullText = print(client.documentTransform.transformDocument(FEED));
    expect(JSON.parse(request.url.searchParams.get('extensions') ?? '')).toEqual({
      persistedQuery: { version: 1, sha256Hash: await sha256(fullText) },
    });
    // A non-simple content type: Apollo Server's CSRF prevention lets the GET through.
    expect(request.headers.get('content-type')).toBe('application/json');
    // The server keeps plain JSON answers only.
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('sends the whole document by POST once when the server does not know the hash, then GET again', async () => {
    const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    const sent = stubFetch(notFound, { data: feedData }, { data: feedData });
    const client = createApolloClient();
    const { data } = await client.query({ query: FEED, variables: { first: 5 } });
    expect(data).toEqual(feedData);
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST']);
    const retry = sent[1].body ?? {};
    expect(retry.query).toBe(print(client.documentTransform.transformDocument(FEED)));
    expect(retry.extensions).toEqual({ persistedQuery: { version: 1, sha256Hash: await sha256(String(retry.query)) } });

    await client.query({ query: FEED, variables: { first: 5 }, fetchPolicy: 'network-only' });
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('sends a mutation by POST with its whole document', async () => {
    const sent = stubFetch({ data: { addBookmark: { __typename: 'Bookmark', articleId: '7' } } });
    const client = createApolloClient();
    await client.mutate({ mutation: BOOKMARK, variables: { articleId: '7' } });
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url.search).toBe('');
    expect(String(sent[0].body?.query)).toContain('mutation LinkBookmark');
    expect(sent[0].body?.variables).toEqual({ articleId: '7' });
  });

  it('passes GraphQL errors of a query through unchanged', async () => {
    const sent = stubFetch({ data: { articles: null }, errors: [{ message: 'That article does not exist.', path: ['articles'] }] });
    const client = createApolloClient();
    const result = await client.query({ query: FEED, variables: { first: 5 }, errorPolicy: 'all' });
    expect(result.error?.message).toContain('That article does not exist.');
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });

  it('sends queries whole by POST where Web Crypto is missing', async () => {
    vi.stubGlobal('crypto', undefined);
    expect(persistedQueries()).toEqual([]);
    const sent = stubFetch({ data: feedData });
    await createApolloClient().query({ query: FEED, variables: { first: 5 } });
    expect(sent[0].method).toBe('POST');
    expect(String(sent[0].body?.query)).toContain('query LinkFeed');
  });
});
