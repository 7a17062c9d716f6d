import type { AppContext } from '../../context.js';
import type { Article } from '../article/article.entity.js';
import type { ArticleOrder } from '../article/article.enums.js';
import type { FeedFilter } from '../article/article-feed.queries.js';
import { listArticles, MAX_PAGE_SIZE } from '../article/article.service.js';
import { listBookmarkedArticles } from '../bookmark/bookmark.service.js';
import { assertPremiumAccess } from '../membership/membership.service.js';
import type { User } from '../user/user.entity.js';
import { renderExport, type ExportFile, type ExportFormat } from './export.render.js';
import { EXPORT_RATE_LIMIT, EXPORT_REFUSAL, MAX_FEED_EXPORT } from './export.limits.js';
import { exportRecordOf } from './export-record.render.js';

export interface ExportFeedInput {
  format: ExportFormat;
  filter?: FeedFilter | null;
  order?: ArticleOrder | null;
}

async function admitExport(ctx: AppContext): Promise<User> {
  const viewer = await assertPremiumAccess(ctx, EXPORT_REFUSAL);
  await ctx.limits.consume(EXPORT_RATE_LIMIT, `reader:${viewer.id}`);
  return viewer;
}

/**
 * The viewer's bookmarks, newest bookmark first, as a file in `format`. Throws UNAUTHENTICATED (anonymous), FORBIDDEN
 * with the Premium Feature sentence, RateLimitedError (too many exports). Side effect: counts against the reader's
 * export limit.
 */
export async function exportBookmarks(ctx: AppContext, format: ExportFormat): Promise<ExportFile> {
  const viewer = await admitExport(ctx);
  const articles: Article[] = [];
  let after: string | null = null;
  do {
    const page = await listBookmarkedArticles(ctx, viewer, { first: MAX_PAGE_SIZE, after });
    articles.push(...page.items);
    after = page.hasNextPage ? (page.cursors.at(-1) ?? null) : null;
  } while (after);
  return renderExport(articles.map(exportRecordOf), format, 'bookmarks', ctx.now());
}

/**
 * The feed's results for a filter and order, the first 1,000 at most, as a file in `format`. The feed's own service
 * reads them page by page, so every filter the feed accepts (and every check it makes) applies unchanged. Throws as
 * exportBookmarks does, and BadInputError for a filter the feed refuses. Side effect: counts against the reader's
 * export limit.
 */
export async function exportFeed(ctx: AppContext, input: ExportFeedInput): Promise<ExportFile> {
  await admitExport(ctx);
  const articles: Article[] = [];
  let after: string | null = null;
  let more = true;
  while (more && articles.length < MAX_FEED_EXPORT) {
    const page = await listArticles(ctx, {
      filter: input.filter,
      order: input.order,
      first: Math.min(MAX_PAGE_SIZE, MAX_FEED_EXPORT - articles.length),
      after,
    });
    articles.push(...page.edges.map((edge) => edge.node));
    more = page.hasNextPage && page.edges.length > 0;
    after = page.edges.at(-1)?.cursor ?? null;
  }
  return renderExport(articles.map(exportRecordOf), input.format, 'feed', ctx.now(), more);
}
