import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { grantPremium } from '../../../test/factories.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { TEST_MAIL_LINK_SECRET } from '../../../test/services.js';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.rules.js';

let db: TestDatabase;
let api: TestServer;
let readerId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestServer(db);
  const reader = new TestBrowser(api.baseUrl);
  readerId = Number(await reader.register('unsubscriber'));
  await grantPremium(db.orm.em, readerId);
  await reader.request('/api/user/email-preferences', { method: 'PUT', json: { emailDigest: true } });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function digestOn(): Promise<boolean> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ email_digest: boolean }[]>('select email_digest from email_preferences where user_id = ?', [readerId]);
  return row.email_digest;
}

const linkFor = (token: string) => `/email/unsubscribe?token=${encodeURIComponent(token)}`;

describe('unsubscribe tokens', () => {
  it('name the reader they were signed for and refuse any change', () => {
    const token = signUnsubscribeToken('a'.repeat(40), 42);
    expect(verifyUnsubscribeToken('a'.repeat(40), token)).toBe(42);
    expect(verifyUnsubscribeToken('b'.repeat(40), token)).toBeNull();
    expect(verifyUnsubscribeToken('a'.repeat(40), token.replace(/^42\./, '43.'))).toBeNull();
    expect(verifyUnsubscribeToken('a'.repeat(40), token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribeToken('a'.repeat(40), `${token}A`)).toBeNull();
    expect(verifyUnsubscribeToken('a'.repeat(40), ['42', token])).toBeNull();
  });
});

describe('the unsubscribe link', () => {
  it('shows a page with one button, served by the API itself under a script-free policy, and changes nothing on GET', async () => {
    const page = await api.request<string>(linkFor(signUnsubscribeToken(TEST_MAIL_LINK_SECRET, readerId)), {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.body).toContain('<form method="post" action="/email/unsubscribe?token=');
    expect(page.body.match(/<button/g)).toHaveLength(1);
    expect(page.body).not.toContain('<script');
    expect(await digestOn()).toBe(true);
  });

  it('refuses a tampered or missing token with 400 and a sentence, changing nothing', async () => {
    const forged = signUnsubscribeToken('not-the-server-secret-0123456789abcdef', readerId);
    const tampered = await api.request<string>(linkFor(forged), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toContain('This unsubscribe link is not valid');
    const json = await api.request('/email/unsubscribe?token=1.abc', { method: 'POST', headers: { accept: 'application/json' } });
    expect(json).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^This unsubscribe link is not valid/) } });
    expect((await api.request('/email/unsubscribe')).status).toBe(400);
    expect(await digestOn()).toBe(true);
  });

  it('turns the digest off on a one-click POST from a mail provider, without cookies, and again changes nothing more', async () => {
    const link = linkFor(signUnsubscribeToken(TEST_MAIL_LINK_SECRET, readerId));
    const oneClick = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      body: 'List-Unsubscribe=One-Click',
    };
    const done = await api.request<string>(link, oneClick);
    expect(done.status).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await digestOn()).toBe(false);
    expect((await api.request(link, oneClick)).status).toBe(200);
    expect((await api.request<string>(link)).body).toContain('The digest is already off');
  });
});
