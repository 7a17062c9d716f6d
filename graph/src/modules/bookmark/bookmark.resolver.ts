import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Article } from '../article/article.entity.js';
import { requireViewer } from '../../lib/viewer.js';
import { Bookmark } from './bookmark.entity.js';
import { addBookmark, listBookmarkedArticles, listBookmarks, removeBookmark } from './bookmark.service.js';

@Resolver(() => Bookmark)
export class BookmarkResolver {
  @Authorized()
  @Query(() => [Bookmark], { description: "The viewer's bookmarks, newest first. Requires sign-in." })
  bookmarks(@Ctx() ctx: AppContext): Promise<Bookmark[]> {
    return listBookmarks(ctx, requireViewer(ctx));
  }

  @Authorized()
  @Query(() => [Article], { description: "The viewer's bookmarked articles, newest bookmark first. Requires sign-in." })
  bookmarkedArticles(@Ctx() ctx: AppContext): Promise<Article[]> {
    return listBookmarkedArticles(ctx, requireViewer(ctx));
  }

  @Authorized()
  @Mutation(() => Bookmark, { description: 'Bookmarks an article for the viewer; bookmarking it again changes nothing. Requires sign-in.' })
  addBookmark(
    @Arg('articleId', () => ID, { description: 'The article to save.' }) articleId: string,
    @Ctx() ctx: AppContext,
  ): Promise<Bookmark> {
    return addBookmark(ctx, requireViewer(ctx), articleId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Removes the viewer's bookmark of an article; true when one was removed. Requires sign-in." })
  removeBookmark(
    @Arg('articleId', () => ID, { description: 'The article to unsave.' }) articleId: string,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return removeBookmark(ctx, requireViewer(ctx), articleId);
  }

  @FieldResolver(() => ID, { description: 'The id of the saved article.' })
  articleId(@Root() bookmark: Bookmark): number {
    return bookmark.article.id;
  }

  @FieldResolver(() => Article, { description: 'The saved article.' })
  article(@Root() bookmark: Bookmark): Article {
    return bookmark.article;
  }
}
