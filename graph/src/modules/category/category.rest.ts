import { Router } from 'express';
import { handle, type ContextFactory } from '../../lib/rest.js';
import { listCategories } from './category.service.js';

/** `GET /api/categories`, a thin adapter over the category service. */
export function categoryRoutes(createContext: ContextFactory): Router {
  const router = Router();
  router.get(
    '/categories',
    handle(createContext, async (ctx) => {
      const categories = await listCategories(ctx);
      return categories.map(({ id, name, slug, count }) => ({ id, name, slug, count }));
    }),
  );
  return router;
}
