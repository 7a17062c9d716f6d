import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { MAX_OPERATIONS_PER_SOCKET, MAX_SOCKET_MESSAGE_BYTES, TOO_MANY_OPERATIONS } from './ws.js';

// The graphql-ws protocol spoken by hand, so a test can send what a well-behaved client library never would.
let db: TestDatabase;
let api: TestServer;
let articleId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  [articleId] = await insertDrafts(db.orm.em.fork(), [await draftFrom(0, { publishedDate: daysAgo(1) })]);
  api = await startTestServer(db, { production: true });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

/** Opens a socket with the graphql-ws subprotocol, acknowledged; collects what the server sends. */
async function openSocket(): Promise<{
  socket: WebSocket;
  messages: Message[];
  closed: Promise<number>;
  next(type: string, id?: string): Promise<Message>;
}> {
  const socket = new WebSocket(`${api.baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const messages: Message[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const next = (type: string, id?: string) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${type} message${id ? ` for ${id}` : ''} arrived.`)), 10_000);
      const check = () => {
        const found = messages.find((message) => message.type === type && (id === undefined || message.id === id));
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await next('connection_ack');
  return { socket, messages, closed, next };
}

const commentAdded = `subscription Live($articleId: ID!) { commentAdded(articleId: $articleId) { id } }`;

describe('limits on a live socket', () => {
  it('closes a socket that sends a message larger than an HTTP body may be (1 MB here)', async () => {
    const { socket, closed } = await openSocket();
    const padding = 'x'.repeat(1024 * 1024);
    expect(padding.length).toBeGreaterThan(MAX_SOCKET_MESSAGE_BYTES);
    socket.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `{ __typename } # ${padding}` } }));
    // 1009: the message is too big to process; it is never parsed, so no answer comes back.
    expect(await closed).toBe(1009);
  });

  it('keeps a socket open for a message within the limit', async () => {
    const { socket, next } = await openSocket();
    const padding = 'x'.repeat(MAX_SOCKET_MESSAGE_BYTES - 1_000);
    socket.send(JSON.stringify({ id: 'fits', type: 'subscribe', payload: { query: `{ __typename } # ${padding}` } }));
    expect((await next('next', 'fits')).payload).toEqual({ data: { __typename: 'Query' } });
    socket.close();
  });

  it(`refuses the ${MAX_OPERATIONS_PER_SOCKET + 1}st subscription on one socket with a sentence, and takes one again once another ends`, async () => {
    const { socket, messages, next } = await openSocket();
    const subscribe = (id: string) =>
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: commentAdded, variables: { articleId: String(articleId) } } }));
    for (let index = 1; index <= MAX_OPERATIONS_PER_SOCKET; index += 1) subscribe(`s${index}`);
    subscribe('one-too-many');
    const refusal = await next('error', 'one-too-many');
    expect(refusal.payload).toEqual([
      expect.objectContaining({ message: TOO_MANY_OPERATIONS, extensions: { code: 'OPERATION_LIMIT_EXCEEDED' } }),
    ]);
    expect(messages.filter((message) => message.type === 'error')).toHaveLength(1);

    socket.send(JSON.stringify({ id: 's1', type: 'complete' }));
    subscribe('replacement');
    socket.send(JSON.stringify({ id: 'probe', type: 'subscribe', payload: { query: '{ __typename }' } }));
    // The probe is the 51st operation while it runs, so it is refused; the replacement took s1's place.
    expect((await next('error', 'probe')).payload).toEqual([expect.objectContaining({ message: TOO_MANY_OPERATIONS })]);
    expect(messages.some((message) => message.type === 'error' && message.id === 'replacement')).toBe(false);
    socket.close();
  });
});

describe('refusals over a socket, as over HTTP', () => {
  it('answers an unknown field with the code and sentence HTTP gives, without suggestions in production', async () => {
    const { socket, next } = await openSocket();
    socket.send(JSON.stringify({ id: 'typo', type: 'subscribe', payload: { query: '{ articlez { totalCount } }' } }));
    const [refusal] = (await next('error', 'typo')).payload as { message: string; extensions: { code: string } }[];
    const overHttp = await api.graphql('{ articlez { totalCount } }');
    expect(refusal.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refusal.message).toBe(overHttp.errors?.[0].message);
    expect(refusal.message).not.toMatch(/Did you mean/);
    socket.send(JSON.stringify({ id: 'broken', type: 'subscribe', payload: { query: '{ articles {' } }));
    const [parse] = (await next('error', 'broken')).payload as { extensions: { code: string } }[];
    expect(parse.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    socket.close();
  });

  it('refuses variables that do not fit their types as BAD_USER_INPUT, as HTTP does, not as a server error', async () => {
    const { socket, next } = await openSocket();
    const query = 'subscription New($filter: ArticleFilter) { articleAdded(filter: $filter) { id } }';
    const variables = { filter: { sources: ['NOT_A_SOURCE'] } };
    socket.send(JSON.stringify({ id: 'enum', type: 'subscribe', payload: { query, variables } }));
    const [refusal] = (await next('error', 'enum')).payload as { message: string; extensions: { code: string } }[];
    expect(refusal.extensions.code).toBe('BAD_USER_INPUT');
    expect(refusal.message).toMatch(/NOT_A_SOURCE/);
    const overHttp = await api.graphql('query Feed($filter: ArticleFilter) { articles(filter: $filter) { totalCount } }', variables);
    expect(overHttp.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    socket.close();
  });
});
