import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { globalIdOf, parseGlobalIdArg } from '../../lib/global-ids.js';
import type { AppContext } from '../../context.js';
import { LiveTopic } from '../../lib/change-events.js';
import { requireViewer } from '../../lib/viewer.js';
import { Comment, COMMENT_MAX_LENGTH } from './comment.entity.js';
import { addComment, DEFAULT_COMMENT_PAGE, deleteComment, listComments, restoreComment } from './comment.service.js';
import { COMMENT_UNDO_WINDOW_MS } from './comment.limits.js';
import { CommentConnection, DeletedComment } from './comment.types.js';

interface ArticleArgs {
  args: { articleId: string };
}

// The routing id must match the article id the service publishes under, whatever form the client sent it in.
const byArticle = ({ args }: ArticleArgs) => String(parseGlobalIdArg(args.articleId, 'Article', 'articleId'));

@Resolver(() => Comment)
export class CommentResolver {
  @Query(() => CommentConnection, { description: "A page of an article's comments, oldest first. Public." })
  async comments(
    @Arg('articleId', () => ID, { description: 'The article whose comments to list.' }) articleId: string,
    @Arg('first', () => Int, { defaultValue: DEFAULT_COMMENT_PAGE, description: 'How many comments to return (1 to 100).' })
    first: number,
    @Arg('after', () => String, { nullable: true, description: "Return comments after this cursor (a previous page's endCursor)." })
    after: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<CommentConnection> {
    const page = await listComments(ctx, parseGlobalIdArg(articleId, 'Article', 'articleId'), { first, after });
    return CommentConnection.fromPage(page, page.totalCount);
  }

  @Authorized()
  @Mutation(() => Comment, {
    description: `Adds the viewer's comment to an article (trimmed; 1 to ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters). Requires sign-in.`,
  })
  addComment(
    @Arg('articleId', () => ID, { description: 'The article to comment on.' }) articleId: string,
    @Arg('content', () => String, { description: 'The comment text.' }) content: string,
    @Ctx() ctx: AppContext,
  ): Promise<Comment> {
    return addComment(ctx, requireViewer(ctx, 'WRITE'), parseGlobalIdArg(articleId, 'Article', 'articleId'), content);
  }

  @Authorized()
  @Mutation(() => DeletedComment, { description: "Deletes one of the viewer's own comments. Requires sign-in." })
  deleteComment(
    @Arg('commentId', () => ID, { description: 'The comment to delete.' }) commentId: string,
    @Ctx() ctx: AppContext,
  ): Promise<DeletedComment> {
    return deleteComment(ctx, requireViewer(ctx, 'WRITE'), parseGlobalIdArg(commentId, 'Comment', 'commentId'));
  }

  @Authorized()
  @Mutation(() => Comment, {
    description: `Undoes the deletion of one of the viewer's own comments within ${COMMENT_UNDO_WINDOW_MS / 60_000} minutes: it comes back as it was. Requires sign-in.`,
  })
  restoreComment(
    @Arg('commentId', () => ID, { description: 'The deleted comment to restore.' }) commentId: string,
    @Ctx() ctx: AppContext,
  ): Promise<Comment> {
    return restoreComment(ctx, requireViewer(ctx, 'WRITE'), parseGlobalIdArg(commentId, 'Comment', 'commentId'));
  }

  @Subscription(() => Comment, {
    topics: LiveTopic.CommentAdded,
    topicId: byArticle,
    description: 'Comments added to one article, as they are written.',
  })
  commentAdded(
    @Root() comment: Comment,
    @Arg('articleId', () => ID, { description: 'The article to follow.' }) _articleId: string,
  ): Comment {
    return comment;
  }

  @Subscription(() => DeletedComment, {
    topics: LiveTopic.CommentDeleted,
    topicId: byArticle,
    description: 'Comments deleted from one article.',
  })
  commentDeleted(
    @Root() deleted: DeletedComment,
    @Arg('articleId', () => ID, { description: 'The article to follow.' }) _articleId: string,
  ): DeletedComment {
    return deleted;
  }

  @FieldResolver(() => ID, { description: 'The article the comment belongs to.' })
  articleId(@Root() comment: Comment): string {
    return globalIdOf('Article', comment.article.id);
  }

  @FieldResolver(() => ID, { description: "The author's user id." })
  userId(@Root() comment: Comment): string {
    return globalIdOf('User', comment.user.id);
  }

  @FieldResolver(() => String, { nullable: true, description: "The author's username; null if the account no longer exists." })
  username(@Root() comment: Comment): string | null {
    return comment.user.username ?? null;
  }
}
