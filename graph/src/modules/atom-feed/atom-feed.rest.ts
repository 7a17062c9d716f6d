import { Router, type Response } from 'express';
import { handle, queryInteger, queryString, type ContextFactory } from '../../lib/rest.js';
import { readFeedQuery } from '../article/article.rest.js';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from '../article/article.service.js';
import { publicAtomFeed, savedSearchAtomFeed } from './atom-feed.service.js';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

function sendAtom(res: Response, document: string, privateFeed: boolean): void {
  res.setHeader('Content-Type', ATOM_TYPE);
  if (privateFeed) {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
  }
  res.send(document);
}

/**
 * The Atom feeds (docs/product/following.md#atom-feeds): `GET /api/articles.atom` takes the same query parameters as
 * `GET /api/articles`; `GET /api/saved-searches/:id/feed.atom?token=…` is a saved search's private feed, whose token
 * is the only authority (feed readers send no cookie).
 */
export function atomFeedRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/articles.atom',
    handle(createContext, async (ctx, req, res) => {
      const document = await publicAtomFeed(ctx, {
        ...readFeedQuery(req.query),
        first: Math.min(queryInteger(req.query.limit, 'limit', 0, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
        offset: queryInteger(req.query.offset, 'offset', 0, MAX_OFFSET),
        requestPath: req.originalUrl,
      });
      sendAtom(res, document, false);
    }),
  );

  router.get(
    '/saved-searches/:id/feed.atom',
    handle(createContext, async (ctx, req, res) => {
      const document = await savedSearchAtomFeed(ctx, String(req.params.id), queryString(req.query.token, 'token') ?? '');
      sendAtom(res, document, true);
    }),
  );

  return router;
}
