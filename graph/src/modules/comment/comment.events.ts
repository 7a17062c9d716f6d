import type { MikroORM } from '@mikro-orm/postgresql';
import type { Hydrator } from '../../lib/pubsub.js';
import { findComment } from './comment.service.js';
import { CommentTopic } from './comment.topics.js';

/**
 * How this process turns a live comment event into what its subscribers receive: an added comment is loaded once,
 * with its author, from the id the notification carries; a deletion needs nothing loaded.
 */
export function commentEventHydrators(orm: MikroORM): Record<string, Hydrator> {
  return {
    [CommentTopic.Added]: async (payload) => findComment({ em: orm.em.fork() }, Number(payload.commentId)),
  };
}
