import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, type Mailer } from '../../lib/mailer.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { graphql } from '../../../test/gql/index.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { COMMON_PASSWORD } from '../user/user.rules.js';
import { CURRENT_PASSWORD_WRONG } from '../user/user.service.js';
import { PASSWORD_RESET_EMAIL_LIMIT } from './password-reset.limits.js';
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password.service.js';

const REQUEST_RESET = graphql(`
  mutation TestRequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const RESET = graphql(`
  mutation TestResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

const CHANGE = graphql(`
  mutation TestChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

const ME = graphql(`
  query TestPasswordMe {
    me {
      username
    }
  }
`);

const PUBLIC_URL = 'http://paperlight.test';
let db: TestDatabase;
let api: TestServer;
let sink: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  [db, sink] = await Promise.all([createTestDatabase(), startSmtpSink()]);
  mailer = createSmtpMailer(sink.url);
  api = await startTestServer(db, { services: { mailer, mailFrom: 'Paperlight <accounts@paperlight.test>', publicUrl: PUBLIC_URL } });
});

afterAll(async () => {
  await api?.close();
  await mailer?.close();
  await sink?.close();
  await db?.drop();
});

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${++counter}${Date.now().toString(36)}`;
const browser = () => new TestBrowser(api.baseUrl);
const login = (client: TestBrowser, username: string, password: string) =>
  client.request('/api/login', { method: 'POST', json: { username, password } });
const count = async (sql: string, params: unknown[] = []) =>
  (await db.orm.em.fork().getConnection().execute<{ n: number }[]>(sql, params))[0].n;

/** The reset link's token in the newest message to `to`, once it has arrived. */
async function tokenSentTo(to: string, after: number): Promise<string> {
  const messages = await sink.waitFor(after + 1);
  const message = messages.slice(after).find((candidate) => candidate.to.includes(to));
  if (!message) throw new Error(`No message to ${to}`);
  const parsed = await sink.parse(message);
  expect(parsed.subject).toBe('Reset your Paperlight password');
  expect(parsed.from?.value[0].address).toBe('accounts@paperlight.test');
  const match = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(parsed.text ?? '');
  expect(parsed.html).toContain(match?.[0]);
  return match![1];
}

describe('forgotten password', () => {
  it('gives every address the same answer, emails a link only to an account, and the link resets the password once', async () => {
    const name = uniqueName('forgot');
    const email = `${name.toLowerCase()}@example.org`;
    const otherDevice = browser();
    await otherDevice.register(name);
    const before = sink.messages.length;

    const known = await browser().graphql(REQUEST_RESET, { email: email.toUpperCase() });
    const unknown = await browser().graphql(REQUEST_RESET, { email: `${uniqueName('nobody')}@example.org` });
    expect(known.data?.requestPasswordReset).toBe(RESET_REQUESTED);
    expect(unknown).toEqual(known);
    const token = await tokenSentTo(email, before);
    expect(sink.messages.length).toBe(before + 1);
    expect(await count('select count(*)::int as n from password_resets where token_hash = ?', [token])).toBe(0);

    const tooCommon = await browser().graphql(RESET, { input: { token, password: 'Password123' } });
    expect(tooCommon.errors?.[0]).toMatchObject({ message: COMMON_PASSWORD, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await login(browser(), name, 'correct horse battery')).status).toBe(200);

    const reset = await browser().graphql(RESET, { input: { token, password: 'a new lantern at dusk' } });
    expect(reset.data?.resetPassword).toBe(true);
    expect((await otherDevice.graphql(ME)).data?.me).toBeNull();
    expect((await login(browser(), name, 'correct horse battery')).status).toBe(401);
    expect((await login(browser(), email, 'a new lantern at dusk')).status).toBe(200);

    const again = await browser().graphql(RESET, { input: { token, password: 'another lantern at dawn' } });
    expect(again.errors?.[0]).toMatchObject({ message: RESET_LINK_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await login(browser(), name, 'a new lantern at dusk')).status).toBe(200);
  });

  it('refuses a link after its hour, a made-up token, and every older link once one is used', async () => {
    const name = uniqueName('late');
    const email = `${name.toLowerCase()}@example.org`;
    await browser().register(name);
    let before = sink.messages.length;
    await browser().graphql(REQUEST_RESET, { email });
    const first = await tokenSentTo(email, before);
    before = sink.messages.length;
    await browser().graphql(REQUEST_RESET, { email });
    const second = await tokenSentTo(email, before);
    before = sink.messages.length;
    await browser().graphql(REQUEST_RESET, { email });
    const third = await tokenSentTo(email, before);

    await db.orm.em
      .fork()
      .getConnection()
      .execute("update password_resets set expires_at = now() - interval '1 second' where id = (select max(id) from password_resets)");
    for (const token of [third, 'A'.repeat(43), 'not a token']) {
      const refused = await browser().graphql(RESET, { input: { token, password: 'a new lantern at dusk' } });
      expect(refused.errors?.[0].message).toBe(RESET_LINK_INVALID);
    }
    expect((await browser().graphql(RESET, { input: { token: second, password: 'a new lantern at dusk' } })).data?.resetPassword).toBe(
      true,
    );
    const older = await browser().graphql(RESET, { input: { token: first, password: 'yet another lantern' } });
    expect(older.errors?.[0].message).toBe(RESET_LINK_INVALID);
    expect((await login(browser(), name, 'a new lantern at dusk')).status).toBe(200);
  });

  it('limits requests per email address alike for known and unknown addresses, and refuses a malformed one', async () => {
    const name = uniqueName('flood');
    await browser().register(name);
    for (const email of [`${name.toLowerCase()}@example.org`, `${uniqueName('ghost')}@example.org`]) {
      for (let index = 0; index < PASSWORD_RESET_EMAIL_LIMIT.points; index += 1) {
        expect((await browser().graphql(REQUEST_RESET, { email })).data?.requestPasswordReset).toBe(RESET_REQUESTED);
      }
      const refused = await browser().graphql(REQUEST_RESET, { email });
      expect(refused.status).toBe(429);
      expect(refused.errors?.[0]).toMatchObject({
        message: expect.stringMatching(
          /^Too many reset links have been asked for that address\. Please try again in (\d+ minutes|1 hour)\.$/,
        ),
        extensions: { code: 'RATE_LIMITED' },
      });
    }
    const malformed = await browser().graphql(REQUEST_RESET, { email: 'not-an-email' });
    expect(malformed.errors?.[0]).toMatchObject({ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('changing the password', () => {
  it('needs sign-in and the current password, then signs out every other session and keeps this one', async () => {
    const guest = await browser().graphql(CHANGE, { input: { currentPassword: 'x', newPassword: 'a new lantern at dusk' } });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const name = uniqueName('change');
    const here = browser();
    await here.register(name);
    const elsewhere = browser();
    expect((await login(elsewhere, name, 'correct horse battery')).status).toBe(200);

    const wrong = await here.graphql(CHANGE, { input: { currentPassword: 'not it at all', newPassword: 'a new lantern at dusk' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: CURRENT_PASSWORD_WRONG, extensions: { code: 'BAD_USER_INPUT' } });
    const short = await here.graphql(CHANGE, { input: { currentPassword: 'correct horse battery', newPassword: 'short' } });
    expect(short.errors?.[0].message).toBe('Password must be at least 8 characters');
    expect((await elsewhere.graphql(ME)).data?.me).toEqual({ username: name });

    const changed = await here.graphql(CHANGE, {
      input: { currentPassword: 'correct horse battery', newPassword: 'a new lantern at dusk' },
    });
    expect(changed.data?.changePassword).toBe(true);
    expect((await here.graphql(ME)).data?.me).toEqual({ username: name });
    expect((await elsewhere.graphql(ME)).data?.me).toBeNull();
    expect((await login(browser(), name, 'correct horse battery')).status).toBe(401);
    expect((await login(browser(), name, 'a new lantern at dusk')).status).toBe(200);
  });
});
