import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Request } from 'express';
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  subscribe,
  validate,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { PgPubSub } from '../lib/pubsub.js';
import { QueueOverflowError } from '../lib/async-queue.js';
import { LiveTopic } from '../lib/change-events.js';
import { logger, withLogScope } from '../lib/logger.js';
import { graphqlOperations, operationLabel } from '../lib/metrics.js';
import type { ApiKeyGrant } from '../lib/api-key-cache.js';
import { toPublicError } from '../lib/errors.js';
import { authenticateConnectionParams } from '../modules/api-key/api-key.middleware.js';
import { authenticateApiKey } from '../modules/api-key/api-key.service.js';
import type { SessionMiddleware } from '../modules/auth/session.middleware.js';
import type { User } from '../modules/user/user.entity.js';
import { createContext, type AppContext, type ContextRuntime } from '../context.js';
import { clientAddress, type TrustFunction } from './client-address.js';
import { isSameOrigin } from './csrf.js';
import { formatGraphQLError } from './graphql-errors.js';
import { containsNul, NUL_REFUSAL } from './nul-characters.js';
import { createOperationLimitRules, OPERATION_LIMIT_CODE, PARSE_OPTIONS } from './operation-limits.js';

export interface WebSocketOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  runtime: ContextRuntime;
  sessions: SessionMiddleware;
  pubSub: PgPubSub;
  production: boolean;
  /** Which proxy hops' `X-Forwarded-For` is believed about the caller's address (TRUST_PROXY). */
  trust: TrustFunction;
}

/** The close code a socket gets when its session ends (sign-out): the client may reconnect, as an anonymous reader. */
export const SESSION_ENDED_CLOSE_CODE = 4000;
/** The close code a socket gets when it reads live events too slowly and its queue overflows. */
export const TOO_SLOW_CLOSE_CODE = 4008;
/** The largest message a socket may send, as for an HTTP body: a larger one closes the socket (code 1009). */
export const MAX_SOCKET_MESSAGE_BYTES = 100 * 1024;
/** Operations (subscriptions, and queries or mutations in flight) one socket may hold open at once. */
export const MAX_OPERATIONS_PER_SOCKET = 50;
export const TOO_MANY_OPERATIONS = `A connection may hold at most ${MAX_OPERATIONS_PER_SOCKET} subscriptions at once; complete one before starting another.`;
/** The close code of a socket whose API key is malformed, unknown or revoked (graphql-ws's Unauthorized): do not retry. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

interface SocketSession {
  viewer: User;
  sessionId: string;
}

interface SocketKey {
  secret: string;
  grant: ApiKeyGrant;
}

const RULES = [...specifiedRules, ...createOperationLimitRules()];

/** The errors with the code Apollo gives the same failure over HTTP, unless they carry one of their own. */
function withCode(errors: readonly GraphQLError[], code: string): GraphQLError[] {
  return errors.map((error) =>
    typeof error.extensions.code === 'string'
      ? error
      : new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { ...error.extensions, code },
        }),
  );
}

/** Browsers send Origin on WebSocket handshakes: only the page's own origin may open one. Non-browser clients send none. */
export function isAllowedWebSocketOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || isSameOrigin(origin, req.headers.host);
}

/**
 * Passes a subscription's values through; when the subscriber's queue overflows (it reads too slowly), the
 * subscription ends and `disconnect` closes its socket.
 */
