import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApplicationFailure } from '@temporalio/activity';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, createSmtpMailer, outboxFileName, type Mailer } from '#graph/lib/mailer.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { grantPremium } from '#graph-test/factories.js';
import { TestBrowser } from '#graph-test/http-client.js';
import { startTestServer } from '#graph-test/server.js';
import { runActivity } from '../../test/activity-environment.js';
import { articleArrived, createReader, deliveryOf, linkedArticleIds, rawHeader } from '../../test/digest-readers.js';
import { TEST_MAIL_SETTINGS } from '../../test/harness.js';
import { startSmtpSink, type SmtpSink } from '#graph-test/smtp-sink.js';
import type { SendDigestInput } from '../contracts.js';
import { createMailingActivities } from './mailing.js';

// 08:00 in New York on Wednesday 2026-11-25.
const SLOT = '2026-11-25T13:00:00.000Z';
const HOUR = 3_600_000;
let db: TestDatabase;
let sink: SmtpSink;
let smtp: ReturnType<typeof createMailingActivities>;
let mailer: Mailer;
let articleIds: number[];

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  sink = await startSmtpSink();
  mailer = createSmtpMailer(sink.url);
  smtp = createMailingActivities({ orm: db.orm, mailer, mail: TEST_MAIL_SETTINGS });
  articleIds = [];
  for (const [source, hoursBefore] of [
    ['PubMed', 2],
    ['DOAJ', 5],
    ['medRxiv', 3],
    ['PubMed', 30],
  ] as const) {
    articleIds.push(await articleArrived(db.orm.em, source, new Date(Date.parse(SLOT) - hoursBefore * HOUR)));
  }
});

afterAll(async () => {
  await mailer?.close();
  await sink?.close();
  await db?.drop();
});

const input = (userId: number, periodKey = '2026-11-25'): SendDigestInput => ({ userId, periodKey, frequency: 'daily', periodEnd: SLOT });

async function messagesTo(username: string) {
  return sink.messages.filter((message) => message.to.includes(`${username}@example.org`));
}

