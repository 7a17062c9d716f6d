import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { globalIdOf, parseGlobalIdArg } from '../../lib/global-ids.js';
import type { AppContext } from '../../context.js';
import { Article } from '../article/article.entity.js';
import { requireViewer } from '../../lib/viewer.js';
import { Bookmark } from './bookmark.entity.js';
import { ArticleConnection } from '../article/article-connection.types.js';
import {
  addBookmark,
  countBookmarks,
  DEFAULT_BOOKMARK_PAGE,
  listBookmarkedArticles,
  listBookmarks,
  removeBookmark,
} from './bookmark.service.js';
import { BookmarkConnection } from './bookmark.types.js';

@Resolver(() => Bookmark)
export class BookmarkResolver {
  @Authorized()
  @Query(() => BookmarkConnection, { description: "A page of the viewer's bookmarks, newest first. Requires sign-in." })
  async bookmarks(
    @Arg('first', () => Int, { defaultValue: DEFAULT_BOOKMARK_PAGE, description: 'How many bookmarks to return (1 to 100).' })
    first: number,
    @Arg('after', () => String, { nullable: true, description: "Return bookmarks after this cursor (a previous page's endCursor)." })
    after: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<BookmarkConnection> {
    const viewer = requireViewer(ctx, 'READ');
    return BookmarkConnection.fromPage(await listBookmarks(ctx, viewer, { first, after }), () => countBookmarks(ctx, viewer));
  }

  @Authorized()
  @Query(() => ArticleConnection, { description: "A page of the viewer's bookmarked articles, newest bookmark first. Requires sign-in." })
  async bookmarkedArticles(
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many articles to return (1 to 100).' }) first: number,
    @Arg('after', () => String, { nullable: true, description: "Return articles after this cursor (a previous page's endCursor)." })
    after: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<ArticleConnection> {
    const viewer = requireViewer(ctx, 'READ');
    const page = await listBookmarkedArticles(ctx, viewer, { first, after });
    return ArticleConnection.fromPage({
      edges: page.items.map((node, index) => ({ cursor: page.cursors[index], node })),
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      totalCount: () => countBookmarks(ctx, viewer),
    });
  }

  @Authorized()
  @Mutation(() => Bookmark, { description: 'Bookmarks an article for the viewer; bookmarking it again changes nothing. Requires sign-in.' })
  addBookmark(
    @Arg('articleId', () => ID, { description: 'The article to save.' }) articleId: string,
    @Ctx() ctx: AppContext,
  ): Promise<Bookmark> {
    return addBookmark(ctx, requireViewer(ctx, 'WRITE'), parseGlobalIdArg(articleId, 'Article', 'articleId'));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Removes the viewer's bookmark of an article; true when one was removed. Requires sign-in." })
  removeBookmark(
    @Arg('articleId', () => ID, { description: 'The article to unsave.' }) articleId: string,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return removeBookmark(ctx, requireViewer(ctx, 'WRITE'), parseGlobalIdArg(articleId, 'Article', 'articleId'));
  }

  @FieldResolver(() => ID, { description: 'The id of the saved article.' })
  articleId(@Root() bookmark: Bookmark): string {
    return globalIdOf('Article', bookmark.article.id);
  }

  @FieldResolver(() => Article, { description: 'The saved article.' })
  article(@Root() bookmark: Bookmark): Article {
    return bookmark.article;
  }
}
