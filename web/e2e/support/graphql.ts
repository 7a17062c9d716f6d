import type { BrowserContext } from 'playwright-core';

/** Sends a GraphQL operation with the context's cookies (so a register or login here signs that browser in). */
export async function contextGraphql<T>(
  context: BrowserContext,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await context.request.post(`${baseUrl}/graphql`, {
    data: { query, variables },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  if (!body.data) throw new Error(`No data (HTTP ${response.status()})`);
  return body.data;
}

/** Registers (and so signs in) a new user in this browser context; returns the user's database id, as SQL names it. */
export async function registerInContext(
  context: BrowserContext,
  baseUrl: string,
  username: string,
  password = 'correct-horse-9',
): Promise<string> {
  const data = await contextGraphql<{ register: { databaseId: number } }>(
    context,
    baseUrl,
    'mutation ($input: RegisterInput!) { register(input: $input) { databaseId } }',
    { input: { username, email: `${username}@example.com`, password } },
  );
  return String(data.register.databaseId);
}
