import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PubSub } from 'type-graphql';
import type { AppServices } from './app-services.js';
import type { ApiKeyCache, ApiKeyGrant } from './lib/api-key-cache.js';
import type { RateLimits } from './lib/rate-limits/rate-limits.js';
import type { RequestMeter } from './lib/request-budget.js';
import type { SharedCounts } from './lib/shared-counts.js';
import type { User } from './modules/user/user.entity.js';
import { createLoaders, type Loaders } from './loaders.js';

/** Signs a browser in or out by changing its server-side session. */
export interface SessionControl {
  /** The browser's current session id. */
  readonly id: string;
  /** Starts a signed-in session for the user under a fresh session id. */
  login(user: User): Promise<void>;
  /** Ends the session server-side. */
  logout(): Promise<void>;
}

/** What every resolver, REST handler and service call sees: a request-scoped EntityManager, the viewer and loaders. */
export interface AppContext {
  em: EntityManager;
  viewer: User | null;
  /** The API key the request was made with (`Authorization: Bearer`), which limits what it may do; null otherwise. */
  apiKey: ApiKeyGrant | null;
  /** The API keys this process has looked up recently; null looks every key up. */
  apiKeyCache: ApiKeyCache | null;
  /** The request's account with its caller's hourly budget; null over graphql-ws and outside requests. */
  meter: RequestMeter | null;
  loaders: Loaders;
  now: () => Date;
  /** The client's network address, for per-address limits. */
  address: string;
  /** Present for HTTP requests, which carry a session cookie; absent over WebSocket. */
  session: SessionControl | null;
  services: AppServices;
  /** Per-reader and per-address limits, shared by every API process through the database. */
  limits: RateLimits;
  /** Whole-table counts shared by the process's requests until the data under them changes; null computes each time. */
  sharedCounts: SharedCounts | null;
  /** Where an answer the read cache may keep collects the articles it reads (see answer-articles.ts); absent otherwise. */
  answerArticles?: Set<string>;
  /** The process's live events, which subscriptions read; absent outside a server. */
  live?: Pick<PubSub, 'subscribe'>;
}

/** What every context of a process shares: the ORM, the outside world and the rate limits. */
export interface ContextRuntime {
  orm: MikroORM;
  services: AppServices;
  limits: RateLimits;
  sharedCounts?: SharedCounts;
  apiKeyCache?: ApiKeyCache;
  live?: Pick<PubSub, 'subscribe'>;
}

export interface ContextInput {
  viewer?: User | null;
  apiKey?: ApiKeyGrant | null;
  meter?: RequestMeter | null;
  address?: string;
  session?: SessionControl | null;
}

// The parts a context makes on first use, held by reference so that the copies GraphQL servers make of a context
// (Apollo runs each operation with a shallow copy) share them instead of each making their own.
const LAZY = Symbol('lazily made parts');

interface LazyParts {
  orm: MikroORM;
  viewer: User | null;
  em?: EntityManager;
  loaders?: Loaders;
}

type LazyContext = AppContext & { [LAZY]: LazyParts };

// On the prototype, not on each context: a shallow copy (`Object.assign`, a spread) would otherwise call the getters
// and fork an EntityManager for a request that never reads one.
const lazyPrototype = {
  get em(): EntityManager {
    const lazy = (this as unknown as LazyContext)[LAZY];
    return (lazy.em ??= lazy.orm.em.fork());
  },
  get loaders(): Loaders {
    const lazy = (this as unknown as LazyContext)[LAZY];
    return (lazy.loaders ??= createLoaders(this.em, lazy.viewer));
  },
};

/**
 * Builds a fresh context for one HTTP request or one graphql-ws operation. The EntityManager fork and the loaders are
 * made on first use: a live subscription that only relays events holds neither for its whole lifetime.
 */
export function createContext(
  { orm, services, limits, sharedCounts, apiKeyCache, live }: ContextRuntime,
  input: ContextInput = {},
): AppContext {
  const viewer = input.viewer ?? null;
  const own: Omit<AppContext, 'em' | 'loaders'> & { [LAZY]: LazyParts } = {
    viewer,
    apiKey: input.apiKey ?? null,
    apiKeyCache: apiKeyCache ?? null,
    meter: input.meter ?? null,
    now: services.clock,
    services,
    limits,
    sharedCounts: sharedCounts ?? null,
    address: input.address ?? 'unknown',
    session: input.session ?? null,
    live,
    [LAZY]: { orm, viewer },
  };
  return Object.assign(Object.create(lazyPrototype) as typeof lazyPrototype, own);
}

/**
 * The same request's context with some of its parts replaced (another viewer, no API key): it shares the request's
 * EntityManager and loaders. Use this rather than a spread, which leaves out the parts made on first use.
 */
export function withContext<T extends object>(ctx: T, changes: Partial<T>): T {
  return Object.assign(Object.create(Object.getPrototypeOf(ctx) as object) as T, ctx, changes);
}
