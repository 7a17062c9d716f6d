import { Router } from 'express';
import { BadInputError } from '../../lib/errors.js';
import { handle, linkNextPage, pageQuery, type ContextFactory } from '../../lib/rest.js';
import { articleJson } from '../article/article.rest.js';
import { requireViewer } from '../../lib/viewer.js';
import { addBookmark, listBookmarkedArticles, listBookmarks, removeBookmark } from './bookmark.service.js';

/**
 * The bookmark calls of the REST API (signed in), as thin adapters over the bookmark service. Lists answer at most 100
 * items (`?limit=`, default 100) and point to the next page with `Link: <…>; rel="next"`.
 */
export function bookmarkRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/user/bookmarks',
    handle(createContext, async (ctx, req, res) => {
      const request = pageQuery(req.query);
      const page = await listBookmarks(ctx, requireViewer(ctx, 'READ'), request);
      linkNextPage(req, res, page, request.first);
      return page.items.map((bookmark) => ({ articleId: bookmark.article.id, createdAt: bookmark.createdAt.toISOString() }));
    }),
  );

  router.post(
    '/user/bookmarks',
    handle(createContext, async (ctx, req, res) => {
      const viewer = requireViewer(ctx, 'WRITE');
      const articleId: unknown = (req.body as { articleId?: unknown } | undefined)?.articleId;
      if (typeof articleId !== 'number' && typeof articleId !== 'string') throw new BadInputError('articleId is required.');
      const bookmark = await addBookmark(ctx, viewer, articleId);
      res.status(201);
      return { articleId: bookmark.article.id, createdAt: bookmark.createdAt.toISOString() };
    }),
  );

  router.delete(
    '/user/bookmarks/:articleId',
    handle(createContext, async (ctx, req) => {
      const removed = await removeBookmark(ctx, requireViewer(ctx, 'WRITE'), String(req.params.articleId));
      return { articleId: Number(req.params.articleId), removed };
    }),
  );

  router.get(
    '/user/bookmarked-articles',
    handle(createContext, async (ctx, req, res) => {
      const request = pageQuery(req.query);
      const page = await listBookmarkedArticles(ctx, requireViewer(ctx, 'READ'), request);
      linkNextPage(req, res, page, request.first);
      return Promise.all(page.items.map((article) => articleJson(ctx, article)));
    }),
  );

  return router;
}
