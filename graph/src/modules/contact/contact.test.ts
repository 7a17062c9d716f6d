import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, type Mailer } from '../../lib/mailer.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { graphql } from '../../../test/gql/index.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { CONTACT_LIMITS as CLIENT_CONTACT_LIMITS } from '../../../../web/src/lib/limits.js';
import { CONTACT_EMAIL_LIMIT, CONTACT_LIMITS } from './contact.limits.js';
import { CONTACT_RECEIVED } from './contact.service.js';

const SEND = graphql(`
  mutation TestSendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

let db: TestDatabase;
let api: TestServer;
let sink: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  [db, sink] = await Promise.all([createTestDatabase(), startSmtpSink()]);
  mailer = createSmtpMailer(sink.url);
  api = await startTestServer(db, {
    services: { mailer, mailFrom: 'Paperlight <hello@paperlight.test>', supportEmail: 'help@paperlight.test' },
  });
});

afterAll(async () => {
  await api?.close();
  await mailer?.close();
  await sink?.close();
  await db?.drop();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Date.now().toString(36)}`;
const browser = () => new TestBrowser(api.baseUrl);
const rows = (email: string) =>
  db.orm.em
    .fork()
    .getConnection()
    .execute<{ subject: string; message: string; user_id: number | null; emailed_at: string | null }[]>(
      'select subject, message, user_id, emailed_at from contact_messages where email = ? order by id',
      [email],
    );
const message = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Ada Reader',
  email,
  subject: 'A summary looks wrong',
  message: 'The summary of "Sleep and memory" says 40 people; the abstract says 400.\nThank you!',
  ...extra,
});

describe('the contact form', () => {
  it("takes the lengths the client's form allows", () => {
    expect(CLIENT_CONTACT_LIMITS).toEqual(CONTACT_LIMITS);
  });

  it('stores a message and emails it to the support address, with replies going to the sender', async () => {
    const email = `${unique('ada')}@example.org`;
    const before = sink.messages.length;
    const answer = await browser().graphql(SEND, { input: message(email, { subject: '  A summary\r\nBcc: x@evil.test  ' }) });
    expect(answer.data?.sendContactMessage).toBe(CONTACT_RECEIVED);
    const [received] = (await sink.waitFor(before + 1)).slice(before);
    expect(received.to).toEqual(['help@paperlight.test']);
    const parsed = await sink.parse(received);
    expect(parsed.subject).toBe('[Paperlight contact] A summary Bcc: x@evil.test');
    expect(parsed.replyTo?.value[0].address).toBe(email);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.text).toContain('the abstract says 400.\nThank you!');
    expect(parsed.text).toContain(`Ada Reader <${email}>, not signed in`);
    const [row] = await rows(email);
    expect(row).toMatchObject({ subject: 'A summary Bcc: x@evil.test', user_id: null, emailed_at: expect.any(String) });
  });

  it("records a signed-in reader's account with the message", async () => {
    const client = browser();
    const name = unique('signed');
    const userId = await client.register(name);
    const email = `${name.toLowerCase()}@example.org`;
    expect((await client.graphql(SEND, { input: message(email) })).data?.sendContactMessage).toBe(CONTACT_RECEIVED);
    expect((await rows(email))[0].user_id).toBe(Number(userId));
  });

  it.each([
    [{ message: '   ' }, 'Message is required'],
    [{ name: '' }, 'Name is required'],
    [{ email: 'nobody' }, 'Invalid email address'],
    [{ subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5,000 characters'],
  ])('refuses %o with "%s" and stores and sends nothing', async (change, sentence) => {
    const email = `${unique('bad')}@example.org`;
    const before = sink.messages.length;
    const answer = await browser().graphql(SEND, { input: { ...message(email), ...change } });
    expect(answer.errors?.[0]).toMatchObject({ message: sentence, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await rows(email)).toEqual([]);
    expect(sink.messages.length).toBe(before);
  });

  it('limits messages per sender address, and keeps a message the mail server refused', async () => {
    const email = `${unique('many')}@example.org`;
    for (let index = 0; index < CONTACT_EMAIL_LIMIT.points; index += 1) {
      expect((await browser().graphql(SEND, { input: message(email) })).data?.sendContactMessage).toBe(CONTACT_RECEIVED);
    }
    const refused = await browser().graphql(SEND, { input: message(email) });
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0].message).toMatch(
      /^You have sent several messages in a short time\. Please try again in (\d+ minutes|1 hour)\.$/,
    );
    expect(await rows(email)).toHaveLength(CONTACT_EMAIL_LIMIT.points);

    const other = `${unique('kept')}@example.org`;
    sink.refuseNext(1, 550);
    expect((await browser().graphql(SEND, { input: message(other) })).data?.sendContactMessage).toBe(CONTACT_RECEIVED);
    expect(await rows(other)).toEqual([expect.objectContaining({ emailed_at: null })]);
  });
});
