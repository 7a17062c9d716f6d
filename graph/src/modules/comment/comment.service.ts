import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, DomainError, NotFoundError } from '../../lib/errors.js';
import { decodeIdCursor, pageSize, toIdPage, type IdPage, type PageRequest } from '../../lib/id-pages.js';
import { parseId } from '../../lib/ids.js';
import type { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import { LiveTopic, liveEvent } from '../../lib/change-events.js';
import { notifyInTransaction } from '../../lib/pubsub.js';
import { Article } from '../article/article.entity.js';
import { parseArticleId } from '../article/article.service.js';
import type { User } from '../user/user.entity.js';
import { Comment, COMMENT_MAX_LENGTH } from './comment.entity.js';
import { COMMENT_RATE_LIMIT, COMMENT_UNDO_WINDOW_MS } from './comment.limits.js';
import { canDeleteComment, canRestoreComment } from './comment.policy.js';
import {
  decrementCommentCount,
  deleteCommentRow,
  incrementCommentCount,
  insertComment,
  keepDeletedComment,
  purgeDeletedComments,
  reinsertDeletedComment,
} from './comment.queries.js';
import { RecentlyDeletedComment } from './recently-deleted-comment.entity.js';
import type { DeletedComment } from './comment.types.js';

export interface CommentServiceContext {
  em: EntityManager;
}

/** What writing a comment needs beyond the database: the shared rate limits. */
export interface CommentWriteContext extends CommentServiceContext {
  limits: RateLimits;
}

/** Parses a comment id from user input: a positive whole number, else BadInputError. */
export function parseCommentId(raw: string | number): number {
  return parseId(raw, 'comment');
}

/** How many comments a page holds when the caller does not say. */
export const DEFAULT_COMMENT_PAGE = 50;

/**
 * One page of an article's comments, oldest first (in the order they were written), each with its author loaded:
 * `first` (1 to 100, default 50) after the `after` cursor, with the article's comment count. Throws NotFoundError for a missing article and
 * BadInputError for a page size out of range or a cursor from another list.
 */
export async function listComments(
  ctx: CommentServiceContext,
  rawArticleId: string | number,
  request: PageRequest = {},
): Promise<IdPage<Comment> & { totalCount: number }> {
  const articleId = parseArticleId(rawArticleId);
  const size = pageSize(request.first, DEFAULT_COMMENT_PAGE);
  const afterId = request.after ? decodeIdCursor('comment', request.after) : null;
  const article = await ctx.em.findOne(Article, { id: articleId }, { fields: ['id', 'commentCount'] });
  if (!article) throw new NotFoundError('Article not found.');
  const rows = await ctx.em.find(
    Comment,
    { article: articleId, ...(afterId === null ? {} : { id: { $gt: afterId } }) },
    { populate: ['user'], orderBy: { id: 'asc' }, limit: size + 1 },
  );
  return { ...toIdPage('comment', rows, size, (comment) => comment.id, afterId !== null), totalCount: article.commentCount };
}

/** Loads one comment with its author, or null. */
export async function findComment(ctx: CommentServiceContext, id: number): Promise<Comment | null> {
  return ctx.em.findOne(Comment, { id }, { populate: ['user'] });
}

/**
 * Adds the viewer's comment to an article: the text is trimmed and stored as given (it is shown as text, never HTML).
 * Blank text or text over `COMMENT_MAX_LENGTH` (5,000) characters is BadInputError; a missing article is NotFoundError. In one transaction
 * it inserts the comment, adds one to the article's comment count and queues a commentAdded event for live readers.
 * A reader who has posted COMMENT_RATE_LIMIT comments within its window is refused with RateLimitedError; refused or
 * invalid comments do not count.
 */
export async function addComment(
  ctx: CommentWriteContext,
  viewer: User,
  rawArticleId: string | number,
  rawContent: string,
): Promise<Comment> {
  const articleId = parseArticleId(rawArticleId);
  const content = (rawContent ?? '').trim();
  if (!content) throw new BadInputError('Comment cannot be empty.');
  if (content.length > COMMENT_MAX_LENGTH) {
    throw new BadInputError(`Comments can be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`);
  }
  await ctx.limits.assertAllowed(COMMENT_RATE_LIMIT, `reader:${viewer.id}`);
  const id = await ctx.em.transactional(async (em) => {
    if (!(await incrementCommentCount(em, articleId))) throw new NotFoundError('Article not found.');
    const commentId = await insertComment(em, { articleId, userId: viewer.id, content });
    await notifyInTransaction(em, liveEvent(LiveTopic.CommentAdded, articleId, { commentId }));
    return commentId;
  });
  await ctx.limits.penalise(COMMENT_RATE_LIMIT, `reader:${viewer.id}`);
  return ctx.em.findOneOrFail(Comment, { id }, { populate: ['user'] });
}

/**
 * Deletes one of the viewer's own comments. A missing comment is NotFoundError; another reader's comment is FORBIDDEN
 * and nothing changes. In one transaction it keeps a copy its author may restore within `COMMENT_UNDO_WINDOW_MS`
 * (forgetting older copies), deletes the comment, takes one from the article's comment count and queues a
 * commentDeleted event.
 */
export async function deleteComment(ctx: CommentServiceContext, viewer: User, rawCommentId: string | number): Promise<DeletedComment> {
  const commentId = parseCommentId(rawCommentId);
  return ctx.em.transactional(async (em) => {
    const comment = await em.findOne(Comment, { id: commentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!comment) throw new NotFoundError('Comment not found.');
    if (!canDeleteComment(viewer, comment)) throw new DomainError('FORBIDDEN', 'You can only delete your own comments.');
    const articleId = comment.article.id;
    await purgeDeletedComments(em, COMMENT_UNDO_WINDOW_MS);
    await keepDeletedComment(em, commentId);
    await deleteCommentRow(em, commentId);
    await decrementCommentCount(em, articleId);
    await notifyInTransaction(em, liveEvent(LiveTopic.CommentDeleted, articleId, { id: commentId, articleId }));
    return { id: commentId, articleId };
  });
}

/**
 * Undoes the viewer's deletion of one of their comments within `COMMENT_UNDO_WINDOW_MS`: the comment comes back with
 * its own id, text and time, in its place in the list. A comment that was never deleted, was deleted longer ago or
 * whose article is gone is NotFoundError; another reader's comment is FORBIDDEN; either way nothing changes. In one
 * transaction it puts the comment back, adds one to the article's comment count and queues a commentAdded event.
 */
export async function restoreComment(ctx: CommentServiceContext, viewer: User, rawCommentId: string | number): Promise<Comment> {
  const commentId = parseCommentId(rawCommentId);
  const gone = 'This comment can no longer be restored.';
  await ctx.em.transactional(async (em) => {
    const deleted = await em.findOne(RecentlyDeletedComment, { id: commentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!deleted) throw new NotFoundError(gone);
    if (!canRestoreComment(viewer, deleted)) throw new DomainError('FORBIDDEN', 'You can only restore your own comments.');
    const articleId = deleted.article.id;
    if (!(await reinsertDeletedComment(em, commentId, COMMENT_UNDO_WINDOW_MS))) throw new NotFoundError(gone);
    if (!(await incrementCommentCount(em, articleId))) throw new NotFoundError(gone);
    await notifyInTransaction(em, liveEvent(LiveTopic.CommentAdded, articleId, { commentId, restoredAt: Date.now() }));
  });
  return ctx.em.findOneOrFail(Comment, { id: commentId }, { populate: ['user'] });
}
