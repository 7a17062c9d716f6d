import type { EntityManager } from '@mikro-orm/postgresql';
import type { PubSub } from 'type-graphql';
import { ALL_ARTICLES, LiveTopic, liveEvent } from '../../lib/change-events.js';
import { keepMatching } from '../../lib/async-queue.js';
import { notifyInTransaction } from '../../lib/pubsub.js';
import { Article } from './article.entity.js';
import { type FeedFilter } from './article-feed.queries.js';
import { insertArticleAddition, selectArticleInFeed } from './article-addition.queries.js';
import { assertFilterAccess, type ArticleServiceContext, type FeedServiceContext } from './article.service.js';

/** A paper that joined the library, as a live subscriber receives it. */
export interface AddedArticle {
  article: Article;
  /** Whether the feed narrowed by `filter` lists the paper; each distinct filter is asked once per process. */
  matches(filter: FeedFilter): Promise<boolean>;
}

/**
 * Announces that an article joined the library (its first summary was stored): records the addition and queues the
 * live event in the caller's transaction, so subscribers hear of it only if that commits. An article is announced once;
 * a later call for it writes nothing and answers false.
 */
export async function announceArticleAdded(em: EntityManager, articleId: number): Promise<boolean> {
  const additionId = await insertArticleAddition(em, articleId);
  if (additionId === null) return false;
  await notifyInTransaction(em, liveEvent(LiveTopic.ArticleAdded, ALL_ARTICLES, { articleId, additionId }));
  return true;
}

/**
 * Whether the feed narrowed by `filter` lists the article now: the feed's own filter rule (sources, categories, date
 * window, search, Premium's filters and the statuses hidden by default), applied to one paper. Reads only.
 */
export async function isArticleInFeed(ctx: ArticleServiceContext, articleId: number, filter: FeedFilter): Promise<boolean> {
  return selectArticleInFeed(ctx.em, articleId, filter, ctx.now());
}

/** Loads an added article for live subscribers; null when it was deleted since. Reads only. */
export async function loadAddedArticle(ctx: ArticleServiceContext, articleId: number): Promise<AddedArticle | null> {
  const article = await ctx.em.findOne(Article, articleId);
  if (!article) return null;
  const answers = new Map<string, Promise<boolean>>();
  return {
    article,
    matches: (filter) => {
      const key = JSON.stringify(filter);
      let answer = answers.get(key);
      if (!answer) {
        answer = isArticleInFeed(ctx, articleId, filter);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

/**
 * Follows the papers that join the library and the feed narrowed by `filter` lists, as they are summarised, across
 * every API process. Refuses Premium's filters without Premium, as the feed does (see `assertFilterAccess`). Reads only.
 */
export async function followAddedArticles(
  ctx: FeedServiceContext & { live?: Pick<PubSub, 'subscribe'> },
  filter: FeedFilter | null | undefined,
): Promise<AsyncIterableIterator<AddedArticle>> {
  const wanted = filter ?? {};
  await assertFilterAccess(ctx, wanted);
  if (!ctx.live) throw new Error('Live events are not available outside an API server.');
  const events = ctx.live.subscribe(LiveTopic.ArticleAdded, ALL_ARTICLES) as AsyncIterable<AddedArticle>;
  return keepMatching(events[Symbol.asyncIterator](), (added) => added.matches(wanted));
}
