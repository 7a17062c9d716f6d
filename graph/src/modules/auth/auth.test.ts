import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { graphql } from '../../../test/gql/index.js';
import { TestBrowser } from '../../../test/http-client.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { LOGIN_ACCOUNT_SLOWDOWN, LOGIN_ADDRESS_LIMIT, LOGIN_PAIR_LIMIT } from './login.limits.js';
import { REGISTRATION_LIMIT } from './registration.limits.js';
import { COMMON_PASSWORD } from '../user/user.rules.js';

const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
    }
  }
`);

const LOGIN = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
    }
  }
`);

const ME = graphql(`
  query Me {
    me {
      username
      email
    }
  }
`);

const ME_ID = graphql(`
  query MeId {
    me {
      id
    }
  }
`);

const CLEAR_BIO = graphql(`
  mutation ClearBio {
    updateProfile(input: { bio: "" }) {
      bio
      firstName
    }
  }
`);

let db: TestDatabase;
let api: TestServer;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const browser = () => new TestBrowser(api.baseUrl);
const sql = <T extends Record<string, unknown>>(query: string, params: unknown[] = []) =>
  db.orm.em.fork().getConnection().execute<T[]>(query, params);
let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${++counter}${Date.now().toString(36)}`;

describe('registration', () => {
  it.each([
    [{ username: '', email: 'a@example.org', password: 'quiet-river-42' }, 'Username is required'],
    [{ username: 'ab', email: 'a@example.org', password: 'quiet-river-42' }, 'Username must be at least 3 characters'],
    [{ username: 'abc', email: 'not-an-email', password: 'quiet-river-42' }, 'Invalid email address'],
    [{ username: 'abc', email: 'a@example.org', password: '1234567' }, 'Password must be at least 8 characters'],
    [{ username: 'abc', email: 'a@example.org', password: 'Sunshine1' }, COMMON_PASSWORD],
    [{ username: 'abc', email: 'a@example.org', password: 'x'.repeat(257) }, 'Password must be at most 256 characters'],
    [{ username: 'abc', email: 'a@example.org', password: '' }, 'Password is required'],
    [
      { username: 'a b<c>', email: 'a@example.org', password: 'quiet-river-42' },
      'Username may only contain letters, numbers, dots, dashes and underscores',
    ],
  ])('refuses %o with "%s" and writes nothing', async (input, message) => {
    const [before] = await sql<{ count: number }>('select count(*)::int as count from users');
    const rest = await browser().request<{ message: string }>('/api/register', { method: 'POST', json: input });
    expect(rest).toMatchObject({ status: 400, body: { message } });
    const graph = await browser().graphql(REGISTER, { input });
    expect(graph.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const [after] = await sql<{ count: number }>('select count(*)::int as count from users');
    expect(after.count).toBe(before.count);
  });

  it('creates the account, signs it in, and never returns the password hash', async () => {
    const client = browser();
    const name = uniqueName('Reader');
    const response = await client.request<Record<string, unknown>>('/api/register', {
      method: 'POST',
      json: { username: name, email: `${name}@example.org`, password: 'quiet-river-42' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: name,
      email: `${name}@example.org`,
      firstName: null,
      lastName: null,
      bio: null,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon|password/i);
    expect((await client.request('/api/user')).status).toBe(200);
  });

  it('answers 409 for a taken username or email, whatever the case', async () => {
    const name = uniqueName('taken');
    await browser().register(name);
    const sameName = await browser().request<{ message: string }>('/api/register', {
      method: 'POST',
      json: { username: name.toUpperCase(), email: 'other@example.org', password: 'quiet-river-42' },
    });
    expect(sameName).toMatchObject({ status: 409, body: { message: 'That username is already taken.' } });
    const sameEmail = await browser().request<{ message: string }>('/api/register', {
      method: 'POST',
      json: { username: uniqueName('x'), email: `${name.toUpperCase()}@EXAMPLE.ORG`, password: 'quiet-river-42' },
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: 'An account with that email address already exists.' } });
  });

  it('stores Argon2id hashes at OWASP parameters (m ≥ 19 MiB, t ≥ 2)', async () => {
    const name = uniqueName('hash');
    await browser().register(name);
    const [row] = await sql<{ password_hash: string }>('select password_hash from users where username = ?', [name]);
    const [, algorithm, version, parameters] = row.password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    const settings = Object.fromEntries(parameters.split(',').map((pair) => pair.split('=')));
    expect(Number(settings.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(settings.t)).toBeGreaterThanOrEqual(2);
  });
});

describe('sign-in, sessions and sign-out', () => {
  it.each([
    [{ username: '', password: 'x' }, 'Username or email is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
  ])('validates the login form: %o', async (input, message) => {
    expect(await browser().request('/api/login', { method: 'POST', json: input })).toMatchObject({ status: 400, body: { message } });
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const name = uniqueName('who');
    await browser().register(name);
    const wrong = await browser().request('/api/login', { method: 'POST', json: { username: name, password: 'wrong-password' } });
    const unknown = await browser().request('/api/login', {
      method: 'POST',
      json: { username: uniqueName('nobody'), password: 'wrong-password' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
  });

  it('signs in with the email address in any letter case, and counts failures under either name against one account', async () => {
    const name = uniqueName('mail');
    await browser().register(name);
    const email = `${name.toLowerCase()}@example.org`;
    const client = browser();
    const byEmail = await client.request<{ username: string }>('/api/login', {
      method: 'POST',
      json: { username: ` ${email.toUpperCase()} `, password: 'correct horse battery' },
    });
    expect(byEmail).toMatchObject({ status: 200, body: { username: name } });
    expect((await client.graphql(ME)).data?.me).toEqual({ username: name, email });

    const stranger = browser();
    for (let attempt = 0; attempt < LOGIN_PAIR_LIMIT.points; attempt++) {
      const asName = attempt % 2 === 0 ? name : email;
      expect((await stranger.request('/api/login', { method: 'POST', json: { username: asName, password: 'wrong-guess' } })).status).toBe(
        401,
      );
    }
    const refused = await stranger.request('/api/login', { method: 'POST', json: { username: email, password: 'correct horse battery' } });
    expect(refused.status).toBe(429);
    const unknownEmail = await browser().request('/api/login', {
      method: 'POST',
      json: { username: `${uniqueName('nobody')}@example.org`, password: 'correct horse battery' },
    });
    expect(unknownEmail).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
  });

  it('sets an HttpOnly, SameSite=Lax cookie and gives a new session id at login (no fixation)', async () => {
    const name = uniqueName('fix');
    await browser().register(name);
    const client = browser();
    await client.request('/api/login', { method: 'POST', json: { username: name, password: 'wrong' } });
    await client.request('/api/login', { method: 'POST', json: { username: name, password: 'correct horse battery' } });
    const cookie = client.lastSetCookie.find((line) => line.startsWith('paperlight.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const firstId = client.cookies.get('paperlight.sid');
    await client.request('/api/login', { method: 'POST', json: { username: name, password: 'correct horse battery' } });
    expect(client.cookies.get('paperlight.sid')).not.toBe(firstId);
    const me = await client.graphql(ME);
    expect(me.data?.me).toEqual({ username: name, email: `${name.toLowerCase()}@example.org` });
  });

  it('invalidates the session on the server at logout', async () => {
    const client = browser();
    await client.register(uniqueName('bye'));
    const stolen = client.cookieHeader;
    expect((await client.request('/api/logout', { method: 'POST' })).status).toBe(200);
    expect((await client.request('/api/user')).status).toBe(401);
    const replay = await fetch(`${api.baseUrl}/api/user`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
    const graph = await client.graphql(ME_ID);
    expect(graph.data?.me).toBeNull();
  });

  it('keeps the session across a server restart', async () => {
    const client = browser();
    const name = uniqueName('stay');
    await client.register(name);
    await api.close();
    api = await startTestServer(db);
    const again = new TestBrowser(api.baseUrl);
    again.cookies = client.cookies;
    expect(await again.request<{ username: string }>('/api/user')).toMatchObject({ status: 200, body: { username: name } });
  });

  it('answers GET /api/user with 401 when signed out', async () => {
    expect(await browser().request('/api/user')).toMatchObject({ status: 401, body: { message: 'Please sign in to continue.' } });
  });
});

describe('login throttling', () => {
  const login = (client: TestBrowser, username: string, password: string) =>
    client.request<{ message: string }>('/api/login', { method: 'POST', json: { username, password } });

  it("refuses an address after repeated failures on one account with 429 and a retry hint, and the owner's address still signs in", async () => {
    const name = uniqueName('locked');
    const owner = browser();
    await owner.register(name);
    const stranger = browser();
    for (let attempt = 0; attempt < LOGIN_PAIR_LIMIT.points; attempt++) {
      expect((await login(stranger, name, `wrong-${attempt}`)).status).toBe(401);
    }
    const refused = await login(stranger, name, 'correct horse battery');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ (minutes?|seconds?)\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const graph = await new TestBrowser(api.baseUrl, api.baseUrl, stranger.address).graphql(LOGIN, {
      input: { username: name, password: 'x' },
    });
    expect(graph.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many sign-in attempts/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });

    const fromHome = new TestBrowser(api.baseUrl, api.baseUrl, owner.address);
    expect(await login(fromHome, name, 'correct horse battery')).toMatchObject({ status: 200 });
  });

  it('counts consecutive failures: a success from the address starts the count again', async () => {
    const name = uniqueName('again');
    const client = browser();
    await client.register(name);
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < LOGIN_PAIR_LIMIT.points - 1; attempt++) expect((await login(client, name, 'nope')).status).toBe(401);
      expect((await login(client, name, 'correct horse battery')).status).toBe(200);
    }
  });

  it('slows, but never locks, an account under attack from many addresses: the owner still signs in', async () => {
    const name = uniqueName('target');
    const owner = browser();
    await owner.register(name);
    const failures = LOGIN_ACCOUNT_SLOWDOWN.slowAfter + 2;
    for (let attempt = 0; attempt < failures; attempt++) expect((await login(browser(), name, `guess-${attempt}`)).status).toBe(401);
    const startedAt = Date.now();
    const home = new TestBrowser(api.baseUrl, api.baseUrl, owner.address);
    expect(await login(home, name, 'correct horse battery')).toMatchObject({ status: 200 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3 * LOGIN_ACCOUNT_SLOWDOWN.stepMs - 20);
  });

  it('refuses an address that guesses across many accounts with 429 and Retry-After, over REST and GraphQL', async () => {
    const client = browser();
    for (let attempt = 0; attempt < LOGIN_ADDRESS_LIMIT.points; attempt++) {
      expect((await login(client, uniqueName('guess'), 'wrong')).status).toBe(401);
    }
    const refused = await login(client, uniqueName('guess'), 'wrong');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Please try again in 1 hour\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    const graph = await client.graphql(LOGIN, { input: { username: uniqueName('guess'), password: 'x' } });
    expect(graph.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(graph.status).toBe(429);
    expect((await login(browser(), uniqueName('guess'), 'wrong')).status).toBe(401);
  });

  it('refuses more than one sign-in attempt in one GraphQL request', async () => {
    const response = await browser().graphql(
      'mutation { a: login(input: { username: "x", password: "y" }) { id } b: login(input: { username: "x", password: "z" }) { id } }',
    );
    expect(response.status).toBe(400);
    expect(response.errors?.[0].message).toBe('Only one sign-in, registration or password change is allowed per request.');
  });
});

describe('registration limit', () => {
  it('refuses more accounts from one address with 429, Retry-After and a sentence; other addresses still register', async () => {
    const client = browser();
    const register = (name: string, from: TestBrowser) =>
      from.request<{ message: string }>('/api/register', {
        method: 'POST',
        json: { username: name, email: `${name}@example.org`, password: 'quiet-river-42' },
      });
    for (let index = 0; index < REGISTRATION_LIMIT.points; index++) {
      expect((await register(uniqueName('many'), new TestBrowser(api.baseUrl, api.baseUrl, client.address))).status).toBe(201);
    }
    const refused = await register(uniqueName('many'), client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many accounts have been created from your network\. Please try again in (\d+ minutes|1 hour)\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const name = uniqueName('many');
    const graph = await client.graphql(REGISTER, { input: { username: name, email: `${name}@example.org`, password: 'quiet-river-42' } });
    expect(graph.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(graph.status).toBe(429);
    expect((await register(uniqueName('other'), browser())).status).toBe(201);
  });
});

describe('profile', () => {
  it('updates names, email and bio; the username stays', async () => {
    const client = browser();
    const name = uniqueName('prof');
    await client.register(name);
    const updated = await client.request<Record<string, unknown>>('/api/profile', {
      method: 'PUT',
      json: {
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: `${name}-new@example.org`,
        bio: 'Reads cardiology papers.',
        username: 'hijack',
        currentPassword: 'correct horse battery',
      },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { username: name, firstName: 'Ada', lastName: 'Lovelace', email: `${name}-new@example.org`, bio: 'Reads cardiology papers.' },
    });
    const graph = await client.graphql(CLEAR_BIO);
    expect(graph.data?.updateProfile).toEqual({ bio: null, firstName: 'Ada' });
  });

  it('refuses a bad email, a taken email and an over-long bio, and writes nothing', async () => {
    const other = uniqueName('other');
    await browser().register(other);
    const client = browser();
    await client.register(uniqueName('edit'));
    expect(await client.request('/api/profile', { method: 'PUT', json: { email: 'nope' } })).toMatchObject({
      status: 400,
      body: { message: 'Invalid email address' },
    });
    expect(
      await client.request('/api/profile', {
        method: 'PUT',
        json: { email: `${other}@example.org`, currentPassword: 'correct horse battery' },
      }),
    ).toMatchObject({ status: 409 });
    expect(await client.request('/api/profile', { method: 'PUT', json: { bio: 'x'.repeat(1001) } })).toMatchObject({
      status: 400,
      body: { message: 'Bio must be at most 1,000 characters' },
    });
    expect(await client.request<{ bio: null }>('/api/user')).toMatchObject({ body: { bio: null } });
  });

  it('requires sign-in', async () => {
    expect(await browser().request('/api/profile', { method: 'PUT', json: { bio: 'x' } })).toMatchObject({ status: 401 });
  });

  it('changes the email only with the current password, over REST and GraphQL, and writes nothing otherwise', async () => {
    const client = browser();
    const name = uniqueName('mail');
    await client.register(name);
    const original = `${name.toLowerCase()}@example.org`;
    const wanted = `${name}-moved@example.org`;
    expect(await client.request('/api/profile', { method: 'PUT', json: { email: wanted, bio: 'new bio' } })).toMatchObject({
      status: 400,
      body: { message: 'Enter your current password to change your email address.' },
    });
    expect(
      await client.request('/api/profile', { method: 'PUT', json: { email: wanted, currentPassword: 'not my password' } }),
    ).toMatchObject({ status: 400, body: { message: 'Your current password is not correct.' } });
    const graphRefused = await client.graphql('mutation ($input: ProfileInput!) { updateProfile(input: $input) { email } }', {
      input: { email: wanted },
    });
    expect(graphRefused.errors?.[0]).toMatchObject({
      message: 'Enter your current password to change your email address.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await client.request('/api/user')).toMatchObject({ body: { email: original, bio: null } });
    // The same address in another case is no change and needs no password.
    expect(await client.request('/api/profile', { method: 'PUT', json: { email: original.toUpperCase() } })).toMatchObject({ status: 200 });
    const graph = await client.graphql('mutation ($input: ProfileInput!) { updateProfile(input: $input) { email } }', {
      input: { email: wanted, currentPassword: 'correct horse battery' },
    });
    expect(graph.data).toEqual({ updateProfile: { email: wanted } });
  });

  it('refuses to check the current password after repeated wrong ones', async () => {
    const client = browser();
    await client.register(uniqueName('guessmail'));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await client.request('/api/profile', { method: 'PUT', json: { email: 'x@example.org', currentPassword: `no-${attempt}` } }))
          .status,
      ).toBe(400);
    }
    const refused = await client.request<{ message: string }>('/api/profile', {
      method: 'PUT',
      json: { email: 'x@example.org', currentPassword: 'correct horse battery' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('production cookies', () => {
  it('uses a __Host- cookie with Secure behind TLS', async () => {
    const production = await startTestServer(db, { production: true });
    try {
      const client = new TestBrowser(production.baseUrl);
      const name = uniqueName('prod');
      await client.request('/api/register', {
        method: 'POST',
        json: { username: name, email: `${name}@example.org`, password: 'quiet-river-42' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      const cookie = client.lastSetCookie.find((line) => line.startsWith('__Host-paperlight.sid='));
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await production.close();
    }
  });
});
