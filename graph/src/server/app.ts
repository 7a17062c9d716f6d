import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import type { AppServices } from '../app-services.js';
import { reportLiveReadings, type PoolReadings } from '../lib/metrics.js';
import { ApiKeyCache } from '../lib/api-key-cache.js';
import { LiveTopic } from '../lib/change-events.js';
import { PgPubSub } from '../lib/pubsub.js';
import { BudgetCounters, REQUEST_BUDGETS, type RequestBudgets } from '../lib/request-budget.js';
import { API_KEY_CACHE_ENTRIES, API_KEY_CACHE_MS } from '../modules/api-key/api-key.limits.js';
import { RateLimits } from '../lib/rate-limits/rate-limits.js';
import { SharedCounts } from '../lib/shared-counts.js';
import { createSessionMiddleware } from '../modules/auth/session.middleware.js';
import { startStripeSyncLoop } from '../modules/billing/stripe-sync-loop.service.js';
import { articleAdditionGapRecovery, articleAdditionHydrators } from '../modules/article/article-addition.events.js';
import { commentEventHydrators, commentGapRecovery } from '../modules/comment/comment.events.js';
import type { TrustProxy } from '../config/env.js';
import { createApolloServer } from './apollo.js';
import { compileTrust } from './client-address.js';
import { createHttpApp } from './http.js';
import { ResponseCache } from './response-cache.js';
import { createSchema } from './schema.js';
import { attachGraphQLWebSocket } from './ws.js';

export interface PaperlightServer {
  httpServer: Server;
  pubSub: PgPubSub;
  /** The anonymous public answers cache, null when turned off. */
  readCache: ResponseCache | null;
  /** Starts listening; resolves with the bound port (useful with port 0). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting requests and sockets, lets in-flight ones finish, and closes the live-events connection. */
  close(): Promise<void>;
}

export interface ServerOptions {
  orm: MikroORM;
  services: AppServices;
  production: boolean;
  sessionSecret: string;
  /** Which proxies' `X-Forwarded-For` to believe about the caller's address (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The bearer token `/metrics` asks for (METRICS_TOKEN); null or absent leaves it open. */
  metricsToken?: string | null;
  /** Serve repeated anonymous public GETs from an in-process cache (default true); off, every answer is computed. */
  cacheAnonymousReads?: boolean;
  /** Each caller's hourly budget of points (default REQUEST_BUDGETS). */
  requestBudgets?: RequestBudgets;
}

/**
 * The live-events bus for this process: added comments and papers are loaded once per process, then fanned out; those
 * added while its listening connection reconnects are read back and delivered.
 */
export function createPubSub(orm: MikroORM): PgPubSub {
  return new PgPubSub(orm.config.get('clientUrl') as string, {
    hydrators: { ...commentEventHydrators(orm), ...articleAdditionHydrators(orm) },
    recoveries: [commentGapRecovery(orm), articleAdditionGapRecovery(orm)],
  });
}

/** Wires GraphQL over HTTP and WebSocket, the REST shims and sessions on one HTTP server; the ORM stays the caller's. */
export async function createPaperlightServer({
  orm,
  services,
  production,
  sessionSecret,
  trustProxy = false,
  cacheAnonymousReads = true,
  metricsToken = null,
  requestBudgets = REQUEST_BUDGETS,
}: ServerOptions): Promise<PaperlightServer> {
  const httpServer = createServer();
  const pubSub = createPubSub(orm);
  const readCache = cacheAnonymousReads ? new ResponseCache(() => pubSub.listening) : null;
  if (readCache) pubSub.onReadChange((change) => readCache.invalidate(change));
  const sharedCounts = new SharedCounts(() => pubSub.listening);
  pubSub.onReadChange((change) => {
    if (change.kind === 'everything') sharedCounts.clear();
  });
  // Keys are trusted from memory only while revocations can be heard; a reconnection may have missed some.
  const apiKeyCache = new ApiKeyCache({ ttlMs: API_KEY_CACHE_MS, maxEntries: API_KEY_CACHE_ENTRIES, trusted: () => pubSub.listening });
  pubSub.onTopic(LiveTopic.ApiKeyRevoked, (apiKeyId) => apiKeyCache.forget(Number(apiKeyId)));
  pubSub.onReadChange((change) => {
    if (change.kind === 'everything') apiKeyCache.clear();
  });
  await pubSub.start();
  const schema = await createSchema(pubSub);
  const runtime = {
    orm,
    services,
    limits: RateLimits.forDatabase(orm.config.get('clientUrl') as string),
    sharedCounts,
    apiKeyCache,
    live: pubSub,
  };
  const sessions = createSessionMiddleware({ orm, secret: sessionSecret, production });
  const trust = compileTrust(trustProxy);
  const ws = attachGraphQLWebSocket({ httpServer, schema, runtime, sessions, pubSub, production, trust });
  const apollo = createApolloServer(schema, httpServer, production, ws.dispose);
  await apollo.start();
  const budgets = new BudgetCounters(requestBudgets);
  httpServer.on(
    'request',
    createHttpApp({
      orm,
      runtime,
      apollo,
      production,
      sessions,
      readCache,
      trust,
      metricsToken,
      isListening: () => pubSub.listening,
      budgets,
      schemaSdl: printSchema(lexicographicSortSchema(schema)),
    }),
  );
  const pool: PoolReadings = await orm.em.getConnection().getNativeClient();
  const stopReporting = reportLiveReadings({
    sockets: ws.socketCount,
    subscriptions: () => pubSub.subscriberCount,
    cacheEntries: () => readCache?.size ?? 0,
    pool: () => pool,
  });
  const stripeSync = startStripeSyncLoop(orm, services);
  return {
    httpServer,
    pubSub,
    readCache,
    listen: (port, host = '0.0.0.0') =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve((httpServer.address() as AddressInfo).port));
      }),
    close: async () => {
      stopReporting();
      await apollo.stop();
      await stripeSync?.stop();
      sessions.store.close();
      await pubSub.close();
      await runtime.limits.close();
    },
  };
}
