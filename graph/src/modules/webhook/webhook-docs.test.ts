import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { eventually } from '../../../test/eventually.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { attemptWebhookDelivery } from './webhook-delivery.service.js';
import { createWebhookPoster } from './webhook-http.service.js';
import { signatureHeader } from './webhook.rules.js';

/** The webhook receivers of docs/api.md: fenced blocks whose info string is `<language> webhook-receiver`. */
async function receivers(): Promise<{ language: string; code: string }[]> {
  const text = await readFile(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
  return [...text.matchAll(/^```(\w+) webhook-receiver\n([\s\S]*?)^```$/gm)].map((match) => ({ language: match[1], code: match[2] }));
}

const RUNNERS: Record<string, { file: string; command: string }> = {
  js: { file: 'receiver.mjs', command: process.execPath },
  python: { file: 'receiver.py', command: 'python3' },
};

const SECRET = 'whsec_docs-example-secret-0123456789abcdefghijklmnopq';

let db: TestDatabase;
let folder: string;
let articleId: number;
let title: string;
const children: ChildProcess[] = [];

/** Starts a receiver and resolves with its base URL and everything it prints. */
async function startReceiver(language: string, code: string): Promise<{ url: string; output: () => string }> {
  const runner = RUNNERS[language];
  const file = join(folder, runner.file);
  await writeFile(file, code);
  const child = spawn(runner.command, [file], { env: { ...process.env, PAPERLIGHT_WEBHOOK_SECRET: SECRET, PORT: '0' } });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const port = await eventually(
    `the ${language} receiver to say its port`,
    async () => {
      const match = /Listening on port (\d+)/.exec(output);
      return match ? Number(match[1]) : undefined;
    },
    20_000,
  );
  return { url: `http://127.0.0.1:${port}/paperlight`, output: () => output };
}

/** A webhook on the receiver with one pending delivery of the test's article; answers the delivery id. */
async function deliveryTo(url: string): Promise<number> {
  const connection = db.orm.em.getConnection();
  const [user] = await connection.execute<{ id: number }[]>(
    "insert into users (username, email, password_hash) values (?, ?, 'x') returning id",
    [`docs-${children.length}`, `docs-${children.length}@example.org`],
  );
  const [search] = await connection.execute<{ id: number }[]>(
    `insert into saved_searches (user_id, name, filter, feed_token) values (?, 'Docs', '{"search":"trial"}', ?) returning id`,
    [user.id, `token-${children.length}`],
  );
  const [hook] = await connection.execute<{ id: number }[]>(
    'insert into webhooks (user_id, saved_search_id, url, secret) values (?, ?, ?, ?) returning id',
    [user.id, search.id, url, SECRET],
  );
  const [delivery] = await connection.execute<{ id: number }[]>(
    'insert into webhook_deliveries (webhook_id, article_id) values (?, ?) returning id',
    [hook.id, articleId],
  );
  return delivery.id;
}

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  const draft = await draftFrom(0);
  [articleId] = await insertDrafts(db.orm.em, [draft]);
  title = draft.title;
  folder = await mkdtemp(join(tmpdir(), 'paperlight-webhook-docs-'));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await rm(folder, { recursive: true, force: true });
  await db?.drop();
});

describe('the webhook receivers in docs/api.md', () => {
  it('are given in JavaScript and Python', async () => {
    expect((await receivers()).map((receiver) => receiver.language).sort()).toEqual(['js', 'python']);
  });

  it.each(['js', 'python'])('in %s accept a real signed delivery once and refuse a forged or stale one', async (language) => {
    const receiver = (await receivers()).find((entry) => entry.language === language)!;
    const { url, output } = await startReceiver(receiver.language, receiver.code);
    const deliveryId = await deliveryTo(url);
    const ctx = () => ({
      em: db.orm.em.fork(),
      now: () => new Date(),
      post: createWebhookPoster({ allowLoopback: true }),
      publicUrl: 'https://paperlight.test',
    });
    expect(await attemptWebhookDelivery(ctx(), deliveryId)).toEqual({ outcome: 'delivered' });
    const line = `article.added: ${title} https://paperlight.test/article/${articleId}`;
    await eventually(`the receiver to print the paper`, async () => output().includes(line));

    const body = JSON.stringify({ id: String(deliveryId), type: 'article.added', data: { article: { title: 'Forged', url: 'x' } } });
    const post = (signature: string, payload = body) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'paperlight-signature': signature }, body: payload });
    const valid = signatureHeader(SECRET, body, new Date());
    expect((await post(valid.replace(/v1=./, (start) => (start.endsWith('0') ? 'v1=1' : 'v1=0')))).status).toBe(400);
    expect((await post(valid, body.replace('Forged', 'Forgeq'))).status).toBe(400);
    expect((await post(signatureHeader('whsec_another', body, new Date()))).status).toBe(400);
    expect((await post(signatureHeader(SECRET, body, new Date(Date.now() - 10 * 60_000)))).status).toBe(400);
    expect((await post('')).status).toBe(400);
    // The same delivery id again, properly signed: accepted, and not handled a second time.
    expect((await post(valid)).status).toBe(204);
    expect(output().match(/article\.added:/g)).toHaveLength(1);
  });
});
