import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { baseLogger, logFormat, withLogScope } from '../lib/logger.js';

// An id a caller or a proxy sends in X-Request-Id is kept when it is short and plain; anything else is replaced.
const ACCEPTED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
// Query parameters that carry a credential (the unsubscribe link's signed token) are not written to the log.
const SECRET_PARAMS = /([?&](?:token|key|api_key|password)=)[^&]*/gi;
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The request's id: the caller's `X-Request-Id` when acceptable, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && ACCEPTED_ID.test(value) ? value : randomUUID();
}

/** A request's path and query as logged: credentials in the query replaced. */
export function loggedUrl(url: string | undefined): string {
  return (url ?? '').replace(SECRET_PARAMS, '$1[redacted]');
}

// Routers strip their mount path from `url` by the time the answer is sent; `originalUrl` keeps it.
const summary = (req: IncomingMessage & { originalUrl?: string }, status: number) =>
  `${req.method} ${(req.originalUrl ?? req.url ?? '').split('?')[0]} ${status}`;

/**
 * One log line per request (method, path, status, time taken, request id; no headers, cookies or bodies), and the
 * request's id: taken from `X-Request-Id` or made, returned in `X-Request-Id`, and carried by every line the request
 * logs. Health and metrics probes are not logged; in development each line is at debug level.
 */
export function requestLog(): RequestHandler[] {
  const http = pinoHttp({
    logger: baseLogger(),
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({ method: req.method, url: loggedUrl(req.originalUrl ?? req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : logFormat() === 'json' ? 'info' : 'debug'),
    customSuccessMessage: (req, res) => summary(req, res.statusCode),
    customErrorMessage: (req, res) => summary(req, res.statusCode),
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0]) },
    quietReqLogger: true,
  });
  const scoped: RequestHandler = (req, _res, next) => withLogScope({ requestId: String(req.id) }, next);
  return [http, scoped];
}

/** Re-enters the request's log scope: body parsers and session stores call back from outside it. */
export const requestScope: RequestHandler = (req, _res, next) => withLogScope({ requestId: String(req.id) }, next);