describe('deliverDigest', () => {
  it('sends what the preview shows at the same moment, once, and its unsubscribe link works in one click', async () => {
    const api = await startTestServer(db, { services: { clock: () => new Date(SLOT), publicUrl: TEST_MAIL_SETTINGS.publicUrl } });
    try {
      const browser = new TestBrowser(api.baseUrl);
      const register = await browser.register('previewviewer');
      await grantPremium(db.orm.em, register);
      await browser.request('/api/user/email-preferences', {
        method: 'PUT',
        json: { emailDigest: true, frequency: 'daily', sources: { medRxiv: false } },
      });
      const preview = await browser.request<{ articles: { id: number }[]; totalCount: number }>('/api/user/digest-preview');
      const result = await runActivity(smtp.deliverDigest, input(Number(register)));
      expect(result).toMatchObject({
        status: 'sent',
        alreadySettled: false,
        articleCount: 2,
        totalCount: 2,
        to: 'previewviewer@example.org',
      });
      const [message] = await messagesTo('previewviewer');
      const parsed = await sink.parse(message);
      expect(linkedArticleIds(parsed.text ?? '')).toEqual(preview.body.articles.map((article) => article.id));
      expect(preview.body.totalCount).toBe(2);

      const unsubscribe = /^<(https:[^>]+)>$/.exec(rawHeader(parsed, 'List-Unsubscribe') ?? '')![1];
      expect(rawHeader(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = await fetch(unsubscribe.replace(TEST_MAIL_SETTINGS.publicUrl, api.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect((await browser.request<{ emailDigest: boolean }>('/api/user/email-preferences')).body.emailDigest).toBe(false);
    } finally {
      await api.close();
    }
  });

  it('sends nothing more when called again for the same period, and records a period with nothing new as empty', async () => {
    const userId = await createReader(db.orm.em, { username: 'twice' });
    expect(await runActivity(smtp.deliverDigest, input(userId))).toMatchObject({ status: 'sent', articleCount: 3 });
    expect(await runActivity(smtp.deliverDigest, input(userId))).toMatchObject({ status: 'sent', alreadySettled: true });
    expect(await messagesTo('twice')).toHaveLength(1);
    expect(await deliveryOf(db.orm.em, userId, '2026-11-25')).toMatchObject({ status: 'sent', attempts: 1, total_count: 3 });

    const quiet = await createReader(db.orm.em, { username: 'quiet', sources: { PubMed: false, DOAJ: false, medRxiv: false } });
    expect(await runActivity(smtp.deliverDigest, input(quiet))).toMatchObject({ status: 'empty', alreadySettled: false });
    expect(await deliveryOf(db.orm.em, quiet, '2026-11-25')).toMatchObject({ status: 'empty', article_ids: [] });
    expect(await messagesTo('quiet')).toHaveLength(0);
  });

  it('never lists a paper an earlier digest sent to the reader, even when a later period covers its arrival again', async () => {
    const userId = await createReader(db.orm.em, { username: 'switcher', frequency: 'daily', deliveryTime: '08:00' });
    // Wednesday 2027-02-10 at 08:00 in New York: the daily digest lists a paper that arrived the evening before.
    const tuesday = await articleArrived(db.orm.em, 'PubMed', new Date('2027-02-10T02:00:00Z'));
    const daily = { userId, periodKey: '2027-02-10', frequency: 'daily', periodEnd: '2027-02-10T13:00:00.000Z' } as const;
    expect(await runActivity(smtp.deliverDigest, daily)).toMatchObject({ status: 'sent', articleCount: 1 });
    // The reader then turns weekly: the week up to Sunday 2027-02-14 covers Tuesday's arrival again.
    await db.orm.em.getConnection().execute("update email_preferences set frequency = 'weekly' where user_id = ?", [userId], 'run');
    const friday = await articleArrived(db.orm.em, 'PubMed', new Date('2027-02-12T15:00:00Z'));
    const weekly = { userId, periodKey: '2027-W06', frequency: 'weekly', periodEnd: '2027-02-14T13:00:00.000Z' } as const;
    expect(await runActivity(smtp.deliverDigest, weekly)).toMatchObject({ status: 'sent', articleCount: 1, totalCount: 1 });
    const [first, second] = await Promise.all((await messagesTo('switcher')).map((message) => sink.parse(message)));
    expect(linkedArticleIds(first.text ?? '')).toEqual([tuesday]);
    expect(linkedArticleIds(second.text ?? '')).toEqual([friday]);
    const sent = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ article_id: number }[]>('select article_id from digest_sent_articles where user_id = ? order by article_id', [userId]);
    expect(sent.map((row) => row.article_id)).toEqual([tuesday, friday].sort((a, b) => a - b));
  });

  it('sends nothing to a reader who turned the digest off or lost Premium since the tick', async () => {
    const off = await createReader(db.orm.em, { username: 'changedmind', emailDigest: false });
    const lapsed = await createReader(db.orm.em, { username: 'lapsed' });
    await db.orm.em.getConnection().execute("update memberships set status = 'canceled' where user_id = ?", [lapsed], 'run');
    for (const userId of [off, lapsed]) {
      expect(await runActivity(smtp.deliverDigest, input(userId))).toMatchObject({ status: 'skipped' });
      expect(await deliveryOf(db.orm.em, userId, '2026-11-25')).toBeNull();
    }
    expect([...(await messagesTo('changedmind')), ...(await messagesTo('lapsed'))]).toHaveLength(0);
  });

  it('leaves the period pending and fails retryably while the server refuses, cancels it if the reader leaves meanwhile', async () => {
    const userId = await createReader(db.orm.em, { username: 'refused' });
    sink.refuseNext(1, 451);
    const failure = await runActivity(smtp.deliverDigest, input(userId)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({ type: 'MailRefused', nonRetryable: false });
    expect(await deliveryOf(db.orm.em, userId, '2026-11-25')).toMatchObject({
      status: 'pending',
      last_error: expect.stringMatching(/451/),
    });
    await db.orm.em.getConnection().execute('update email_preferences set email_digest = false where user_id = ?', [userId], 'run');
    expect(await runActivity(smtp.deliverDigest, input(userId))).toMatchObject({ status: 'skipped' });
    expect(await deliveryOf(db.orm.em, userId, '2026-11-25')).toMatchObject({ status: 'cancelled' });
    expect(await messagesTo('refused')).toHaveLength(0);
  });

  it('settles a permanent rejection as failed without retrying', async () => {
    const userId = await createReader(db.orm.em, { username: 'rejected' });
    sink.refuseNext(1, 550);
    expect(await runActivity(smtp.deliverDigest, input(userId))).toMatchObject({ status: 'failed' });
    expect(await runActivity(smtp.deliverDigest, input(userId))).toMatchObject({ status: 'failed', alreadySettled: true });
    expect(await messagesTo('rejected')).toHaveLength(0);
  });

  it('never sends again after a try was interrupted mid-hand-over, since SMTP cannot tell whether it arrived', async () => {
    const userId = await createReader(db.orm.em, { username: 'interrupted' });
    // What a worker killed between recording and marking leaves behind.
    await db.orm.em.getConnection().execute(
      `insert into digest_deliveries (user_id, period_key, frequency, status, message_id, period_start, period_end, article_ids, total_count)
         values (?, '2026-11-25', 'daily', 'sending', ?, ?, ?, '[1]', 1)`,
      [userId, `<digest.${userId}.2026-11-25@paperlight.test>`, new Date(Date.parse(SLOT) - 24 * HOUR), new Date(SLOT)],
      'run',
    );
    expect(await runActivity(smtp.deliverDigest, input(userId))).toMatchObject({ status: 'unconfirmed', alreadySettled: true });
    expect(await deliveryOf(db.orm.em, userId, '2026-11-25')).toMatchObject({ status: 'unconfirmed' });
    expect(await messagesTo('interrupted')).toHaveLength(0);
  });
});

describe('the outbox, without SMTP_URL', () => {
  it('writes one .eml file per digest with both parts and the one-click headers, and no second one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-outbox-test-'));
    const mailer = createMailer({ smtpUrl: null, dataDir });
    expect(mailer.kind).toBe('outbox');
    const outbox = createMailingActivities({ orm: db.orm, mailer, mail: TEST_MAIL_SETTINGS });
    const userId = await createReader(db.orm.em, { username: 'offline' });
    const result = await runActivity(outbox.deliverDigest, input(userId));
    expect(result).toMatchObject({ status: 'sent', messageId: `<digest.${userId}.2026-11-25@paperlight.test>` });
    const file = path.join(dataDir, 'outbox', outboxFileName(result.messageId));
    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.messageId).toBe(result.messageId);
    expect(parsed.subject).toBe('Your Paperlight daily digest, Nov 25: 3 new papers');
    expect(parsed.html).toContain('https://paperlight.test/article/');
    expect(parsed.text).toContain('https://paperlight.test/article/');
    expect(rawHeader(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await runActivity(outbox.deliverDigest, input(userId))).toMatchObject({ status: 'sent', alreadySettled: true });
    expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual([outboxFileName(result.messageId)]);
  });

  it('can tell an interrupted hand-over was never written, and sends it then', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paperlight-outbox-test-'));
    const outbox = createMailingActivities({ orm: db.orm, mailer: createMailer({ smtpUrl: null, dataDir }), mail: TEST_MAIL_SETTINGS });
    const userId = await createReader(db.orm.em, { username: 'outboxcrash' });
    const messageId = `<digest.${userId}.2026-11-25@paperlight.test>`;
    await db.orm.em.getConnection().execute(
      `insert into digest_deliveries (user_id, period_key, frequency, status, message_id, period_start, period_end, article_ids, total_count)
         values (?, '2026-11-25', 'daily', 'sending', ?, ?, ?, ?::jsonb, 1)`,
      [userId, messageId, new Date(Date.parse(SLOT) - 24 * HOUR), new Date(SLOT), JSON.stringify([articleIds[1]])],
      'run',
    );
    expect(existsSync(path.join(dataDir, 'outbox', outboxFileName(messageId)))).toBe(false);
    expect(await runActivity(outbox.deliverDigest, input(userId))).toMatchObject({ status: 'sent', articleCount: 1 });
    const parsed = await simpleParser(readFileSync(path.join(dataDir, 'outbox', outboxFileName(messageId))));
    expect(linkedArticleIds(parsed.text ?? '')).toEqual([articleIds[1]]);
    expect(await deliveryOf(db.orm.em, userId, '2026-11-25')).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
