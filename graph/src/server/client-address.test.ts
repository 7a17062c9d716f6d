import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { daysAgo, draftFrom, insertDrafts } from '../../test/factories.js';
import { TestBrowser } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { clientAddress, compileTrust } from './client-address.js';

const handshake = (remoteAddress: string, forwardedFor?: string) =>
  ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('the caller address under TRUST_PROXY', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(handshake('127.0.0.1', '203.0.113.9'), compileTrust(false))).toBe('127.0.0.1');
  });

  it('is the forwarded address from a trusted hop, and the nearest untrusted one past it', () => {
    expect(clientAddress(handshake('10.0.0.2', '203.0.113.9'), compileTrust(['10.0.0.0/8']))).toBe('203.0.113.9');
    expect(clientAddress(handshake('10.0.0.2', '198.51.100.1, 203.0.113.9'), compileTrust(['10.0.0.0/8']))).toBe('203.0.113.9');
    expect(clientAddress(handshake('192.0.2.7', '203.0.113.9'), compileTrust(['10.0.0.0/8']))).toBe('192.0.2.7');
  });

  it('counts hops when TRUST_PROXY is a number', () => {
    expect(clientAddress(handshake('10.0.0.2', '198.51.100.1, 203.0.113.9'), compileTrust(1))).toBe('203.0.113.9');
    expect(clientAddress(handshake('10.0.0.2', '198.51.100.1, 203.0.113.9'), compileTrust(2))).toBe('198.51.100.1');
  });
});

describe('per-address counting over HTTP', () => {
  let db: TestDatabase;
  let articleId: number;
  beforeAll(async () => {
    db = await createTestDatabase();
    [articleId] = await insertDrafts(db.orm.em.fork(), [await draftFrom(0, { publishedDate: daysAgo(1) })]);
  });
  afterAll(() => db?.drop());

  const viewsFrom = async (api: TestServer, addresses: string[]) => {
    let viewCount = 0;
    for (const address of addresses) {
      const response = await api.request<{ viewCount: number }>(`/api/articles/${articleId}/view`, {
        method: 'POST',
        headers: { 'x-forwarded-for': address },
      });
      viewCount = response.body.viewCount;
    }
    return viewCount;
  };

  it('ignores X-Forwarded-For from an untrusted caller: every claimed address is the same reader', async () => {
    const api = await startTestServer(db, { production: true, trustProxy: false });
    try {
      expect(await viewsFrom(api, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toBe(1);
    } finally {
      await api.close();
    }
  });

  it('believes X-Forwarded-For from a trusted proxy: each address is its own reader', async () => {
    const api = await startTestServer(db, { production: true, trustProxy: ['loopback'] });
    try {
      expect(await viewsFrom(api, ['203.0.113.11', '203.0.113.12', '203.0.113.13'])).toBe(4);
    } finally {
      await api.close();
    }
  });
});

describe('X-Forwarded-Proto under TRUST_PROXY', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  // A production session cookie is Secure, so it is only set on a request that came over HTTPS.
  const registerClaimingHttps = async (api: TestServer, name: string) => {
    const browser = new TestBrowser(api.baseUrl);
    await browser.request('/api/register', {
      method: 'POST',
      json: { username: name, email: `${name}@example.org`, password: 'quiet-river-42' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    return browser.lastSetCookie.find((line) => line.startsWith('__Host-paperlight.sid='));
  };

  it('is ignored from an untrusted caller: no Secure session cookie goes back over plain HTTP', async () => {
    const api = await startTestServer(db, { production: true, trustProxy: false });
    try {
      expect(await registerClaimingHttps(api, 'plainhttp')).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it('is believed from a trusted proxy', async () => {
    const api = await startTestServer(db, { production: true, trustProxy: ['loopback'] });
    try {
      expect(await registerClaimingHttps(api, 'behindproxy')).toMatch(/Secure/);
    } finally {
      await api.close();
    }
  });
});
