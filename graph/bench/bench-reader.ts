import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchReader } from './t1-overhead.js';

const REGISTER = `mutation BenchRegister($input: RegisterInput!) { register(input: $input) { databaseId } }`;

/**
 * Registers a reader through the API and grants them an active Premium membership for 30 days, as the tests do, so that
 * the advanced filters (study design) can be measured. The registration says it came through an HTTPS proxy, since the
 * production server sets its Secure session cookie only then. Resolves to the reader's id and the session cookie to
 * send with each request; a cookie also keeps a request out of the anonymous read cache.
 */
export async function premiumBenchReader(baseUrl: string, databaseUrl: string): Promise<BenchReader> {
  const username = `bench${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-proto': 'https' },
    body: JSON.stringify({
      query: REGISTER,
      variables: { input: { username, email: `${username}@example.org`, password: randomBytes(12).toString('hex') } },
    }),
  });
  const body = (await response.json()) as { data?: { register?: { databaseId: number } | null } | null; errors?: { message: string }[] };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  const id = body.data?.register?.databaseId;
  if (!id || !cookie) throw new Error(`The benchmark reader could not register: ${JSON.stringify(body.errors ?? 'no session cookie')}`);
  const userId = Number(id);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "insert into memberships (user_id, tier, status, current_period_end) values ($1, 'premium', 'active', now() + interval '30 days')",
      [userId],
    );
  } finally {
    await client.end();
  }
  return { userId, cookie };
}
