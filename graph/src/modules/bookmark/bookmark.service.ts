import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../lib/errors.js';
import { decodeIdCursor, pageSize, toIdPage, type IdPage, type PageRequest } from '../../lib/id-pages.js';
import { type Article } from '../article/article.entity.js';
import { articleExists } from '../article/article.queries.js';
import { parseArticleId } from '../article/article.service.js';
import type { User } from '../user/user.entity.js';
import { Bookmark } from './bookmark.entity.js';
import { deleteBookmark, insertBookmark } from './bookmark.queries.js';

export interface BookmarkServiceContext {
  em: EntityManager;
}

/**
 * Saves an article for the viewer; saving it again changes nothing and returns the existing bookmark.
 * Throws BadInputError for a malformed id and NotFoundError when the article does not exist. Writes one row at most.
 */
export async function addBookmark(ctx: BookmarkServiceContext, viewer: User, rawArticleId: string | number): Promise<Bookmark> {
  const articleId = parseArticleId(rawArticleId);
  if (!(await articleExists(ctx.em, articleId))) throw new NotFoundError('Article not found.');
  await insertBookmark(ctx.em, viewer.id, articleId);
  return ctx.em.findOneOrFail(Bookmark, { user: viewer.id, article: articleId }, { populate: ['article'] });
}

/** Removes the viewer's bookmark of an article; returns whether one was removed. Throws BadInputError for a malformed id. */
export async function removeBookmark(ctx: BookmarkServiceContext, viewer: User, rawArticleId: string | number): Promise<boolean> {
  const articleId = parseArticleId(rawArticleId);
  return deleteBookmark(ctx.em, viewer.id, articleId);
}

/** How many bookmarks a page holds when the caller does not say. */
export const DEFAULT_BOOKMARK_PAGE = 100;

/**
 * One page of the viewer's bookmarks, newest bookmark first, each with its article loaded in the same query: `first`
 * (1 to 100, default 100) after the `after` cursor. BadInputError for a page size out of range or a foreign cursor.
 * Reads only.
 */
export async function listBookmarks(ctx: BookmarkServiceContext, viewer: User, request: PageRequest = {}): Promise<IdPage<Bookmark>> {
  const size = pageSize(request.first, DEFAULT_BOOKMARK_PAGE);
  const beforeId = request.after ? decodeIdCursor('bookmark', request.after) : null;
  const rows = await ctx.em.find(
    Bookmark,
    { user: viewer.id, ...(beforeId === null ? {} : { id: { $lt: beforeId } }) },
    { populate: ['article'], orderBy: { id: 'desc' }, limit: size + 1 },
  );
  return toIdPage('bookmark', rows, size, (bookmark) => bookmark.id, beforeId !== null);
}

/** One page of the viewer's bookmarked articles, newest bookmark first; paged as listBookmarks. Reads only. */
export async function listBookmarkedArticles(
  ctx: BookmarkServiceContext,
  viewer: User,
  request: PageRequest = {},
): Promise<IdPage<Article>> {
  const page = await listBookmarks(ctx, viewer, request);
  return { ...page, items: page.items.map((bookmark) => bookmark.article) };
}

/** How many bookmarks the viewer has. Reads only. */
export async function countBookmarks(ctx: BookmarkServiceContext, viewer: User): Promise<number> {
  return ctx.em.count(Bookmark, { user: viewer.id });
}
