import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { BadInputError, isDatabaseUnavailable, toPublicError } from './errors.js';
import { MAX_PAGE_SIZE } from './id-pages.js';
import { logger, withLogScope } from './logger.js';
import { errorsByCode } from './metrics.js';
import type { AppContext } from '../context.js';

export type ContextFactory = (req: Request) => Promise<AppContext>;

/** Wraps an async REST handler: any thrown error becomes `{ message }` with its honest status; internals are logged, never sent. */
export function handle(
  createContext: ContextFactory,
  handler: (ctx: AppContext, req: Request, res: Response) => Promise<unknown>,
): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const ctx = await createContext(req);
      const body = await handler(ctx, req, res);
      if (!res.headersSent) res.json(body);
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** Sends an error as JSON `{ message }`; 500s are logged with their cause and answered with a generic sentence. */
export function sendError(res: Response, error: unknown): void {
  const publicError = toPublicError(error);
  errorsByCode.inc({ api: 'rest', code: publicError.code });
  const requestId = (res.req as { id?: unknown } | undefined)?.id;
  if (publicError.code === 'INTERNAL_SERVER_ERROR') {
    withLogScope(typeof requestId === 'string' ? { requestId } : {}, () => logger.error('Request failed', error));
  }
  // A database outage arrives as a driver error and becomes SERVICE_UNAVAILABLE here; a service's own 503 (payments
  // not configured, the AI provider down) is not an outage: it says its own retry time, if any.
  if (publicError.code === 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(error)) {
    logger.warn(`Database unreachable: ${error instanceof Error ? error.message : String(error)}`);
    res.setHeader('Retry-After', '5');
  }
  const retryAfter = publicError.details.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  if (!res.headersSent) res.status(publicError.httpStatus).json({ message: publicError.message });
}

/** Reads a query parameter that may be repeated (`?source=a&source=b`) as a list of non-empty strings. */
export function queryList(value: unknown): string[] {
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((item) => (typeof item === 'string' ? [item.trim()] : [])).filter((item) => item !== '');
}

/** Reads an optional single string query parameter; a repeated one is bad input. */
export function queryString(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadInputError(`Give ${name} once, as text.`);
  return value;
}

/** Reads an optional whole-number query parameter within bounds. */
export function queryInteger(value: unknown, name: string, min: number, max: number): number | undefined {
  const text = queryString(value, name);
  if (text === undefined || text.trim() === '') return undefined;
  if (!/^\d+$/.test(text.trim())) throw new BadInputError(`${name} must be a whole number from ${min} to ${max}.`);
  const number = Number(text);
  if (number < min) throw new BadInputError(`${name} must be a whole number from ${min} to ${max}.`);
  return number;
}

/**
 * Reads a REST list's paging parameters: `limit` (at least 1; more than MAX_PAGE_SIZE, the default, is capped to it)
 * and `after` (the cursor from the previous answer's `Link: <…>; rel="next"`).
 */
export function pageQuery(query: Request['query']): { first: number; after: string | null } {
  return {
    first: Math.min(MAX_PAGE_SIZE, queryInteger(query.limit, 'limit', 1, MAX_PAGE_SIZE) ?? MAX_PAGE_SIZE),
    after: queryString(query.after, 'after') || null,
  };
}

/** Points to the next page of a REST list, when there is one, with `Link: <url>; rel="next"`. */
export function linkNextPage(req: Request, res: Response, page: { hasNextPage: boolean; cursors: string[] }, limit: number): void {
  const last = page.cursors.at(-1);
  if (!page.hasNextPage || !last) return;
  const params = new URLSearchParams({ limit: String(limit), after: last });
  res.setHeader('Link', `<${req.baseUrl}${req.path}?${params.toString()}>; rel="next"`);
}
