import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { DomainError } from '../lib/errors.js';
import { crossSite } from './csrf.js';

/** The headers a page on another origin may read from an answer. */
const EXPOSED_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'Link',
  'X-Total-Count',
  'ETag',
  'X-Request-Id',
];
/** The headers a page on another origin may send. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name', 'If-None-Match'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const COOKIE_CROSS_SITE_REFUSAL =
  'A request from another site cannot use the Paperlight session cookie. Send an API key instead (Authorization: Bearer pl_…).';

/**
 * CORS for the public API: any origin may read anonymous answers and send requests with an API key
 * (`Access-Control-Allow-Origin: *`, never with credentials), and preflights are answered for `Authorization` and
 * `Content-Type`. A request that rides the session cookie stays same-site only: from another site (by Origin or
 * Sec-Fetch-Site) without an API key it is refused with 403, whatever its method.
 */
export function crossOriginPolicy(options: {
  hasSessionCookie: (req: IncomingMessage) => boolean;
  refuse: (res: Response, error: DomainError) => void;
}): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    if (crossSite(req) && options.hasSessionCookie(req) && req.headers.authorization === undefined) {
      return options.refuse(res, new DomainError('FORBIDDEN', COOKIE_CROSS_SITE_REFUSAL));
    }
    next();
  };
}
