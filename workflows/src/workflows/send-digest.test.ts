import { ScheduleOverlapPolicy, WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { createSmtpMailer } from '#graph/lib/mailer.js';
import { latestSlotFor } from '#graph/modules/digest/digest-period.rules.js';
import { articleArrived, createReader, deliveryOf, linkedArticleIds, rawHeader } from '../../test/digest-readers.js';
import { startHarness, TEST_BUNDLE_DIR, type Harness } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '#graph-test/smtp-sink.js';
import { digestScheduleId, digestWorkflowId, SEND_DIGEST_WORKFLOW } from '../contracts.js';
import { runOps } from '../ops/cli.js';
import { ensureSchedules } from '../schedules.js';
import { prebuiltWorkflowBundle } from '../worker/workflow-bundle.js';

const HOUR = 3_600_000;
let harness: Harness;
let sink: SmtpSink;
const lines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  harness = await startHarness('digest', {}, { mailer: createSmtpMailer(sink.url) });
});

afterAll(async () => {
  await harness?.temporal.client.schedule
    .getHandle(digestScheduleId('08:00'))
    .delete()
    .catch(() => undefined);
  await harness?.close();
  await sink?.close();
});

function ops(...argv: string[]): Promise<number> {
  const env = loadEnv({
    DATABASE_URL: harness.db.url,
    TEMPORAL_ADDRESS: harness.temporal.address,
    TEMPORAL_NAMESPACE: harness.temporal.namespace ?? 'default',
  });
  return runOps(argv, env, { log: (line) => lines.push(line), error: (line) => lines.push(line), interactive: false }, harness.taskQueue);
}

const to = (username: string) => sink.messages.filter((message) => message.to.includes(`${username}@example.org`));

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The closed ticks of the 08:00 slot, by nominal time, once every day listed has one. */
async function closedTicks(days: string[]): Promise<string[]> {
  return until(
    async () => {
      const ids: string[] = [];
      for await (const run of harness.temporal.client.workflow.list({ query: `TaskQueue = '${harness.taskQueue}'` })) {
        if (run.workflowId.startsWith('digest-tick:0800-') && run.closeTime) ids.push(run.workflowId.slice('digest-tick:0800-'.length));
      }
      return days.every((day) => ids.some((id) => id.startsWith(`${day}T`))) && ids.sort();
    },
    `the ticks of ${days.join(', ')}`,
  );
}

/** Backfills the 08:00 schedule over the days and returns, per day, its ticks and what the reader's email held. */
async function backfillDailyDigests(userId: number, username: string, days: string[]) {
  const before = to(username).length;
  await harness.temporal.client.schedule.getHandle(digestScheduleId('08:00')).backfill({
    start: new Date(`${days[0]}T00:00:00Z`),
    end: new Date(`${days.at(-1)}T23:59:59Z`),
    overlap: ScheduleOverlapPolicy.BUFFER_ALL,
  });
  const ticks = await closedTicks(days);
  await until(async () => to(username).length >= before + days.length, `${days.length} digests`);
  const parsed = await Promise.all(
    to(username)
      .slice(before)
      .map((message) => sink.parse(message)),
  );
  return days.map((day) => {
    const messages = parsed.filter((entry) => entry.messageId === `<digest.${userId}.${day}@paperlight.test>`);
    const message = messages[0];
    return {
      day,
      copies: messages.length,
      ticks: ticks.filter((tick) => tick.startsWith(`${day}T`)),
      articles: message ? linkedArticleIds(message.text ?? '').sort((a, b) => b - a) : null,
      hasHtml: Boolean(message?.html && message.html.includes('<html')),
      oneClick: message ? rawHeader(message, 'List-Unsubscribe-Post') : null,
      unsubscribe: message
        ? /^<https:\/\/paperlight\.test\/email\/unsubscribe\?token=[^>]+>$/.test(rawHeader(message, 'List-Unsubscribe') ?? '')
        : false,
    };
  });
}

