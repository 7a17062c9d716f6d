import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { queueArticleDeliveries } from './webhook-delivery.service.js';

const SAVE = `mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { id } }`;
const CREATE_KEY = `mutation Key($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`;
const CREATE = `mutation Create($input: CreateWebhookInput!) {
  createWebhook(input: $input) { secret webhook { id url createdAt disabledAt savedSearch { id name } deliveries(first: 5) { id } } }
}`;
const LIST = `query Hooks { me { webhooks { id url savedSearch { name } deliveries(first: 10) { id event status attempts lastAttemptAt responseStatus } } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteWebhook(id: $id) }`;

interface Created {
  secret: string;
  webhook: { id: string; url: string; disabledAt: string | null; savedSearch: { id: string; name: string }; deliveries: unknown[] };
}

let db: TestDatabase;
let dev: TestServer;
let production: TestServer;

async function webhookRows(): Promise<{ id: number; url: string; secret: string; user_id: number }[]> {
  return db.orm.em.getConnection().execute('select id, url, secret, user_id from webhooks order by id');
}

async function readerWithSearch(server: TestServer, name: string): Promise<{ reader: TestBrowser; searchId: string; userId: string }> {
  const reader = new TestBrowser(server.baseUrl);
  const userId = await reader.register(name);
  const saved = await reader.graphql(SAVE, { input: { name: 'Sleep', filter: { search: 'sleep' } } });
  return { reader, userId, searchId: (saved.data as { saveSearch: { id: string } }).saveSearch.id };
}

