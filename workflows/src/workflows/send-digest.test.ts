import { ScheduleOverlapPolicy, WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#graph/config/env.js';
import { createSmtpMailer } from '#graph/lib/mailer.js';
import { latestSlotFor, nextSlotFor, periodKeyOf } from '#graph/modules/digest/digest-period.rules.js';
import { grantPremium } from '#graph-test/factories.js';
import { TestBrowser } from '#graph-test/http-client.js';
import { startTestServer } from '#graph-test/server.js';
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
    expect(await ensureSchedules(harness.temporal.client, harness.taskQueue, [], ['08:00'], false)).toEqual(['digest-0800']);
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
  it('`digest send` on any day sends the current week once, as the preview lists it; the scheduled send of that week then sends nothing', async () => {
    let clock: Date | null = null;
    const api = await startTestServer(harness.db, { services: { clock: () => clock ?? new Date() } });
    try {
      const browser = new TestBrowser(api.baseUrl);
      const userId = Number(await browser.register('handsent'));
      await grantPremium(harness.db.orm.em, userId, new Date('2028-01-01T00:00:00Z'));
      await browser.request('/api/user/email-preferences', {
        method: 'PUT',
        json: { emailDigest: true, frequency: 'weekly', deliveryTime: '09:00' },
      });
      const now = new Date();
      const latest = latestSlotFor('weekly', '09:00', now);
      const next = nextSlotFor('weekly', '09:00', now);
      const following = nextSlotFor('weekly', '09:00', new Date(next.instant.getTime() + 60_000));
      const midpoint = (from: Date, to: Date) => new Date((from.getTime() + to.getTime()) / 2);
      const lastWeek = await articleArrived(harness.db.orm.em, 'PLOS', new Date(latest.instant.getTime() - HOUR));
      const thisWeek = await articleArrived(harness.db.orm.em, 'PLOS', midpoint(latest.instant, now));
      const key = periodKeyOf('weekly', next);

      const preview = await browser.request<{ periodKey: string; articles: { id: number }[] }>('/api/user/digest-preview');
      expect(preview.body.periodKey).toBe(key);
      expect(await ops('digest', 'send', '--user', 'HandSent')).toBe(0);
      expect(lines.at(-1)).toMatch(
        new RegExp(
          `^Sent handsent's weekly digest for ${key} to handsent@example\\.org: \\d+ of \\d+ new papers, Message-ID <digest\\.${userId}\\.${key}@paperlight\\.test>\\.$`,
        ),
      );
      expect(await ops('digest', 'send', '--user', 'handsent')).toBe(0);
      expect(lines.at(-1)).toMatch(new RegExp(`^handsent's weekly digest for ${key} was already sent \\(Message-ID <digest\\.`));
      expect(to('handsent')).toHaveLength(1);
      const early = linkedArticleIds((await sink.parse(to('handsent')[0])).text ?? '');
      // The same papers as the preview a moment before: this week's arrivals, not last week's.
      expect([...early].sort()).toEqual(preview.body.articles.map((article) => article.id).sort());
      expect(early).toContain(thisWeek);
      expect(early).not.toContain(lastWeek);

      // With this week sent, the preview shows the next digest: the week after, from where the early one ended.
      const sentEnd = (await deliveryOf(harness.db.orm.em, userId, key))?.period_end;
      const nextPreview = await browser.request<{ periodKey: string; periodStart: string; articles: unknown[] }>(
        '/api/user/digest-preview',
      );
      expect(nextPreview.body).toMatchObject({
        periodKey: periodKeyOf('weekly', following),
        periodStart: new Date(sentEnd!).toISOString(),
        articles: [],
      });

      // The scheduled send of the same week finds it settled and sends nothing.
      expect(await ops('digest', 'run', '--at', next.instant.toISOString())).toBe(0);
      expect(lines.at(-1)).toBe(`Ran the 09:00 tick of ${next.localDate} (New York): 0 readers due, 0 digests started, 0 already started.`);
      expect(to('handsent')).toHaveLength(1);

      // The next week starts where the early digest ended, so papers that arrived after it are not lost.
      const afterEarly = await articleArrived(harness.db.orm.em, 'PLOS', midpoint(now, next.instant));
      const nextWeek = await articleArrived(harness.db.orm.em, 'PLOS', midpoint(next.instant, following.instant));
      clock = following.instant;
      const scheduledPreview = await browser.request<{ periodKey: string; articles: { id: number }[] }>('/api/user/digest-preview');
      expect(scheduledPreview.body.periodKey).toBe(periodKeyOf('weekly', following));
      expect(await ops('digest', 'run', '--at', following.instant.toISOString())).toBe(0);
      expect(lines.at(-1)).toBe(
        `Ran the 09:00 tick of ${following.localDate} (New York): 1 reader due, 1 digest started, 0 already started.`,
      );
      await until(async () => to('handsent').length === 2, 'the scheduled digest');
      const scheduled = linkedArticleIds((await sink.parse(to('handsent')[1])).text ?? '');
      expect([...scheduled].sort()).toEqual(scheduledPreview.body.articles.map((article) => article.id).sort());
      expect(scheduled).toEqual(expect.arrayContaining([afterEarly, nextWeek]));
      expect(scheduled).not.toContain(thisWeek);
    } finally {
      await api.close();
    }
    expect(await ops('digest', 'send', '--user', 'nobody')).toBe(1);
    expect(lines.at(-1)).toBe('There is no reader with the username "nobody".');
  });

  it('`digest send` starts nothing when the current period has nothing new yet, so the scheduled send still goes out', async () => {
    await createReader(harness.db.orm.em, {
      username: 'quietweek',
      frequency: 'daily',
      deliveryTime: '18:00',
      sources: { PubMed: false, medRxiv: false, PLOS: false },
    });
    expect(await ops('digest', 'send', '--user', 'quietweek')).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^quietweek's daily digest for \d{4}-\d{2}-\d{2} has nothing new from the chosen sources so far, so nothing was sent; the scheduled digest at .+ still goes out\.$/,
    );
    expect(to('quietweek')).toHaveLength(0);
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
