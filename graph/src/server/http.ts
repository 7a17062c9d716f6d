import { atomFeedRoutes } from '../modules/atom-feed/atom-feed.rest.js';
import { savedSearchRoutes } from '../modules/saved-search/saved-search.rest.js';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import { BadInputError, DomainError, NotFoundError } from '../lib/errors.js';
import { aiRoutes } from '../modules/ai/ai.rest.js';
import { bearerAuthentication, unlessKeyed } from '../modules/api-key/api-key.middleware.js';
import { apiKeyRoutes } from '../modules/api-key/api-key.rest.js';
import { articleRoutes } from '../modules/article/article.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import type { SessionMiddleware } from '../modules/auth/session.middleware.js';
import { billingRoutes } from '../modules/billing/billing.rest.js';
import { stripeWebhookRoutes } from '../modules/billing/stripe-webhook.rest.js';
import { categoryRoutes } from '../modules/category/category.rest.js';
import { bookmarkRoutes } from '../modules/bookmark/bookmark.rest.js';
import { commentRoutes } from '../modules/comment/comment.rest.js';
import { digestRoutes, unsubscribeRoutes } from '../modules/digest/digest.rest.js';
import { exportRoutes } from '../modules/export/export.rest.js';
import { membershipRoutes } from '../modules/membership/membership.rest.js';
import type { AppContext, ContextRuntime } from '../context.js';
import type { TrustFunction } from './client-address.js';
import { refuseNulCharacters } from './nul-characters.js';
import { createRequestContext } from './request-context.js';
import { requestLog, requestScope } from './request-log.js';
import { meterRequests, type BudgetRefusal } from './request-meter.js';
import type { BudgetCounters } from '../lib/request-budget.js';
import { restCsrfGuard } from './csrf.js';
import { crossOriginPolicy } from './cors.js';
import { createExplorer } from './explorer.js';
import { apolloMiddleware } from './apollo-middleware.js';
import { databaseIsReachable, readinessCheck } from './health.js';
import { anonymousResponseCache, type AnswerLocals, type ResponseCache } from './response-cache.js';
import { feedPaintCache } from './first-paint-cache.js';
import { sendError } from '../lib/rest.js';
import { metricsEndpoint } from '../lib/metrics.js';
import { httpMetrics } from './http-metrics.js';
import { CLIENT_DIST, staticClient } from './static-client.js';
import { describePage } from '../modules/article/article-preview.service.js';

export interface HttpAppOptions {
  orm: MikroORM;
  runtime: ContextRuntime;
  apollo: ApolloServer<AppContext>;
  production: boolean;
  sessions: SessionMiddleware;
  /** The anonymous public answers cache, or null to compute every answer. */
  readCache: ResponseCache | null;
  /** Which proxy hops' `X-Forwarded-For` is believed (TRUST_PROXY). */
  trust: TrustFunction;
  /** The bearer token `/metrics` asks for (METRICS_TOKEN); null leaves it open. */
  metricsToken: string | null;
  /** Whether the live-events (LISTEN) connection is up. */
  isListening: () => boolean;
  /** Each caller's hourly budget of points, counted in this process. */
  budgets: BudgetCounters;
  /** The schema in SDL, served at `/schema.graphql`. */
  schemaSdl: string;
}

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
};

/** How answers under `/api` are cached unless the anonymous read cache makes them public: by no one, since most are personal. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const privateByDefault: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  res.setHeader('Vary', 'Cookie, Authorization');
  next();
};

/**
 * Errors Express and its parsers raise about the request itself, answered with a sentence and no stack trace: a body
 * that is not JSON or too large, a path that cannot be decoded (`/api/articles/%FF`), a missing asset file.
 */
const requestErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') return sendError(res, new BadInputError('The request body is not valid JSON.'));
  if (type === 'entity.too.large') return sendError(res, new DomainError('BAD_USER_INPUT', 'The request body is too large.'));
  if (res.headersSent) return next(error);
  if (status === 404) return sendError(res, new NotFoundError(`There is no file at ${req.originalUrl.split('?')[0]}.`));
  if (error instanceof URIError)
    return sendError(res, new BadInputError('The request address has an escape (%…) that is not valid UTF-8.'));
  if (typeof status === 'number' && status >= 400 && status < 500)
    return sendError(res, new BadInputError('The request could not be read.'));
  sendError(res, error);
};

/** A refusal before GraphQL runs, in GraphQL's own shape, with the error's HTTP status. */
function sendGraphQLError(res: Response, error: DomainError): void {
  res.status(error.httpStatus).json({ errors: [{ message: error.message, extensions: { code: error.code, ...error.details } }] });
}

