import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate, type GraphQLFormattedError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OPERATION_LIMIT_CODE,
  PARSE_OPTIONS,
  apolloLimitOptions,
  createOperationLimitRules,
  createPageSizePlugin,
  stripSuggestions,
} from './operation-limits.js';

const schema = buildSchema(`
  type Query {
    articles(first: Int, after: String): ArticleConnection!
    article(id: ID!): Article
    search(term: String!, limit: Int): [Article!]!
  }
  type ArticleConnection { edges: [ArticleEdge!]! nodes: [Article!]! pageInfo: PageInfo! }
  type ArticleEdge { cursor: String! node: Article! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Article {
    id: ID!
    title: String!
    authors: [String!]!
    categories: [Category!]!
    parent: Article
    related(first: Int): ArticleConnection!
  }
  type Category { name: String! }
`);

/** `levels` nested fields on Article: `parent { parent { … id } }`. */
const chain = (levels: number): string => `${'parent { '.repeat(levels - 1)}id${' }'.repeat(levels - 1)}`;
const deep = (depth: number): string => `{ article(id: "1") { ${chain(depth - 1)} } }`;
const deepViaFragment = (depth: number): string => `{ article(id: "1") { ...Chain } } fragment Chain on Article { ${chain(depth - 1)} }`;
const deepViaInlineFragment = (depth: number): string => `{ article(id: "1") { ... on Article { ${chain(depth - 1)} } } }`;
const aliased = (count: number): string => `{ ${Array.from({ length: count }, (_, i) => `a${i}: article(id: "${i}") { id }`).join(' ')} }`;
const directed = (count: number): string => `{ article(id: "1") { ${'id @include(if: true) '.repeat(count)}} }`;

function messages(document: string, rules = [...specifiedRules, ...createOperationLimitRules()]): string[] {
  return validate(schema, parse(document), rules).map((error) => error.message);
}

