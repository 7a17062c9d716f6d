import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { BadInputError } from '../../lib/errors.js';
import { handle, type ContextFactory } from '../../lib/rest.js';
import { requireViewer } from '../../lib/viewer.js';
import { readFeedFilter } from '../article/article.rest.js';
import type { SavedSearch } from './saved-search.entity.js';
import {
  countNewPapers,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  resetSavedSearchFeed,
  savedSearchFeedUrl,
  saveSearch,
  updateSavedSearch,
} from './saved-search.service.js';

/** A saved search as REST answers it (docs/product/following.md#saved-searches). */
export interface SavedSearchJson {
  id: number;
  name: string;
  /** The filter in `GET /api/articles`' query parameters, e.g. `{ "search": "sleep", "source": ["PubMed"] }`. */
  filter: Record<string, string | string[] | boolean>;
  newCount: number;
  feedUrl: string;
  lastOpenedAt: string;
  createdAt: string;
  updatedAt: string;
}

async function savedSearchJson(ctx: AppContext, search: SavedSearch): Promise<SavedSearchJson> {
  const { filter } = search;
  const query: Record<string, string | string[] | boolean> = {};
  if (filter.search) query.search = filter.search;
  if (filter.sources?.length) query.source = filter.sources;
  if (filter.categories?.length) query.category = filter.categories;
  if (filter.designs?.length) query.design = filter.designs;
  if (filter.peerReview) query.peerReview = filter.peerReview;
  if (filter.openAccessOnly) query.openAccess = true;
  if (filter.journals?.length) query.journal = filter.journals;
  if (filter.searchScope) query.searchIn = filter.searchScope;
  return {
    id: search.id,
    name: search.name,
    filter: query,
    newCount: await countNewPapers(ctx, requireViewer(ctx, 'READ'), search),
    feedUrl: savedSearchFeedUrl(ctx.services.publicUrl, search),
    lastOpenedAt: search.lastOpenedAt.toISOString(),
    createdAt: search.createdAt.toISOString(),
    updatedAt: search.updatedAt.toISOString(),
  };
}

/** The body's `filter`, written as `GET /api/articles`' query parameters (strings, or lists of strings). */
function readBodyFilter(body: unknown, required: boolean): ReturnType<typeof readFeedFilter> | null {
  const filter = (body as { filter?: unknown } | undefined)?.filter;
  if (filter === undefined || filter === null) {
    if (required) throw new BadInputError('filter is required: the feed query parameters to save, such as { "search": "sleep" }.');
    return null;
  }
  if (typeof filter !== 'object' || Array.isArray(filter)) {
    throw new BadInputError('filter must be an object of feed query parameters, such as { "search": "sleep" }.');
  }
  const asQuery = Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [key, typeof value === 'boolean' || typeof value === 'number' ? String(value) : value]),
  );
  return readFeedFilter(asQuery);
}

function readName(req: Request, required: boolean): string | null {
  const name: unknown = (req.body as { name?: unknown } | undefined)?.name;
  if (name === undefined || name === null) {
    if (required) throw new BadInputError('name is required.');
    return null;
  }
  if (typeof name !== 'string') throw new BadInputError('name must be text.');
  return name;
}

/** The saved-search calls of the REST API (signed in), as thin adapters over the saved-search service. */
export function savedSearchRoutes(createContext: ContextFactory): Router {
  const router = Router();

  router.get(
    '/user/saved-searches',
    handle(createContext, async (ctx) => {
      const searches = await listSavedSearches(ctx, requireViewer(ctx, 'READ'));
      return Promise.all(searches.map((search) => savedSearchJson(ctx, search)));
    }),
  );

  router.post(
    '/user/saved-searches',
    handle(createContext, async (ctx, req, res) => {
      const viewer = requireViewer(ctx, 'WRITE');
      const name = readName(req, true) ?? '';
      const filter = readBodyFilter(req.body, true) ?? {};
      const search = await saveSearch(ctx, viewer, { name, filter });
      res.status(201);
      return savedSearchJson(ctx, search);
    }),
  );

  router.patch(
    '/user/saved-searches/:id',
    handle(createContext, async (ctx, req) => {
      const viewer = requireViewer(ctx, 'WRITE');
      const search = await updateSavedSearch(ctx, viewer, String(req.params.id), {
        name: readName(req, false),
        filter: readBodyFilter(req.body, false),
      });
      return savedSearchJson(ctx, search);
    }),
  );

  router.delete(
    '/user/saved-searches/:id',
    handle(createContext, async (ctx, req) => ({
      id: Number(req.params.id),
      deleted: await deleteSavedSearch(ctx, requireViewer(ctx, 'WRITE'), String(req.params.id)),
    })),
  );

  router.post(
    '/user/saved-searches/:id/open',
    handle(createContext, async (ctx, req) =>
      savedSearchJson(ctx, await openSavedSearch(ctx, requireViewer(ctx, 'WRITE'), String(req.params.id))),
    ),
  );

  router.post(
    '/user/saved-searches/:id/reset-feed',
    handle(createContext, async (ctx, req) =>
      savedSearchJson(ctx, await resetSavedSearchFeed(ctx, requireViewer(ctx, 'WRITE'), String(req.params.id))),
    ),
  );

  return router;
}
