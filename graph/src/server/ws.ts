import type { IncomingMessage, Server } from 'node:http';
import type { Request } from 'express';
import { GraphQLError, parse, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { logger } from '../lib/logger.js';
import type { SessionMiddleware } from '../modules/auth/session.js';
import type { User } from '../modules/user/user.entity.js';
import { createContext, type ContextRuntime } from '../context.js';
import { isSameOrigin } from './csrf.js';
import { formatGraphQLError } from './graphql-errors.js';
import { createOperationLimitRules, PARSE_OPTIONS } from './operation-limits.js';

export interface WebSocketOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  runtime: ContextRuntime;
  sessions: SessionMiddleware;
  production: boolean;
}

const RULES = [...specifiedRules, ...createOperationLimitRules()];

/** Browsers send Origin on WebSocket handshakes: only the page's own origin may open one. Non-browser clients send none. */
export function isAllowedWebSocketOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || isSameOrigin(origin, req.headers.host);
}

/**
 * graphql-ws on the API's own port and `/graphql` path. The handshake is refused (403) from foreign origins; the
 * session cookie, when present, identifies the viewer; every operation passes the same parse and validation limits
 * as HTTP. Returns a disposer for graceful shutdown.
 */
export function attachGraphQLWebSocket({ httpServer, schema, runtime, sessions, production }: WebSocketOptions): {
  dispose(): Promise<void>;
} {
  const viewers = new WeakMap<IncomingMessage, User | null>();
  const format = formatGraphQLError(production);
  const wss = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    verifyClient: ({ req }, done) =>
      isAllowedWebSocketOrigin(req) ? done(true) : done(false, 403, 'Cross-site WebSocket connections are not allowed.'),
  });
  const server = useServer(
    {
      schema,
      onConnect: async ({ extra }) => {
        if (!sessions.hasSessionCookie(extra.request)) return true;
        try {
          viewers.set(extra.request, await sessions.userFor(extra.request as Request));
          return true;
        } catch (error) {
          logger.warn('Could not read the session of a WebSocket connection', error);
          viewers.set(extra.request, null);
          return true;
        }
      },
      onSubscribe: (_ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        let document;
        try {
          document = parse(payload.query, PARSE_OPTIONS);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The operation could not be parsed.')];
        }
        const errors = validate(schema, document, RULES);
        if (errors.length) return errors;
        return { schema, document, variableValues: payload.variables, operationName: payload.operationName ?? undefined };
      },
      context: ({ extra }) =>
        createContext(runtime, {
          viewer: viewers.get(extra.request) ?? null,
          address: extra.request.socket.remoteAddress ?? 'unknown',
        }),
      onError: () => undefined,
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!('errors' in result) || !result.errors) return result;
        return { ...result, errors: result.errors.map((error) => format(error, error)) as unknown as GraphQLError[] };
      },
    },
    wss,
  );
  return {
    dispose: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