/** The Express app: `/healthz`, the `/api/*` REST shims, `/graphql` and its explorer, and the SDL at `/schema.graphql`. */
export function createHttpApp({
  orm,
  runtime,
  apollo,
  sessions,
  readCache,
  trust,
  metricsToken,
  isListening,
  budgets,
  schemaSdl,
}: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trust);
  app.use(securityHeaders);
  app.use(...requestLog(), httpMetrics);
  // Gzip for the client's assets and API answers: uncompressed, the first load over a phone connection is too slow.
  const gzip = compression();
  // Without Accept-Encoding the answer goes out as it is, and the middleware would only wrap every write to find that out.
  app.use((req, res, next) => (req.headers['accept-encoding'] ? gzip(req, res, next) : next()));

  app.get('/healthz', async (_req, res) => {
    const ok = await databaseIsReachable(orm);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database: ok ? 'reachable' : 'unreachable' });
  });

  const readiness = readinessCheck(orm, isListening);
  app.get('/readyz', async (_req, res) => {
    const { ready, ...checks } = await readiness();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', ...checks });
  });
  app.get('/metrics', metricsEndpoint(metricsToken));

  // A request with an Authorization header is never answered from, nor kept in, the anonymous cache: it has a reader.
  const hasSessionCookie = (req: IncomingMessage) => sessions.hasSessionCookie(req) || req.headers.authorization !== undefined;
  const keyRuntime = { orm, apiKeyCache: runtime.apiKeyCache ?? null };
  const sessionHandlers = unlessKeyed(sessions.handlers);
  const meter = (phase: 'early' | 'signed-in', refuse: BudgetRefusal) =>
    meterRequests(budgets, phase, { hasSessionCookie: sessions.hasSessionCookie, refuse });
  const graphqlCache: RequestHandler[] = readCache ? [anonymousResponseCache(readCache, { graphql: true, hasSessionCookie })] : [];
  const contextFor = async (req: Request): Promise<AppContext> => {
    const context = createRequestContext(runtime, req);
    const answerArticles = (req.res?.locals as AnswerLocals | undefined)?.answerArticles;
    if (answerArticles) context.answerArticles = answerArticles;
    return context;
  };

  const cors = (refuse: BudgetRefusal) => crossOriginPolicy({ hasSessionCookie: sessions.hasSessionCookie, refuse });
  app.use('/api', cors(sendError));
  app.use(['/graphql', '/schema.graphql'], cors(sendGraphQLError));
  // The schema integrators generate clients from, as its SDL; public, like introspection.
  app.get('/schema.graphql', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('text/plain; charset=utf-8').send(schemaSdl);
  });

  // Stripe signs the raw body and posts from its own servers: this route precedes the JSON parser and the CSRF guard.
  app.use('/api', stripeWebhookRoutes(contextFor));

  const api = express.Router();
  api.use(privateByDefault, bearerAuthentication(keyRuntime, sendError), meter('early', sendError), restCsrfGuard);
  if (readCache) api.use(anonymousResponseCache(readCache, { graphql: false, hasSessionCookie }));
  api.use(express.json({ limit: '100kb' }), refuseNulCharacters);
  api.use(...sessionHandlers, meter('signed-in', sendError), requestScope);
  // Before the article routes, whose `/articles/:id` would otherwise take `/articles/export`.
  api.use(exportRoutes(contextFor));
  api.use(atomFeedRoutes(contextFor));
  api.use(articleRoutes(contextFor));
  api.use(categoryRoutes(contextFor));
  api.use(authRoutes(contextFor));
  api.use(bookmarkRoutes(contextFor));
  api.use(apiKeyRoutes(contextFor));
  api.use(savedSearchRoutes(contextFor));
  api.use(commentRoutes(contextFor));
  api.use(membershipRoutes(contextFor));
  api.use(billingRoutes(contextFor));
  api.use(aiRoutes(contextFor));
  api.use(digestRoutes(contextFor));
  api.use((req, res) => {
    res.status(404).json({ message: `There is no API endpoint ${req.method} ${req.baseUrl}${req.path}.` });
  });
  api.use(requestErrors);
  app.use('/api', api);
  // Session-free: the signed token in the link is the authority, and mail providers post to it as a form.
  app.use(unsubscribeRoutes(contextFor));

  app.use('/graphql', createExplorer());
  app.use(
    '/graphql',
    bearerAuthentication(keyRuntime, sendGraphQLError),
    meter('early', sendGraphQLError),
    ...graphqlCache,
    express.json({ limit: '100kb' }),
    refuseNulCharacters,
    ...sessionHandlers,
    meter('signed-in', sendGraphQLError),
    requestScope,
    apolloMiddleware(apollo, ({ req }) => contextFor(req)),
  );
  const publicUrl = runtime.services.publicUrl;
  const feedCache = readCache ? feedPaintCache(readCache) : null;
  const client = staticClient(publicUrl, CLIENT_DIST, (pathname, req) =>
    describePage({ em: orm.em.fork() }, pathname, publicUrl, {
      search: new URL(req.originalUrl, publicUrl).search,
      signedIn: hasSessionCookie(req),
      feedCache,
    }),
  );
  if (client) app.use(client);
  app.use(requestErrors);
  return app;
}
