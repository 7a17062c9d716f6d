import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from './gql/index.js';
import { operationText, type GraphQLResponse, type GraphQLSender, type VariablesArgument } from './server.js';

const REGISTER = graphql(`
  mutation TestRegister($input: RegisterInput!) {
    register(input: $input) {
      databaseId
    }
  }
`);

let browsers = 0;

/** A distinct client address (198.18.0.0/15, the benchmarking range) for each test browser. */
function nextAddress(): string {
  const n = ++browsers;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A browser-like HTTP client for tests: it keeps the session cookie between requests, as a browser would. Each one
 * comes from its own network address, sent as X-Forwarded-For (test servers trust it from loopback, as TRUST_PROXY=loopback does), so
 * per-address limits see separate readers.
 */
export class TestBrowser implements GraphQLSender {
  cookies = new Map<string, string>();
  lastSetCookie: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly origin: string = baseUrl,
    readonly address: string = nextAddress(),
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = unknown>(
    path: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.address);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, body, redirect: 'manual' });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON answers stay as text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  graphql<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    ...variables: VariablesArgument<TVariables>
  ): Promise<GraphQLResponse<TResult>>;
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Record<string, unknown>>>;
  async graphql(operation: TypedDocumentNode<unknown, never> | string, variables?: unknown): Promise<GraphQLResponse<unknown>> {
    const { status, body } = await this.request<Omit<GraphQLResponse<unknown>, 'status'>>('/graphql', {
      method: 'POST',
      json: { query: operationText(operation), variables },
    });
    return { status, ...body };
  }

  /** Registers through GraphQL (which signs the browser in) and returns the new user's database id. */
  async register(username: string, password = 'correct horse battery'): Promise<string> {
    const response = await this.graphql(REGISTER, { input: { username, email: `${username.toLowerCase()}@example.org`, password } });
    if (!response.data?.register) throw new Error(`Registration failed: ${JSON.stringify(response.errors)}`);
    return String(response.data.register.databaseId);
  }
}