export function endWhenTooSlow<T>(source: AsyncIterator<T>, disconnect: () => void): AsyncIterableIterator<T> {
  const done = (): IteratorResult<T> => ({ value: undefined, done: true });
  return {
    next: () =>
      source.next().catch((error: unknown) => {
        if (!(error instanceof QueueOverflowError)) throw error;
        disconnect();
        return done();
      }),
    return: async () => (source.return ? source.return() : done()),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * graphql-ws on the API's own port and `/graphql` path. The handshake is refused (403) from foreign origins; the
 * session cookie, when present, identifies the viewer, and each operation checks that session is still signed in
 * (else it runs as anonymous); a sign-out in any API process closes the session's sockets. Every operation passes the
 * same parse and validation limits as HTTP; a subscriber too slow to read its events is disconnected. Returns a
 * disposer for graceful shutdown.
 */
export function attachGraphQLWebSocket({ httpServer, schema, runtime, sessions, pubSub, production, trust }: WebSocketOptions): {
  dispose(): Promise<void>;
  /** Sockets open now. */
  socketCount(): number;
} {
  const signedIn = new WeakMap<IncomingMessage, SocketSession>();
  const keyed = new WeakMap<IncomingMessage, SocketKey>();
  const socketsBySession = new Map<string, Set<WebSocket>>();
  const socketsByKey = new Map<number, Set<WebSocket>>();
  const keyRuntime = { orm: runtime.orm, apiKeyCache: runtime.apiKeyCache ?? null };
  pubSub.onTopic(LiveTopic.ApiKeyRevoked, (apiKeyId) => {
    for (const socket of socketsByKey.get(Number(apiKeyId)) ?? []) socket.close(UNAUTHORIZED_CLOSE_CODE, 'The API key was revoked.');
    socketsByKey.delete(Number(apiKeyId));
  });
  const trackKey = (apiKeyId: number, socket: WebSocket) => {
    const sockets = socketsByKey.get(apiKeyId) ?? new Set<WebSocket>();
    socketsByKey.set(apiKeyId, sockets.add(socket));
    socket.once('close', () => {
      sockets.delete(socket);
      if (!sockets.size && socketsByKey.get(apiKeyId) === sockets) socketsByKey.delete(apiKeyId);
    });
  };
  pubSub.onTopic(LiveTopic.SessionEnded, (sessionId) => {
    for (const socket of socketsBySession.get(sessionId) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'Signed out.');
    socketsBySession.delete(sessionId);
  });
  const track = (sessionId: string, socket: WebSocket) => {
    const sockets = socketsBySession.get(sessionId) ?? new Set<WebSocket>();
    socketsBySession.set(sessionId, sockets.add(socket));
    socket.once('close', () => {
      sockets.delete(socket);
      if (!sockets.size && socketsBySession.get(sessionId) === sockets) socketsBySession.delete(sessionId);
    });
  };
  const socketOfContext = new WeakMap<AppContext, WebSocket>();
  // Each operation over a socket is a request of its own for the log: its lines and errors carry its id.
  const requestIdOfContext = new WeakMap<object, string>();
  const inScopeOf = <T>(context: unknown, work: () => T): T => {
    const requestId = typeof context === 'object' && context ? requestIdOfContext.get(context) : undefined;
    return requestId ? withLogScope({ requestId }, work) : work();
  };
  // A keyed socket's reader is read again for each operation (from the process's key cache), so a revoked key stops at once.
  const viewerOf = async (request: IncomingMessage, socket: WebSocket): Promise<{ viewer: User | null; apiKey: ApiKeyGrant | null }> => {
    const key = keyed.get(request);
    if (key) {
      try {
        const { grant, user } = await authenticateApiKey({ em: runtime.orm.em.fork(), apiKeyCache: keyRuntime.apiKeyCache }, key.secret);
        return { viewer: user, apiKey: grant };
      } catch (error) {
        socket.close(UNAUTHORIZED_CLOSE_CODE, toPublicError(error).message);
        throw error;
      }
    }
    return { viewer: await sessionViewerOf(request), apiKey: null };
  };
  const sessionViewerOf = async (request: IncomingMessage): Promise<User | null> => {
    const session = signedIn.get(request);
    if (!session) return null;
    return (await sessions.signedInUserId(session.sessionId)) === session.viewer.id ? session.viewer : null;
  };
  const format = formatGraphQLError(production);
  const wss = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: MAX_SOCKET_MESSAGE_BYTES,
    verifyClient: ({ req }, done) =>
      isAllowedWebSocketOrigin(req) ? done(true) : done(false, 403, 'Cross-site WebSocket connections are not allowed.'),
  });
  const server = useServer(
    {
      schema,
      onConnect: async ({ extra, connectionParams }) => {
        try {
          const key = await authenticateConnectionParams(keyRuntime, connectionParams);
          if (key) {
            keyed.set(extra.request, { secret: key.secret, grant: key.grant });
            trackKey(key.grant.id, extra.socket);
            return true;
          }
        } catch (error) {
          const refusal = toPublicError(error);
          if (refusal.code !== 'UNAUTHENTICATED') logger.warn('Could not check the API key of a WebSocket connection', error);
          extra.socket.close(UNAUTHORIZED_CLOSE_CODE, refusal.message);
          return false;
        }
        if (!sessions.hasSessionCookie(extra.request)) return true;
        try {
          const request = extra.request as Request;
          const viewer = await sessions.userFor(request);
          if (viewer) {
            signedIn.set(extra.request, { viewer, sessionId: request.sessionID });
            track(request.sessionID, extra.socket);
          }
          return true;
        } catch (error) {
          logger.warn('Could not read the session of a WebSocket connection', error);
          return true;
        }
      },
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        // The operation being started is already counted among the socket's open ones.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET)
          return [new GraphQLError(TOO_MANY_OPERATIONS, { extensions: { code: OPERATION_LIMIT_CODE } })];
        if (containsNul(payload.variables)) return [new GraphQLError(NUL_REFUSAL, { extensions: { code: 'BAD_USER_INPUT' } })];
        let document;
        try {
          document = parse(payload.query, PARSE_OPTIONS);
        } catch (error) {
          return withCode(
            [error instanceof GraphQLError ? error : new GraphQLError('The operation could not be parsed.')],
            'GRAPHQL_PARSE_FAILED',
          );
        }
        const errors = validate(schema, document, RULES);
        if (errors.length) return withCode(errors, 'GRAPHQL_VALIDATION_FAILED');
        const operation = getOperationAST(document, payload.operationName);
        // Variables that do not fit their types are the caller's mistake, refused as over HTTP, not a server error.
        if (operation) {
          const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {});
          if (coerced.errors) return withCode(coerced.errors, 'BAD_USER_INPUT');
        }
        graphqlOperations.inc({
          operation: operationLabel(payload.operationName ?? operation?.name?.value),
          type: operation?.operation ?? 'unknown',
          transport: 'ws',
        });
        return { schema, document, variableValues: payload.variables, operationName: payload.operationName ?? undefined };
      },
      context: async ({ extra }) => {
        const context = createContext(runtime, {
          ...(await viewerOf(extra.request, extra.socket)),
          address: clientAddress(extra.request, trust),
        });
        socketOfContext.set(context, extra.socket);
        requestIdOfContext.set(context, randomUUID());
        return context;
      },
      execute: (args) => inScopeOf(args.contextValue, () => execute(args)),
      subscribe: async (args) => {
        const result = await inScopeOf(args.contextValue, () => subscribe(args));
        if (!(Symbol.asyncIterator in result)) return result;
        const socket = socketOfContext.get(args.contextValue as AppContext);
        return endWhenTooSlow(result, () => socket?.close(TOO_SLOW_CLOSE_CODE, 'Too slow to receive live events.'));
      },
      // Refusals before execution are formatted as over HTTP: codes kept, suggestions gone in production.
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => format(error.toJSON(), error)),
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!('errors' in result) || !result.errors) return result;
        const errors = inScopeOf(args.contextValue, () => result.errors?.map((error) => format(error, error)));
        return { ...result, errors: errors as unknown as GraphQLError[] };
      },
    },
    wss,
  );
  // graphql-ws prints a socket's errors to the console; they go to the log instead, as one line. The usual one is a
  // message over the size limit, which ws has already answered by closing the socket with 1009.
  wss.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (error) => {
      logger.warn(`A live socket was closed: ${error.message}`);
      if (socket.readyState === socket.OPEN) socket.close(1011, 'Internal server error');
    });
  });
  return {
    socketCount: () => wss.clients.size,
    dispose: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
