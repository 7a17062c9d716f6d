import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import { graphqlOperationDuration, graphqlOperations, httpRequestDuration, httpRequests, operationLabel } from '../lib/metrics.js';

// A path segment that names one thing (an id, a token, a hash) rather than a kind of thing.
const VARYING_SEGMENT = /^(?:\d+|[A-Za-z0-9_-]{20,}|[^/]*[%.][^/]*)$/;

/**
 * A request's route as a metrics label, of bounded variety: `/api/articles/:id/comments`, `/graphql`, `/metrics`;
 * the web client's pages and assets are `client`, and any 404 is `unmatched`, so made-up paths add no series.
 */
export function routeLabel(req: IncomingMessage & { originalUrl?: string }, status: number): string {
  const path = (req.originalUrl ?? req.url ?? '/').split('?')[0];
  if (status === 404) return 'unmatched';
  if (path === '/graphql' || path === '/healthz' || path === '/readyz' || path === '/metrics') return path;
  if (path.startsWith('/api/') || path.startsWith('/email/')) {
    const segments = path
      .split('/')
      .slice(0, 6)
      .map((segment, index) => (index > 1 && VARYING_SEGMENT.test(segment) ? ':id' : segment));
    return segments.join('/');
  }
  return 'client';
}

/** Counts every HTTP answer and its time by method, route and status. */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const stop = httpRequestDuration.startTimer();
  res.once('finish', () => {
    const route = routeLabel(req, res.statusCode);
    const method = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(req.method) ? req.method : 'OTHER';
    httpRequests.inc({ method, route, status: String(res.statusCode) });
    stop({ method, route });
  });
  next();
};

/** Counts GraphQL operations over HTTP and their time, by operation name and type. */
export function createGraphQLMetricsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const stop = graphqlOperationDuration.startTimer();
      return {
        async willSendResponse({ operationName, operation }) {
          const labels = { operation: operationLabel(operationName), type: operation?.operation ?? 'unknown' };
          graphqlOperations.inc({ ...labels, transport: 'http' });
          stop(labels);
        },
      };
    },
  };
}