describe('operation limit rules', () => {
  it.each([
    ['depth 8', deep(8), []],
    ['depth 9', deep(9), ['Query depth 9 exceeds the limit of 8.']],
    ['depth 8 through a fragment', deepViaFragment(8), []],
    ['depth 9 through a fragment', deepViaFragment(9), ['Query depth 9 exceeds the limit of 8.']],
    ['depth 8 through an inline fragment', deepViaInlineFragment(8), []],
    ['depth 9 through an inline fragment', deepViaInlineFragment(9), ['Query depth 9 exceeds the limit of 8.']],
    ['__typename below depth 8', `{ article(id: "1") { ${'parent { '.repeat(7)}__typename${' }'.repeat(7)} } }`, []],
    ['15 aliases', aliased(15), []],
    ['16 aliases', aliased(16), ['The operation uses 16 aliases; the limit is 15.']],
    [
      '16 aliases from a fragment spread four times',
      `{ article(id: "1") { ...T parent { ...T parent { ...T parent { ...T } } } } }
       fragment T on Article { a: id b: title c: authors d: id }`,
      ['The operation uses 16 aliases; the limit is 15.'],
    ],
    ['50 directives', directed(50), []],
    ['51 directives', directed(51), ['The operation uses 51 directives; the limit is 50.']],
    ['first: 100', '{ articles(first: 100) { nodes { id } } }', []],
    ['first: 101', '{ articles(first: 101) { nodes { id } } }', ['first: 101 exceeds the maximum page size of 100.']],
    ['limit: 500', '{ search(term: "flu", limit: 500) { id } }', ['limit: 500 exceeds the maximum page size of 100.']],
  ])('%s', (_name, document, expected) => {
    expect(messages(document)).toEqual(expected);
  });

  it.each([
    ['a small page', '{ articles(first: 10) { edges { node { id title } } } }', null],
    [
      'a full page with unpaged lists',
      '{ articles(first: 100) { edges { cursor node { id title authors categories { name } } } pageInfo { hasNextPage } } }',
      null,
    ],
    ['a page of 100 nesting a page of 100', '{ articles(first: 100) { nodes { related(first: 100) { nodes { id } } } } }', 20201],
    [
      'a page sized by a variable nesting a page of 50',
      'query ($n: Int) { articles(first: $n) { nodes { related(first: 50) { nodes { id title } } } } }',
      15201,
    ],
    ['an omitted page size nesting a page of 50', '{ articles { nodes { related(first: 50) { nodes { id title } } } } }', 15201],
  ])('cost: %s', (_name, document, cost) => {
    expect(messages(document)).toEqual(cost === null ? [] : [`The operation's estimated cost is ${cost}; the limit is 5000.`]);
  });

  it('tags every limit error with OPERATION_LIMIT_EXCEEDED', () => {
    const errors = validate(schema, parse(deep(9)), createOperationLimitRules());
    expect(errors.map((error) => error.extensions.code)).toEqual([OPERATION_LIMIT_CODE]);
  });

  it('passes the introspection query, which nests deeper than 8', () => {
    expect(messages(getIntrospectionQuery())).toEqual([]);
    expect(messages(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, inputValueDeprecation: true }))).toEqual([]);
  });

  it('stops at a fragment cycle', () => {
    const cyclic = `{ article(id: "1") { ...A } }
      fragment A on Article { parent { ...B } } fragment B on Article { parent { ...A } }`;
    expect(messages(cyclic, createOperationLimitRules())).toEqual([]);
    expect(messages(cyclic).some((message) => message.startsWith('Cannot spread fragment "A"'))).toBe(true);
  });

  it('counts fragments spread twice at every level without expanding them', () => {
    const levels = 25;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment F${i} on Article { a: id }` : `fragment F${i} on Article { a: id ...F${i + 1} parent { ...F${i + 1} } }`,
    ).join(' ');
    const started = performance.now();
    const found = messages(`{ article(id: "1") { ...F0 } } ${fragments}`, createOperationLimitRules());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(found).toContain(`The operation uses ${2 ** levels - 1} aliases; the limit is 15.`);
  });
});

describe('token limit', () => {
  it.each([
    ['a small query', '{ articles(first: 10) { nodes { id } } }', true],
    ['1,000 tokens', `{ ${'id '.repeat(998)}}`, true],
    ['1,001 tokens', `{ ${'id '.repeat(999)}}`, false],
  ])('%s', (_name, document, accepted) => {
    const parsing = (): unknown => parse(document, PARSE_OPTIONS);
    if (accepted) expect(parsing).not.toThrow();
    else expect(parsing).toThrow(/Syntax Error: Document contains more (than|that) 1000 tokens/);
  });
});

describe('stripSuggestions', () => {
  it.each([
    ['Cannot query field "titel" on type "Article". Did you mean "title"?', 'Cannot query field "titel" on type "Article".'],
    [
      'Unknown argument "frist" on field "Query.articles". Did you mean "first" or "after"?',
      'Unknown argument "frist" on field "Query.articles".',
    ],
    ['Query depth 9 exceeds the limit of 8.', 'Query depth 9 exceeds the limit of 8.'],
  ])('%s', (message, expected) => {
    const error: GraphQLFormattedError = { message, locations: [{ line: 1, column: 3 }], extensions: { code: 'X' } };
    expect(stripSuggestions(error)).toEqual({ ...error, message: expected });
  });

  it('strips a real graphql-js suggestion', () => {
    const [error] = validate(schema, parse('{ article(id: "1") { titel } }'));
    expect(error.message).toContain('Did you mean');
    expect(stripSuggestions(error.toJSON()).message).toBe('Cannot query field "titel" on type "Article".');
  });
});

describe('Apollo Server in production mode', () => {
  const article = vi.fn(() => ({ id: '1', title: 'Flu vaccines', parent: null }));
  let server: ApolloServer;
  let url: string;

  beforeAll(async () => {
    server = new ApolloServer({
      schema,
      rootValue: { article },
      plugins: [createPageSizePlugin(100)],
      ...apolloLimitOptions(true),
    });
    ({ url } = await startStandaloneServer(server, { listen: { port: 0 } }));
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(() => {
    article.mockClear();
  });

  const post = (body: unknown): Promise<Response> =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers the introspection query tools send, in production too', async () => {
    const response = await post({ query: getIntrospectionQuery() });
    expect(response.status).toBe(200);
    expect(article).not.toHaveBeenCalled();
  });

  it('answers a valid query', async () => {
    const response = await post({ query: '{ article(id: "1") { id title } }' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { article: { id: '1', title: 'Flu vaccines' } } });
    expect(article).toHaveBeenCalledTimes(1);
  });

  it('checks the page size in the variables of every request, the same document answered before included', async () => {
    const query = 'query ($n: Int) { article(id: "1") { related(first: $n) { nodes { id } } } }';
    expect((await post({ query, variables: { n: 10 } })).status).toBe(200);
    const refused = await post({ query, variables: { n: 500 } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('$n: 500 exceeds the maximum page size of 100.');
  });

  it.each([
    ['a too-deep query', { query: deep(9) }, 'Query depth 9 exceeds the limit of 8.'],
    ['too many aliases', { query: aliased(16) }, 'The operation uses 16 aliases; the limit is 15.'],
    ['too many directives', { query: directed(51) }, 'The operation uses 51 directives; the limit is 50.'],
    ['too large a literal page', { query: '{ article(id: "1") { related(first: 500) { nodes { id } } } }' }, 'first: 500 exceeds'],
    [
      'too large a page in variables',
      { query: 'query ($n: Int) { article(id: "1") { related(first: $n) { nodes { id } } } }', variables: { n: 500 } },
      '$n: 500 exceeds the maximum page size of 100.',
    ],
    ['too many tokens', { query: `{ article(id: "1") { ${'id '.repeat(1000)}} }` }, '1000 tokens'],
    [
      'an introspection query over the alias limit',
      { query: `{ ${Array.from({ length: 16 }, (_, index) => `t${index}: __type(name: "Query") { name }`).join(' ')} }` },
      'The operation uses 16 aliases; the limit is 15.',
    ],
    ['a misspelt field', { query: '{ article(id: "1") { titel } }' }, 'Cannot query field "titel" on type "Article".'],
  ])('refuses %s with 400 before any resolver runs', async (_name, body, expected) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: GraphQLFormattedError[] };
    expect(errors.map((error) => error.message).join('\n')).toContain(expected);
    for (const error of errors) {
      expect(error.message).not.toContain('Did you mean');
      expect(error.extensions).not.toHaveProperty('stacktrace');
    }
    expect(article).not.toHaveBeenCalled();
  });

  it('refuses a batched array body with 400', async () => {
    const query = { query: '{ article(id: "1") { id } }' };
    const response = await post([query, query]);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/\bat .+\.(js|ts):\d+/);
    expect(article).not.toHaveBeenCalled();
  });
});
