import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireViewer } from '../../lib/viewer.js';
import type { AppContext } from '../../context.js';
import { Article } from '../article/article.entity.js';
import { findPublishedVersion, listArticleNotices, type FeedArticle } from '../article/article.service.js';
import { ArticleNotice } from './article-notice.entity.js';
import { findStatusNotice } from './article-status.service.js';
import { PublishedVersion, StatusAlertList } from './article-status.types.js';
import { DEFAULT_ALERT_PAGE, listStatusAlerts, markStatusAlertsRead } from './status-alert.service.js';

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

  @Authorized()
  @Query(() => StatusAlertList, {
    description:
      'Alerts about articles the viewer bookmarked whose status changed (retracted, corrected, …), newest first. Requires sign-in.',
  })
  async statusAlerts(
    @Arg('first', () => Int, { defaultValue: DEFAULT_ALERT_PAGE, description: 'How many alerts to return (1 to 100).' }) first: number,
    @Ctx() ctx: AppContext,
  ): Promise<StatusAlertList> {
    return listStatusAlerts(ctx, requireViewer(ctx, 'READ'), first);
  }

  @Authorized()
  @Mutation(() => Int, { description: "Marks all the viewer's status alerts read; returns how many were unread. Requires sign-in." })
  markStatusAlertsRead(@Ctx() ctx: AppContext): Promise<number> {
    return markStatusAlertsRead(ctx, requireViewer(ctx, 'WRITE'));
  }
}
