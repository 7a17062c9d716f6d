import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { print } from 'graphql';
import { createPaperlightServer, type PaperlightServer } from '../src/server/app.js';
import type { AppServices } from '../src/app-services.js';
import type { TrustProxy } from '../src/config/env.js';
import { UNMETERED_BUDGETS, type RequestBudgets } from '../src/lib/request-budget.js';
import { testServices } from './services.js';

/** A fixed secret, so a session cookie stays valid across a server restart within a test. */
export const TEST_SESSION_SECRET = 'paperlight-test-session-secret-0123456789abcdef';

/** Test servers believe X-Forwarded-For from loopback, as a deployment with TRUST_PROXY=loopback does. */
export const TEST_TRUST_PROXY: TrustProxy = ['loopback'];

/** The variables argument of a typed operation: required when the operation has required variables, else optional. */
export type VariablesArgument<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * Sends GraphQL operations: typed documents from `graph/test/gql` (written with its `graphql()` function, so the
 * result is typed from schema.graphql), or raw text for tests that send malformed or over-limit operations on purpose.
 */
export interface GraphQLSender {
  graphql<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    ...variables: VariablesArgument<TVariables>
  ): Promise<GraphQLResponse<TResult>>;
  graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Record<string, unknown>>>;
}

/** The text of an operation as it goes over the wire. */
export function operationText(operation: TypedDocumentNode<unknown, never> | string): string {
  return typeof operation === 'string' ? operation : print(operation);
}

export interface TestServer extends GraphQLSender {
  baseUrl: string;
  server: PaperlightServer;
  /** GETs or sends to a path and returns the status and parsed JSON body. */
  request<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

export interface GraphQLResponse<T> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Starts the real HTTP + GraphQL server for a test database on a loopback port (a free one unless `port` is given). */
export async function startTestServer(
  db: { orm: MikroORM },
  options: {
    production?: boolean;
    services?: Partial<AppServices>;
    port?: number;
    trustProxy?: TrustProxy;
    metricsToken?: string;
    requestBudgets?: RequestBudgets;
  } = {},
): Promise<TestServer> {
  const server = await createPaperlightServer({
    orm: db.orm,
    services: testServices(options.services),
    production: options.production ?? false,
    sessionSecret: TEST_SESSION_SECRET,
    // As behind a proxy on the same machine (TRUST_PROXY=loopback), so each TestBrowser's X-Forwarded-For is its address.
    trustProxy: options.trustProxy ?? TEST_TRUST_PROXY,
    // Budgets are their own tests' subject (request-budget.test.ts); elsewhere a test's many requests must not spend one.
    requestBudgets: options.requestBudgets ?? UNMETERED_BUDGETS,
    metricsToken: options.metricsToken ?? null,
  });
  const port = await server.listen(options.port ?? 0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${port}`;
  const request = async <T>(path: string, init?: RequestInit) => {
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Non-JSON answers stay as text so tests can assert on them.
    }
    return { status: response.status, body: body as T, headers: response.headers };
  };
  return {
    baseUrl,
    server,
    request,
    graphql: async (operation: TypedDocumentNode<unknown, never> | string, variables?: unknown) => {
      const { status, body } = await request<Omit<GraphQLResponse<never>, 'status'>>('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: operationText(operation), variables }),
      });
      return { status, ...body };
    },
    close: () => server.close(),
  };
}
