import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Article } from '../article/article.entity.js';
import { findPublishedVersion, listArticleNotices, type FeedArticle } from '../article/article.service.js';
import { ArticleNotice } from './article-notice.entity.js';
import { findStatusNotice } from './article-status.service.js';
import { PublishedVersion } from './article-status.types.js';

@Resolver(() => Article)
export class ArticleStatusResolver {
  @FieldResolver(() => [ArticleNotice], {
    description: 'The retractions, corrections and expressions of concern that name the article, oldest first; empty when ACTIVE.',
  })
  notices(@Root() article: FeedArticle, @Ctx() ctx: AppContext): Promise<ArticleNotice[]> {
    return listArticleNotices(ctx, article);
  }

  @FieldResolver(() => ArticleNotice, {
    nullable: true,
    description:
      'The notice behind the status: the latest one of the kind that gives the article its status (the retraction of a RETRACTED paper); null when ACTIVE.',
  })
  statusNotice(@Root() article: FeedArticle, @Ctx() ctx: AppContext): Promise<ArticleNotice | null> {
    return findStatusNotice(ctx, article);
  }

  @FieldResolver(() => PublishedVersion, {
    nullable: true,
    description: 'For a preprint, its version published in a journal once the preprint server names one; null otherwise.',
  })
  publishedVersion(@Root() article: FeedArticle, @Ctx() ctx: AppContext): Promise<PublishedVersion | null> {
    return findPublishedVersion(ctx, article);
  }
}
