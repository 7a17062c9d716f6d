import type { Request, RequestHandler } from 'express';
import { BadInputError, DomainError } from '../lib/errors.js';
import { sendError } from '../lib/rest.js';
import { apiKeyOf } from '../modules/api-key/api-key.middleware.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The content types a cross-site HTML form or a no-preflight fetch can send.
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** True when an Origin header names the host the request was sent to. */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** True when a request comes from another site's page, by its Origin or Sec-Fetch-Site header. */
export function crossSite(req: Request): boolean {
  const origin = req.get('origin');
  if (origin && origin !== 'null' && !isSameOrigin(origin, req.get('host'))) return true;
  if (origin === 'null') return true;
  return req.get('sec-fetch-site') === 'cross-site';
}

/**
 * Protects cookie-authenticated `/api/*` writes from cross-site request forgery, as Apollo's CSRF prevention does for
 * GraphQL: writes from another site (by Origin or Sec-Fetch-Site) are refused with 403, and writes in a content type
 * an HTML form can send are refused with 400. Reads pass untouched, and so do writes from any site made with an API key:
 * a key is no ambient credential, and a page on another site can only send one it already holds.
 */
export const restCsrfGuard: RequestHandler = (req, res, next) => {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  if (crossSite(req) && !apiKeyOf(req)) return sendError(res, new DomainError('FORBIDDEN', 'Cross-site requests are not allowed.'));
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (SIMPLE_CONTENT_TYPES.includes(type))
    return sendError(res, new BadInputError('Send the request body as JSON (Content-Type: application/json).'));
  next();
};