async function keyedGraphql(server: TestServer, secret: string, query: string, variables: Record<string, unknown>) {
  const response = await server.request<{
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  }>('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  return response.body;
}

beforeAll(async () => {
  db = await createTestDatabase();
  dev = await startTestServer(db, { services: { allowLoopbackWebhooks: true } });
  // The address policy of production (NODE_ENV=production), on a server otherwise like the others.
  production = await startTestServer(db, { services: { allowLoopbackWebhooks: false } });
});

afterAll(async () => {
  await dev?.close();
  await production?.close();
  await db?.drop();
});

describe('registering webhooks', () => {
  it('shows the signing secret once, lists the webhook under me without it, and deletes it with its log', async () => {
    const { reader, searchId, userId } = await readerWithSearch(dev, 'hookowner');
    const created = await reader.graphql(CREATE, { input: { savedSearchId: searchId, url: ' http://127.0.0.1:9/hooks#part ' } });
    expect(created.errors).toBeUndefined();
    const { secret, webhook } = (created.data as { createWebhook: Created }).createWebhook;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook).toMatchObject({
      url: 'http://127.0.0.1:9/hooks',
      disabledAt: null,
      savedSearch: { id: searchId, name: 'Sleep' },
      deliveries: [],
    });
    const stored = (await webhookRows()).find((row) => String(row.id) === webhook.id);
    expect(stored).toMatchObject({ secret, user_id: Number(userId) });

    const listed = await reader.graphql(LIST);
    expect(listed.data).toEqual({
      me: { webhooks: [{ id: webhook.id, url: webhook.url, savedSearch: { name: 'Sleep' }, deliveries: [] }] },
    });
    expect(JSON.stringify(listed)).not.toContain(secret);

    const stranger = new TestBrowser(dev.baseUrl);
    await stranger.register('hookstranger');
    expect((await stranger.graphql(DELETE, { id: webhook.id })).data).toEqual({ deleteWebhook: false });
    expect((await reader.graphql(DELETE, { id: webhook.id })).data).toEqual({ deleteWebhook: true });
    expect((await reader.graphql(LIST)).data).toEqual({ me: { webhooks: [] } });
  });

  it('takes a key holding READ and refuses one without it, and never registers on another reader’s search', async () => {
    const { reader, searchId } = await readerWithSearch(dev, 'hookkeys');
    const readKey = (await reader.graphql(CREATE_KEY, { input: { name: 'reader', scopes: ['READ'] } })).data as {
      createApiKey: { secret: string };
    };
    const writeKey = (await reader.graphql(CREATE_KEY, { input: { name: 'writer', scopes: ['WRITE'] } })).data as {
      createApiKey: { secret: string };
    };
    const input = { savedSearchId: searchId, url: 'http://localhost:9/receiver' };
    const withRead = await keyedGraphql(dev, readKey.createApiKey.secret, CREATE, { input });
    expect(withRead.errors).toBeUndefined();
    const before = (await webhookRows()).length;
    const withWrite = await keyedGraphql(dev, writeKey.createApiKey.secret, CREATE, { input });
    expect(withWrite.errors?.[0]).toMatchObject({
      message: 'This API key does not have the READ scope, which this needs. Create a key with READ in your profile.',
      extensions: { code: 'FORBIDDEN' },
    });

    const other = await readerWithSearch(dev, 'hookother');
    const foreign = await other.reader.graphql(CREATE, { input: { savedSearchId: searchId, url: 'http://127.0.0.1:9/x' } });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Saved search not found.', extensions: { code: 'NOT_FOUND' } });
    expect(await webhookRows()).toHaveLength(before);
  });

  it('refuses private, loopback and reserved endpoints in production, and plain http to a public address anywhere', async () => {
    const { reader, searchId } = await readerWithSearch(production, 'hookprod');
    const before = (await webhookRows()).length;
    const refusal =
      'Webhook endpoints must be on the public internet: this address is private, loopback or reserved. Use a public HTTPS address.';
    for (const url of [
      'https://127.0.0.1/hooks',
      'http://localhost:8080/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest',
      'https://[::1]/hooks',
      'https://[::ffff:192.168.0.1]/hooks',
    ]) {
      const answer = await reader.graphql(CREATE, { input: { savedSearchId: searchId, url } });
      expect(answer.errors?.[0], url).toMatchObject({ message: refusal, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const plain = await reader.graphql(CREATE, { input: { savedSearchId: searchId, url: 'http://93.184.216.34/hooks' } });
    expect(plain.errors?.[0]?.message).toBe('The endpoint must be an https:// URL.');
    const notUrl = await reader.graphql(CREATE, { input: { savedSearchId: searchId, url: 'example.org/hooks' } });
    expect(notUrl.errors?.[0]?.message).toBe('Give the endpoint as a full URL, such as https://example.org/paperlight.');
    const devOnly = await readerWithSearch(dev, 'hookdev');
    const devPrivate = await devOnly.reader.graphql(CREATE, { input: { savedSearchId: devOnly.searchId, url: 'https://10.1.2.3/hooks' } });
    expect(devPrivate.errors?.[0]?.message).toBe(refusal);
    expect(await webhookRows()).toHaveLength(before);
  });
});

describe('redelivering', () => {
  it('answers that it cannot while no Temporal server is known, and writes nothing', async () => {
    const { reader, searchId } = await readerWithSearch(dev, 'hookagain');
    const created = await reader.graphql(CREATE, { input: { savedSearchId: searchId, url: 'http://127.0.0.1:9/again' } });
    const hookId = Number((created.data as { createWebhook: Created }).createWebhook.webhook.id);
    const [articleId] = await insertDrafts(db.orm.em, [await draftFrom(1)]);
    const [delivery] = await db.orm.em
      .getConnection()
      .execute<{ id: number }[]>("insert into webhook_deliveries (webhook_id, article_id, status) values (?, ?, 'failed') returning id", [
        hookId,
        articleId,
      ]);
    const answer = await reader.graphql(`mutation Again($id: ID!) { redeliverWebhookDelivery(id: $id) { id status } }`, {
      id: String(delivery.id),
    });
    expect(answer.errors?.[0]).toMatchObject({
      message:
        'Paperlight cannot send deliveries again right now: its workflow service is not reachable. Please try again in a few minutes.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ status: string; redeliveries: number }[]>('select status, redeliveries from webhook_deliveries where id = ?', [
        delivery.id,
      ]);
    expect(row).toEqual({ status: 'failed', redeliveries: 0 });
  });
});

describe('queueing deliveries', () => {
  it('records one delivery per endpoint whose search matches a new paper, once however often it is asked', async () => {
    const { reader, searchId } = await readerWithSearch(dev, 'hookqueue');
    const other = await reader.graphql(SAVE, { input: { name: 'Never', filter: { search: 'zzqxjv' } } });
    const otherId = (other.data as { saveSearch: { id: string } }).saveSearch.id;
    const hooks: string[] = [];
    for (const id of [searchId, otherId]) {
      const created = await reader.graphql(CREATE, { input: { savedSearchId: id, url: 'http://127.0.0.1:9/q' } });
      hooks.push((created.data as { createWebhook: Created }).createWebhook.webhook.id);
    }
    const [articleId] = await insertDrafts(db.orm.em, [await draftFrom(0, { title: 'Sleep and memory in older adults' })]);
    const now = () => new Date();
    const first = await queueArticleDeliveries({ em: db.orm.em.fork(), now }, articleId);
    const again = await queueArticleDeliveries({ em: db.orm.em.fork(), now }, articleId);
    expect(again).toEqual(first);
    const rows = await db.orm.em
      .getConnection()
      .execute<{ id: number; webhook_id: number; status: string }[]>(
        'select id, webhook_id, status from webhook_deliveries where article_id = ? order by id',
        [articleId],
      );
    expect(rows.map((row) => row.id)).toEqual(first);
    const mine = rows.filter((row) => hooks.includes(String(row.webhook_id)));
    expect(mine).toEqual([{ id: expect.any(Number), webhook_id: Number(hooks[0]), status: 'pending' }]);

    const listed = await reader.graphql(LIST);
    const matching = (listed.data as { me: { webhooks: { id: string; deliveries: unknown[] }[] } }).me.webhooks.find(
      (hook) => hook.id === hooks[0],
    );
    expect(matching?.deliveries).toEqual([
      { id: String(mine[0].id), event: 'article.added', status: 'PENDING', attempts: 0, lastAttemptAt: null, responseStatus: null },
    ]);
  });
});
