import type { MikroORM } from '@mikro-orm/postgresql';
import { LiveTopic, liveEvent, type LiveEvent } from '../../lib/change-events.js';
import type { GapRecovery, Hydrators } from '../../lib/pubsub.js';
import { findComment } from './comment.service.js';
import { selectCommentsAfter, selectLatestCommentId } from './comment.queries.js';

/** The most comments one reconnection delivers; a longer outage's older comments are on the article page. */
export const MAX_RECOVERED_COMMENTS = 500;
const REMEMBERED_IDS = 2_000;

/**
 * How this process turns a live comment event into what its subscribers receive: an added comment is loaded once,
 * with its author, from the id the notification carries; a deletion needs nothing loaded.
 */
export function commentEventHydrators(orm: MikroORM): Hydrators {
  return {
    [LiveTopic.CommentAdded]: async (payload) => findComment({ em: orm.em.fork() }, payload.commentId),
  };
}

/**
 * Recovers the comments added while this process's listening connection was down: it remembers the newest comment id
 * it had heard of when the connection dropped, and after the reconnection reads the comments above it (by id, oldest
 * first). Ids it has already delivered (heard on the new connection first, say) are not delivered again.
 */
export function commentGapRecovery(orm: MikroORM): GapRecovery {
  let latestId = 0;
  let lostAfter: number | null = null;
  // Keyed by id and restoration, so a comment put back after its deletion is delivered again.
  const delivered = new Set<string>();
  return {
    mark: async () => {
      latestId = Math.max(latestId, await selectLatestCommentId(orm.em.fork()));
    },
    lost: () => {
      lostAfter ??= latestId;
    },
    seen: (event) => {
      if (event.topic !== LiveTopic.CommentAdded) return true;
      const id = event.payload.commentId;
      const key = `${id}:${event.payload.restoredAt ?? 0}`;
      if (delivered.has(key)) return false;
      delivered.add(key);
      if (delivered.size > REMEMBERED_IDS) delivered.delete(delivered.values().next().value as string);
      latestId = Math.max(latestId, id);
      return true;
    },
    missed: async (): Promise<LiveEvent[]> => {
      const rows = await selectCommentsAfter(orm.em.fork(), lostAfter ?? latestId, MAX_RECOVERED_COMMENTS);
      lostAfter = null;
      return rows.map((row) => liveEvent(LiveTopic.CommentAdded, row.articleId, { commentId: row.id }));
    },
  };
}
