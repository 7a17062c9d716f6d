import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { globalIdOf } from '#graph/lib/global-ids.js';
import { createOutboxMailer } from '#graph/lib/mailer.js';
import { attemptWebhookDelivery } from '#graph/modules/webhook/webhook-delivery.service.js';
import { createWebhookPoster } from '#graph/modules/webhook/webhook-http.service.js';
import { verifySignatureHeader } from '#graph/modules/webhook/webhook.rules.js';
import { clientWorkflowStarter } from '#graph/lib/workflow-starter.js';
import { eventually } from '#graph-test/eventually.js';
import { TestBrowser } from '#graph-test/http-client.js';
import { startTestServer } from '#graph-test/server.js';
import { draftFrom, insertDrafts } from '#graph-test/factories.js';
import { startHarness, TEST_DATA_DIR, TEST_MAIL_SETTINGS, type Harness } from '../../test/harness.js';
import { spawnWorker, workerEnvironment, type WorkerProcess } from '../../test/worker-process.js';
import { runOps } from '../ops/cli.js';
import {
  DELIVER_WEBHOOK_WORKFLOW,
  SUMMARISE_ARTICLE_WORKFLOW,
  summariseWorkflowId,
  webhookDeliveryWorkflowId,
  type DeliverWebhookResult,
} from '../contracts.js';

const SECRET = 'whsec_workflow-test-secret-0123456789abcdefghijklmnopq';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  answered: number | null;
}

/** A loopback endpoint answering each request by the next of its scripted statuses (200 once they run out). */
class Receiver {
  readonly requests: Received[] = [];
  private script: (number | 'hold')[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  answer(...script: (number | 'hold')[]): void {
    this.script = script;
    this.requests.length = 0;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: Received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered: null };
      this.requests.push(received);
      const next = this.script.shift() ?? 200;
      if (next === 'hold') return;
      received.answered = next;
      response.writeHead(next).end();
    });
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

let harness: Harness;
let receiver: Receiver;
let outbox: string;
let userId: number;
let searchId: number;
const spawned: WorkerProcess[] = [];

const sql = <T>(text: string, params: unknown[] = []) => harness.db.orm.em.fork().getConnection().execute<T[]>(text, params);

async function newWebhook(url = receiver.url): Promise<number> {
  const [hook] = await sql<{ id: number }>(
    `insert into webhooks (user_id, saved_search_id, url, secret, created_at) values (?, ?, ?, ?, now() - interval '1 minute') returning id`,
    [userId, searchId, url, SECRET],
  );
  return hook.id;
}

async function newDelivery(webhookId: number): Promise<number> {
  const [articleId] = await insertDrafts(harness.db.orm.em, [await draftFrom(1)]);
  const [delivery] = await sql<{ id: number }>('insert into webhook_deliveries (webhook_id, article_id) values (?, ?) returning id', [
    webhookId,
    articleId,
  ]);
  return delivery.id;
}

async function deliver(deliveryId: number): Promise<DeliverWebhookResult> {
  return harness.temporal.client.workflow.execute(DELIVER_WEBHOOK_WORKFLOW, {
    workflowId: webhookDeliveryWorkflowId(deliveryId),
    taskQueue: harness.taskQueue,
    args: [{ deliveryId }],
  });
}

/** Runs `npm run ops -- webhooks failing` against the harness, answering its exit code and what it printed. */
async function opsWebhooksFailing(): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const env = loadEnv({
    PAPERLIGHT_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'paperlight-ops-')),
    DATABASE_URL: harness.db.url,
    TEMPORAL_ADDRESS: harness.temporal.address,
    TEMPORAL_NAMESPACE: harness.temporal.namespace ?? 'default',
  });
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line), interactive: false };
  const code = await runOps(['webhooks', 'failing'], env, out, harness.taskQueue);
  return { code, lines };
}

async function deliveryRow(id: number) {
  const [row] = await sql<{ status: string; attempts: number; response_status: number | null; last_error: string | null }>(
    'select status, attempts, response_status, last_error from webhook_deliveries where id = ?',
    [id],
  );
  return row;
}

beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'paperlight-webhook-outbox-'));
  harness = await startHarness('webhooks', {}, { mailer: createOutboxMailer(outbox) });
  receiver = new Receiver();
  await receiver.start();
  [{ id: userId }] = await sql<{ id: number }>(
    "insert into users (username, email, password_hash) values ('hookreader', 'hookreader@example.org', 'x') returning id",
  );
  [{ id: searchId }] = await sql<{ id: number }>(
    `insert into saved_searches (user_id, name, filter, feed_token) values (?, 'Trials', '{"sources":["PubMed","medRxiv","PLOS","DOAJ"]}', 'hook-token') returning id`,
    [userId],
  );
});

beforeEach(() => receiver.answer());

afterAll(async () => {
  for (const worker of spawned) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exited;
  }
  await harness?.close();
  await receiver?.close();
});

describe('deliverWebhook', () => {
  it('posts a newly summarised matching paper once, signed, and a second summary of it posts nothing', async () => {
    const webhookId = await newWebhook();
    const draft = await draftFrom(2);
    const [articleId] = await insertDrafts(harness.db.orm.em, [draft]);
    const summarise = () =>
      harness.temporal.client.workflow.execute(SUMMARISE_ARTICLE_WORKFLOW, {
        workflowId: summariseWorkflowId(articleId),
        taskQueue: harness.taskQueue,
        args: [{ articleId }],
      });
    await summarise();
    const [delivery] = await sql<{ id: number }>('select id from webhook_deliveries where webhook_id = ? and article_id = ?', [
      webhookId,
      articleId,
    ]);
    const handle = harness.temporal.client.workflow.getHandle(webhookDeliveryWorkflowId(delivery.id));
    expect(await handle.result()).toEqual({ deliveryId: delivery.id, status: 'delivered', disabled: false });

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    const header = String(request.headers['paperlight-signature']);
    expect(verifySignatureHeader(SECRET, header, request.body, new Date())).toBe(true);
    const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as { t: string; v1: string };
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${request.body}`).digest('hex'));
    expect(verifySignatureHeader('whsec_other', header, request.body, new Date())).toBe(false);
    expect(request.headers['paperlight-delivery']).toBe(String(delivery.id));
    expect(request.headers['content-type']).toBe('application/json');
    const [stored] = await sql<{ ai_summary: string; simplified_title: string; source_url: string }>(
      'select ai_summary, simplified_title, source_url from articles where id = ?',
      [articleId],
    );
    expect(JSON.parse(request.body)).toEqual({
      id: String(delivery.id),
      type: 'article.added',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        article: {
          id: globalIdOf('Article', articleId),
          databaseId: articleId,
          title: draft.title,
          simplifiedTitle: stored.simplified_title,
          summary: stored.ai_summary,
          url: `${TEST_MAIL_SETTINGS.publicUrl}/article/${articleId}`,
          sourceUrl: stored.source_url,
        },
      },
    });
    expect(stored.ai_summary).toBeTruthy();
    expect(await deliveryRow(delivery.id)).toEqual({ status: 'delivered', attempts: 1, response_status: 200, last_error: null });

    await summarise();
    expect(await sql('select id from webhook_deliveries where article_id = ?', [articleId])).toHaveLength(1);
    expect(receiver.requests).toHaveLength(1);
  });

  it('tries again after a 500 and is delivered exactly once, with the same id and body', async () => {
    const deliveryId = await newDelivery(await newWebhook());
    receiver.answer(500, 200);
    expect(await deliver(deliveryId)).toEqual({ deliveryId, status: 'delivered', disabled: false });
    expect(receiver.requests.map((request) => request.answered)).toEqual([500, 200]);
    expect(new Set(receiver.requests.map((request) => request.headers['paperlight-delivery']))).toEqual(new Set([String(deliveryId)]));
    expect(receiver.requests[1].body).toBe(receiver.requests[0].body);
    for (const request of receiver.requests) {
      expect(verifySignatureHeader(SECRET, String(request.headers['paperlight-signature']), request.body, new Date())).toBe(true);
    }
    expect(await deliveryRow(deliveryId)).toEqual({ status: 'delivered', attempts: 2, response_status: 200, last_error: null });
    expect(
      await sql('select failing_since from webhooks w join webhook_deliveries d on d.webhook_id = w.id where d.id = ?', [deliveryId]),
    ).toEqual([{ failing_since: null }]);
  });

  it('disables an endpoint failing for 3 days, fails the delivery and emails the reader once', async () => {
    const webhookId = await newWebhook();
    const deliveryId = await newDelivery(webhookId);
    // Failing for just under 3 days at the first try: it is tried again; then 3 days have passed, and the next try disables it.
    await sql(`update webhooks set failing_since = now() - interval '3 days' + interval '1 hour' where id = ?`, [webhookId]);
    receiver.answer(503, 503, 503, 503, 503, 503);
    const handle = await harness.temporal.client.workflow.start(DELIVER_WEBHOOK_WORKFLOW, {
      workflowId: webhookDeliveryWorkflowId(deliveryId),
      taskQueue: harness.taskQueue,
      args: [{ deliveryId }],
    });
    await eventually('the first try', async () => receiver.requests.length === 1, 30_000);
    await eventually('the first try to be recorded', async () => (await deliveryRow(deliveryId)).attempts === 1);
    const failing = await opsWebhooksFailing();
    expect(failing.code).toBe(1);
    expect(failing.lines.join('\n')).toMatch(
      new RegExp(`^${webhookId} +hookreader +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +- +0 +1 +${receiver.url}$`, 'm'),
    );
    expect(failing.lines).toContain('    last error: The endpoint answered HTTP 503.');
    expect(
      (await sql<{ disabled_at: Date | null }>('select disabled_at from webhooks where id = ?', [webhookId]))[0].disabled_at,
    ).toBeNull();
    await sql(`update webhooks set failing_since = failing_since - interval '2 hours' where id = ?`, [webhookId]);
    expect(await handle.result()).toEqual({ deliveryId, status: 'failed', disabled: true });
    const tries = receiver.requests.length;
    expect(tries).toBeGreaterThanOrEqual(2);
    const [hook] = await sql<{ disabled: boolean }>('select disabled_at is not null as disabled from webhooks where id = ?', [webhookId]);
    expect(hook.disabled).toBe(true);
    expect(await deliveryRow(deliveryId)).toEqual({
      status: 'failed',
      attempts: tries,
      response_status: 503,
      last_error: 'The endpoint answered HTTP 503.',
    });
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: hookreader@example.org');
    expect(mails[0]).toContain('Subject: Your Paperlight webhook was turned off');
    expect(mails[0]).toContain(receiver.url);
    const listed = await opsWebhooksFailing();
    expect(listed.lines.find((line) => line.startsWith(`${webhookId} `))).toMatch(/hookreader +\S+ \S+ +\d{4}-\d\d-\d\d \d\d:\d\d +1 +0 /);
    expect(listed.lines.at(-1)).toMatch(/webhooks? failing, 1 of them disabled\./);

    // A disabled endpoint is sent nothing more: a later delivery of it is failed without a request.
    const later = await newDelivery(webhookId);
    expect(await deliver(later)).toEqual({ deliveryId: later, status: 'gone', disabled: false });
    expect(receiver.requests).toHaveLength(tries);
    expect((await deliveryRow(later)).status).toBe('failed');
  });

  it('refuses a loopback endpoint under the production address policy, sending nothing', async () => {
    for (const url of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost')]) {
      const deliveryId = await newDelivery(await newWebhook(url));
      const outcome = await attemptWebhookDelivery(
        {
          em: harness.db.orm.em.fork(),
          now: () => new Date(),
          post: createWebhookPoster({ allowLoopback: false }),
          publicUrl: 'https://x.test',
        },
        deliveryId,
      );
      expect(outcome).toMatchObject({
        outcome: 'retry',
        reason: expect.stringMatching(/private.* reserved address.* which Paperlight does not post to\.$/),
      });
    }
    expect(receiver.requests).toHaveLength(0);
  });

  it('sends a failed delivery again when its reader asks over GraphQL, turning its disabled webhook back on', async () => {
    const api = await startTestServer(harness.db, {
      services: {
        allowLoopbackWebhooks: true,
        workflows: clientWorkflowStarter(async () => harness.temporal.client, harness.taskQueue),
      },
    });
    try {
      const reader = new TestBrowser(api.baseUrl);
      await reader.register('hookagain');
      const saved = await reader.graphql(`mutation { saveSearch(input: { name: "All", filter: { search: "trial" } }) { id } }`);
      const created = await reader.graphql(
        `mutation Create($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
        { input: { savedSearchId: (saved.data as { saveSearch: { id: string } }).saveSearch.id, url: receiver.url } },
      );
      const webhookId = Number((created.data as { createWebhook: { webhook: { id: string } } }).createWebhook.webhook.id);
      const deliveryId = await newDelivery(webhookId);
      await sql(`update webhook_deliveries set status = 'failed', attempts = 3 where id = ?`, [deliveryId]);
      await sql(`update webhooks set disabled_at = now(), failing_since = now() - interval '4 days' where id = ?`, [webhookId]);

      const again = await reader.graphql(`mutation Again($id: ID!) { redeliverWebhookDelivery(id: $id) { id status } }`, {
        id: String(deliveryId),
      });
      expect(again.data).toEqual({ redeliverWebhookDelivery: { id: String(deliveryId), status: 'PENDING' } });
      const handle = harness.temporal.client.workflow.getHandle(webhookDeliveryWorkflowId(deliveryId, 1));
      expect(await handle.result()).toEqual({ deliveryId, status: 'delivered', disabled: false });
      expect(receiver.requests.map((request) => request.headers['paperlight-delivery'])).toEqual([String(deliveryId)]);
      expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'delivered', attempts: 4, response_status: 200 });
      const [hook] = await sql<{ disabled: boolean; failing: boolean }>(
        'select disabled_at is not null as disabled, failing_since is not null as failing from webhooks where id = ?',
        [webhookId],
      );
      expect(hook).toEqual({ disabled: false, failing: false });
    } finally {
      await api.close();
    }
  });

  it('still delivers once when the worker is killed in the middle of a try', async () => {
    const deliveryId = await newDelivery(await newWebhook());
    await harness.stopWorker();
    const worker = await spawnWorker(
      {
        ...workerEnvironment({
          databaseUrl: harness.db.url,
          temporalAddress: harness.temporal.address,
          temporalNamespace: harness.temporal.namespace,
          dataDir: TEST_DATA_DIR,
          sourceBaseUrls: harness.sources.baseUrls,
          openaiBaseUrl: harness.openai.baseUrl,
        }),
        NODE_ENV: 'test',
      },
      ['--task-queue', harness.taskQueue],
    );
    spawned.push(worker);
    receiver.answer('hold', 200);
    const handle = await harness.temporal.client.workflow.start(DELIVER_WEBHOOK_WORKFLOW, {
      workflowId: webhookDeliveryWorkflowId(deliveryId),
      taskQueue: harness.taskQueue,
      args: [{ deliveryId }],
    });
    await eventually('the first try to reach the endpoint', async () => receiver.requests.length === 1, 30_000);
    worker.child.kill('SIGKILL');
    await worker.exited;
    await harness.startWorker();
    expect(await handle.result()).toEqual({ deliveryId, status: 'delivered', disabled: false });
    expect(receiver.requests.map((request) => request.answered)).toEqual([null, 200]);
    expect(receiver.requests.map((request) => request.headers['paperlight-delivery'])).toEqual([String(deliveryId), String(deliveryId)]);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200 });
  });
});
