import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { grantPremium } from '../../../test/factories.js';
import { TestBrowser } from '../../../test/http-client.js';
import { graphql } from '../../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';

const PREFERENCES = graphql(`
  query DigestPreferences {
    emailPreferences {
      emailDigest
      frequency
      deliveryTime
      sources {
        PubMed
        medRxiv
        PLOS
        DOAJ
      }
    }
  }
`);

let db: TestDatabase;
let api: TestServer;
let premium: TestBrowser;
let premiumId: string;

const REFUSAL = 'Email digests are available with Paperlight Premium. Upgrade to access this feature';
const DEFAULTS = {
  emailDigest: false,
  frequency: 'weekly',
  deliveryTime: '09:00',
  sources: { PubMed: true, medRxiv: true, PLOS: true, DOAJ: true },
};

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startTestServer(db);
  premium = new TestBrowser(api.baseUrl);
  premiumId = await premium.register('digestreader');
  await grantPremium(db.orm.em, premiumId);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

async function storedRow() {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ email_digest: boolean; frequency: string; delivery_time: string; sources: unknown }[]>(
      'select email_digest, frequency, delivery_time, sources from email_preferences where user_id = ?',
      [Number(premiumId)],
    );
  return row ?? null;
}

describe('who may use email preferences and the preview', () => {
  it('answers 401 to anonymous callers and 403 with a sentence to readers without Premium, over REST and GraphQL', async () => {
    const anonymous = new TestBrowser(api.baseUrl);
    for (const path of ['/api/user/email-preferences', '/api/user/digest-preview']) {
      expect((await anonymous.request(path)).status).toBe(401);
    }
    expect((await anonymous.request('/api/user/email-preferences', { method: 'PUT', json: { emailDigest: true } })).status).toBe(401);
    const free = new TestBrowser(api.baseUrl);
    await free.register('freereader');
    expect(await free.request('/api/user/email-preferences')).toMatchObject({ status: 403, body: { message: REFUSAL } });
    expect(await free.request('/api/user/digest-preview')).toMatchObject({ status: 403, body: { message: REFUSAL } });
    expect(await free.request('/api/user/email-preferences', { method: 'PUT', json: { emailDigest: true } })).toMatchObject({
      status: 403,
      body: { message: REFUSAL },
    });
    const graph = await free.graphql(PREFERENCES);
    expect(graph.errors?.[0]).toMatchObject({ message: REFUSAL, extensions: { code: 'FORBIDDEN' } });
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from email_preferences');
    expect(row.count).toBe(0);
  });
});

describe('email preferences', () => {
  it('start as explicit defaults (digest off, weekly, 09:00, every source) without writing anything', async () => {
    expect(await premium.request('/api/user/email-preferences')).toMatchObject({ status: 200, body: DEFAULTS });
    const graph = await premium.graphql(PREFERENCES);
    // GraphQL names enum values in capitals; REST keeps the lower-case words (docs/product/rest.md).
    expect(graph.data).toEqual({ emailPreferences: { ...DEFAULTS, frequency: 'WEEKLY' } });
    expect(await storedRow()).toBeNull();
  });

  it('change only the field a PUT carries, and merge single source switches', async () => {
    expect(await premium.request('/api/user/email-preferences', { method: 'PUT', json: { emailDigest: true } })).toMatchObject({
      status: 200,
      body: { ...DEFAULTS, emailDigest: true },
    });
    await premium.request('/api/user/email-preferences', { method: 'PUT', json: { sources: { medRxiv: false } } });
    const after = await premium.request('/api/user/email-preferences', { method: 'PUT', json: { deliveryTime: '18:00' } });
    expect(after.body).toEqual({ ...DEFAULTS, emailDigest: true, deliveryTime: '18:00', sources: { ...DEFAULTS.sources, medRxiv: false } });
    // A client may send the whole object with one field changed (docs/product/digest.md#preferences): that works the same.
    const whole = await premium.request('/api/user/email-preferences', {
      method: 'PUT',
      json: { ...(after.body as object), frequency: 'daily' },
    });
    expect(whole.body).toMatchObject({ frequency: 'daily', deliveryTime: '18:00', sources: { medRxiv: false } });
    expect(await storedRow()).toEqual({
      email_digest: true,
      frequency: 'daily',
      delivery_time: '18:00',
      sources: { PubMed: true, medRxiv: false, PLOS: true, DOAJ: true },
    });
  });

  it.each([
    [{ deliveryTime: '09:30' }, 'deliveryTime must be one of 08:00, 09:00, 10:00, 12:00 or 18:00 (Eastern time).'],
    [{ deliveryTime: 9 }, 'deliveryTime must be one of 08:00, 09:00, 10:00, 12:00 or 18:00 (Eastern time).'],
    [{ frequency: 'monthly' }, 'frequency must be weekly or daily.'],
    [{ emailDigest: 'yes' }, 'emailDigest must be true or false.'],
    [{ sources: { Scopus: true } }, '"Scopus" is not a source; sources are PubMed, medRxiv, PLOS or DOAJ.'],
    [{ sources: { PubMed: 'on' } }, 'sources.PubMed must be true or false.'],
    [{ sources: ['PubMed'] }, 'sources must map each of PubMed, medRxiv, PLOS or DOAJ to true or false.'],
    [{ emailDigest: false, digest: true }, '"digest" is not an email preference; use emailDigest, frequency, deliveryTime or sources.'],
    [[true], 'Send the email preferences as a JSON object.'],
  ])('refuse %j with 400 and a sentence, changing nothing', async (body, message) => {
    const before = await storedRow();
    expect(await premium.request('/api/user/email-preferences', { method: 'PUT', json: body })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(await storedRow()).toEqual(before);
  });

  it('change through GraphQL with the same rules, nulls meaning "unchanged"', async () => {
    const mutation = `mutation U($input: EmailPreferencesInput!) {
      updateEmailPreferences(input: $input) { emailDigest frequency deliveryTime sources { PubMed medRxiv PLOS DOAJ } }
    }`;
    const changed = await premium.graphql(mutation, {
      input: { frequency: 'WEEKLY', deliveryTime: null, sources: { DOAJ: false, PLOS: null } },
    });
    expect(changed.data).toEqual({
      updateEmailPreferences: {
        emailDigest: true,
        frequency: 'WEEKLY',
        deliveryTime: '18:00',
        sources: { PubMed: true, medRxiv: false, PLOS: true, DOAJ: false },
      },
    });
    const refused = await premium.graphql(mutation, { input: { deliveryTime: '07:00' } });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await storedRow())?.delivery_time).toBe('18:00');
  });
});
