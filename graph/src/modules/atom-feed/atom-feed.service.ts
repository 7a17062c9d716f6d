import { withContext, type AppContext } from '../../context.js';
import type { Article } from '../article/article.entity.js';
import { ArticleOrder } from '../article/article.enums.js';
import type { FeedFilter } from '../article/article-feed.queries.js';
import { listArticles } from '../article/article.service.js';
import { effectiveFilter, findSearchByFeedToken, savedSearchFeedUrl } from '../saved-search/saved-search.service.js';
import { renderAtomFeed, type AtomArticle } from './atom-feed.render.js';

/** How many papers a saved search's private feed lists: the newest that match. */
export const SAVED_SEARCH_FEED_SIZE = 50;

export interface PublicFeedQuery {
  filter: FeedFilter;
  order: ArticleOrder | null;
  first: number;
  offset?: number;
  /** The path and query the feed was asked for, so the feed names its own address. */
  requestPath: string;
}

async function toAtomArticles(ctx: AppContext, articles: Article[]): Promise<AtomArticle[]> {
  const categories = await Promise.all(articles.map((article) => ctx.loaders.categoryNames.load(article.id)));
  return articles.map((article, index) => ({ ...article, categories: categories[index] }));
}

/** The web app's feed showing the same papers: its URL carries search, sources and categories, over any date. */
export function webFeedUrl(publicUrl: string, filter: FeedFilter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  for (const source of filter.sources ?? []) params.append('source', source);
  for (const category of filter.categories ?? []) params.append('category', category);
  params.set('range', 'all');
  return `${publicUrl}/?${params.toString()}`;
}

function describeFilter(filter: FeedFilter): string {
  const parts = [
    filter.search ? `matching "${filter.search}"` : null,
    filter.sources?.length ? `from ${filter.sources.join(', ')}` : null,
    filter.categories?.length ? `in ${filter.categories.join(', ')}` : null,
  ].filter(Boolean);
  return parts.length ? `New research papers ${parts.join(', ')}, in plain language.` : 'New research papers, in plain language.';
}

/**
 * The feed as an Atom document: the same filter, order and page as `GET /api/articles` (so the same Premium rules),
 * for ordinary feed readers. Reads only.
 */
export async function publicAtomFeed(ctx: AppContext, query: PublicFeedQuery): Promise<string> {
  const page = await listArticles(ctx, { filter: query.filter, order: query.order, first: query.first, offset: query.offset });
  const publicUrl = ctx.services.publicUrl;
  return renderAtomFeed({
    selfUrl: `${publicUrl}${query.requestPath}`,
    alternateUrl: webFeedUrl(publicUrl, query.filter),
    title: query.filter.search ? `Paperlight: ${query.filter.search}` : 'Paperlight: new research',
    subtitle: describeFilter(query.filter),
    publicUrl,
    articles: await toAtomArticles(
      ctx,
      page.edges.map((edge) => edge.node),
    ),
    now: ctx.now(),
  });
}

/**
 * A saved search's private Atom feed: the newest papers matching it, read as its owner would (Premium's filters only
 * while the owner has Premium). NotFoundError for an unknown search or a wrong or reset token. Reads only.
 */
export async function savedSearchAtomFeed(ctx: AppContext, rawId: string, token: string): Promise<string> {
  const search = await findSearchByFeedToken(ctx, rawId, token);
  const owner = search.user;
  const ownerCtx = withContext(ctx, { viewer: owner, apiKey: null });
  const filter = await effectiveFilter(ownerCtx, owner, search);
  const page = await listArticles(ownerCtx, { filter, order: ArticleOrder.NEWEST, first: SAVED_SEARCH_FEED_SIZE });
  const publicUrl = ctx.services.publicUrl;
  return renderAtomFeed({
    selfUrl: savedSearchFeedUrl(publicUrl, search),
    alternateUrl: webFeedUrl(publicUrl, filter),
    title: `Paperlight: ${search.name}`,
    subtitle: describeFilter(filter),
    publicUrl,
    articles: await toAtomArticles(
      ownerCtx,
      page.edges.map((edge) => edge.node),
    ),
    now: ctx.now(),
  });
}