describe('daily digests at 08:00 Eastern from the slot schedule, across daylight saving changes', () => {
  let readerId: number;
  const articlesByDay = new Map<string, number[]>();

  beforeAll(async () => {
    readerId = await createReader(harness.db.orm.em, {
      username: 'earlybird',
      frequency: 'daily',
      deliveryTime: '08:00',
      sources: { medRxiv: false, PLOS: false },
    });
    expect(await ensureSchedules(harness.temporal.client, harness.taskQueue, [], ['08:00'])).toEqual(['digest-0800']);
    await harness.temporal.client.schedule.getHandle(digestScheduleId('08:00')).pause('Driven by backfills in this test.');
    const slots: [string, string][] = [
      ['2026-10-30', '2026-10-30T12:00:00Z'],
      ['2026-10-31', '2026-10-31T12:00:00Z'],
      ['2026-11-01', '2026-11-01T13:00:00Z'],
      ['2026-11-02', '2026-11-02T13:00:00Z'],
      ['2027-03-13', '2027-03-13T13:00:00Z'],
      ['2027-03-14', '2027-03-14T12:00:00Z'],
      ['2027-03-15', '2027-03-15T12:00:00Z'],
    ];
    for (const [day, slot] of slots) {
      const arrivedAt = new Date(Date.parse(slot) - 2 * HOUR);
      const pubmed = await articleArrived(harness.db.orm.em, 'PubMed', arrivedAt);
      await articleArrived(harness.db.orm.em, 'medRxiv', arrivedAt);
      const doaj = await articleArrived(harness.db.orm.em, 'DOAJ', new Date(arrivedAt.getTime() - HOUR));
      articlesByDay.set(
        day,
        [pubmed, doaj].sort((a, b) => b - a),
      );
    }
  });

  it('sends exactly one digest per day as autumn ends daylight saving, at 12:00 UTC before and 13:00 UTC after', async () => {
    const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];
    const sent = await backfillDailyDigests(readerId, 'earlybird', days);
    expect(sent.map((entry) => entry.ticks)).toEqual([
      ['2026-10-30T12:00:00Z'],
      ['2026-10-31T12:00:00Z'],
      ['2026-11-01T13:00:00Z'],
      ['2026-11-02T13:00:00Z'],
    ]);
    for (const entry of sent) {
      expect(entry).toEqual({
        day: entry.day,
        copies: 1,
        ticks: entry.ticks,
        articles: articlesByDay.get(entry.day),
        hasHtml: true,
        oneClick: 'List-Unsubscribe=One-Click',
        unsubscribe: true,
      });
    }
    expect(to('earlybird')).toHaveLength(4);
  });

  it('and as spring starts it, at 13:00 UTC before and 12:00 UTC after', async () => {
    const days = ['2027-03-13', '2027-03-14', '2027-03-15'];
    const sent = await backfillDailyDigests(readerId, 'earlybird', days);
    expect(sent.map((entry) => entry.ticks)).toEqual([['2027-03-13T13:00:00Z'], ['2027-03-14T12:00:00Z'], ['2027-03-15T12:00:00Z']]);
    for (const entry of sent) expect(entry).toMatchObject({ copies: 1, articles: articlesByDay.get(entry.day), hasHtml: true });
    expect(to('earlybird')).toHaveLength(7);
  });

  it('sends nothing more when a tick is retried, or a digest workflow is replayed or started again', async () => {
    expect(await ops('digest', 'run', '--at', '2026-11-01T08:00:00-05:00')).toBe(0);
    expect(lines.at(-1)).toBe('Ran the 08:00 tick of 2026-11-01 (New York): 0 readers due, 0 digests started, 0 already started.');

    const handle = harness.temporal.client.workflow.getHandle(digestWorkflowId(readerId, '2026-11-01'));
    const { codePath } = await prebuiltWorkflowBundle(TEST_BUNDLE_DIR);
    await Worker.runReplayHistory({ workflowBundle: { codePath } }, await handle.fetchHistory(), handle.workflowId);
    const input = { userId: readerId, periodKey: '2026-11-01', frequency: 'daily', periodEnd: '2026-11-01T13:00:00.000Z' } as const;
    const again = await harness.temporal.client.workflow
      .start(SEND_DIGEST_WORKFLOW, {
        workflowId: handle.workflowId,
        taskQueue: harness.taskQueue,
        args: [input],
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
      })
      .catch((error: unknown) => error);
    expect(again).toBeInstanceOf(WorkflowExecutionAlreadyStartedError);
    // Even a run forced past Temporal's id check finds the delivery recorded and sends nothing.
    const forced = await harness.temporal.client.workflow.execute(SEND_DIGEST_WORKFLOW, {
      workflowId: handle.workflowId,
      taskQueue: harness.taskQueue,
      args: [input],
      workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
    });
    expect(forced).toMatchObject({ status: 'sent', alreadySettled: true });
    expect(to('earlybird')).toHaveLength(7);
    expect(await deliveryOf(harness.db.orm.em, readerId, '2026-11-01')).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('sending by hand and a mail server that goes away', () => {
  it('`digest send` sends the latest period once; the second call reports it was already sent', async () => {
    const userId = await createReader(harness.db.orm.em, { username: 'handsent', frequency: 'weekly', deliveryTime: '09:00' });
    const sunday = latestSlotFor('weekly', '09:00', new Date());
    const inWindow = await articleArrived(harness.db.orm.em, 'PLOS', new Date(sunday.instant.getTime() - HOUR));
    const afterWindow = await articleArrived(harness.db.orm.em, 'PLOS', new Date(sunday.instant.getTime() + 60_000));
    expect(await ops('digest', 'send', '--user', 'HandSent')).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^Sent handsent's weekly digest for \d{4}-W\d{2} to handsent@example\.org: \d+ of \d+ new papers, Message-ID <digest\.\d+\.\d{4}-W\d{2}@paperlight\.test>\.$/,
    );
    expect(await ops('digest', 'send', '--user', 'handsent')).toBe(0);
    expect(lines.at(-1)).toMatch(/^handsent's weekly digest for \d{4}-W\d{2} was already sent \(Message-ID <digest\./);
    const mail = to('handsent');
    expect(mail).toHaveLength(1);
    expect(mail[0].messageId).toMatch(new RegExp(`^<digest\\.${userId}\\.\\d{4}-W\\d{2}@paperlight\\.test>$`));
    // The digest of the latest Sunday covers the week up to 09:00 that Sunday, as the schedule's would.
    const linked = linkedArticleIds((await sink.parse(mail[0])).text ?? '');
    expect(linked).toContain(inWindow);
    expect(linked).not.toContain(afterWindow);
    expect(await ops('digest', 'send', '--user', 'nobody')).toBe(1);
    expect(lines.at(-1)).toBe('There is no reader with the username "nobody".');
  });

  it('retries with backoff while SMTP is down, and delivers exactly one message once it is back', async () => {
    const userId = await createReader(harness.db.orm.em, { username: 'patient', frequency: 'daily', deliveryTime: '12:00' });
    await articleArrived(harness.db.orm.em, 'PubMed', new Date('2026-11-20T15:00:00Z'));
    await sink.stop();
    expect(await ops('digest', 'run', '--at', '2026-11-20T17:00:00Z')).toBe(0);
    expect(lines.at(-1)).toBe('Ran the 12:00 tick of 2026-11-20 (New York): 1 reader due, 1 digest started, 0 already started.');
    const handle = harness.temporal.client.workflow.getHandle(digestWorkflowId(userId, '2026-11-20'));
    for (let waited = 0; (await deliveryOf(harness.db.orm.em, userId, '2026-11-20'))?.status !== 'pending'; waited += 1) {
      if (waited > 200) throw new Error('The first try never failed.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A tick retried meanwhile finds the digest's workflow running and starts nothing.
    expect(await ops('digest', 'run', '--at', '2026-11-20T12:00:00-05:00')).toBe(0);
    expect(lines.at(-1)).toBe('Ran the 12:00 tick of 2026-11-20 (New York): 1 reader due, 0 digests started, 1 already started.');
    await sink.start();
    expect(await handle.result()).toMatchObject({ status: 'sent', alreadySettled: false });
    expect(to('patient')).toHaveLength(1);
    const row = await deliveryOf(harness.db.orm.em, userId, '2026-11-20');
    expect(row).toMatchObject({ status: 'sent', last_error: expect.stringMatching(/could not be reached/) });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
  });

  it('refuses a tick at a time that is no delivery slot, with a sentence', async () => {
    expect(await ops('digest', 'run', '--at', '2026-11-25T14:30:00Z')).toBe(1);
    expect(lines.at(-1)).toBe(
      '2026-11-25T14:30:00.000Z is 09:30 in New York, which is not a delivery time; digests go out at 08:00, 09:00, 10:00, 12:00, 18:00 Eastern time.',
    );
  });
});
