import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../lib/errors.js';
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

/** The viewer's bookmarks, newest bookmark first, each with its article loaded in the same query. Reads only. */
export async function listBookmarks(ctx: BookmarkServiceContext, viewer: User): Promise<Bookmark[]> {
  return ctx.em.find(Bookmark, { user: viewer.id }, { populate: ['article'], orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** The viewer's bookmarked articles, newest bookmark first. Reads only. */
export async function listBookmarkedArticles(ctx: BookmarkServiceContext, viewer: User): Promise<Article[]> {
  return (await listBookmarks(ctx, viewer)).map((bookmark) => bookmark.article);
}
