import { Router } from 'express';
import { handle, linkNextPage, pageQuery, type ContextFactory } from '../../lib/rest.js';
import { requireViewer } from '../../lib/viewer.js';
import type { Comment } from './comment.entity.js';
import { addComment, deleteComment, listComments } from './comment.service.js';

/** A comment as REST answers it (docs/product/rest.md#comment). */
export function commentJson(comment: Comment) {
  return {
    id: comment.id,
    articleId: comment.article.id,
    userId: comment.user.id,
    username: comment.user.username ?? null,
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
  };
}

/**
 * The comment calls of the REST API, as thin adapters over the comment service. Lists answer at most 100 comments
 * (`?limit=`, default 100) and point to the next page with `Link: <…>; rel="next"`.
 */
export function commentRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/articles/:id/comments',
    handle(createContext, async (ctx, req, res) => {
      const request = pageQuery(req.query);
      const page = await listComments(ctx, String(req.params.id), request);
      linkNextPage(req, res, page, request.first);
      return page.items.map(commentJson);
    }),
  );

  router.post(
    '/articles/:id/comments',
    handle(createContext, async (ctx, req, res) => {
      const viewer = requireViewer(ctx, 'WRITE');
      const content: unknown = (req.body as { content?: unknown } | undefined)?.content;
      const comment = await addComment(ctx, viewer, String(req.params.id), typeof content === 'string' ? content : '');
      res.status(201);
      return commentJson(comment);
    }),
  );

  router.delete(
    '/comments/:commentId',
    handle(createContext, async (ctx, req) => deleteComment(ctx, requireViewer(ctx, 'WRITE'), String(req.params.commentId))),
  );

  return router;
}
