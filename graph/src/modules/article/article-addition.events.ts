import type { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ARTICLES, LiveTopic, liveEvent, type LiveEvent } from '../../lib/change-events.js';
import type { GapRecovery, Hydrators } from '../../lib/pubsub.js';
import { loadAddedArticle } from './article-addition.service.js';
import { selectAdditionsAfter, selectLatestAdditionId } from './article-addition.queries.js';

/** The most additions one reconnection delivers; a longer outage's older papers are in the feed. */
export const MAX_RECOVERED_ADDITIONS = 500;
const REMEMBERED_IDS = 2_000;

/** How this process turns an ArticleAdded event into what subscribers receive: the article, loaded once. */
export function articleAdditionHydrators(orm: MikroORM): Hydrators {
  return {
    [LiveTopic.ArticleAdded]: async (payload) => loadAddedArticle({ em: orm.em.fork(), now: () => new Date() }, payload.articleId),
  };
}

/**
 * Recovers the papers added while this process's listening connection was down: it remembers the newest addition it
 * had heard of when the connection dropped, and after the reconnection reads the additions above it, oldest first.
 * Additions already delivered (heard on the new connection first, say) are not delivered again.
 */
export function articleAdditionGapRecovery(orm: MikroORM): GapRecovery {
  let latestId = 0;
  let lostAfter: number | null = null;
  const delivered = new Set<number>();
  return {
    mark: async () => {
      latestId = Math.max(latestId, await selectLatestAdditionId(orm.em.fork()));
    },
    lost: () => {
      lostAfter ??= latestId;
    },
    seen: (event) => {
      if (event.topic !== LiveTopic.ArticleAdded) return true;
      const id = event.payload.additionId;
      if (delivered.has(id)) return false;
      delivered.add(id);
      if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value as number);
      latestId = Math.max(latestId, id);
      return true;
    },
    missed: async (): Promise<LiveEvent[]> => {
      const rows = await selectAdditionsAfter(orm.em.fork(), lostAfter ?? latestId, MAX_RECOVERED_ADDITIONS);
      lostAfter = null;
      return rows.map((row) => liveEvent(LiveTopic.ArticleAdded, ALL_ARTICLES, { articleId: row.articleId, additionId: row.id }));
    },
  };
}
