import type { EntityManager } from '@mikro-orm/postgresql';
import { LiveTopic, liveEvent } from '../../lib/change-events.js';
import { notifyInTransaction } from '../../lib/pubsub.js';

/** Tells every API process that a session has ended, so its open WebSocket connections are closed. */
export async function announceSessionEnded(em: EntityManager, sessionId: string): Promise<void> {
  await notifyInTransaction(em, liveEvent(LiveTopic.SessionEnded, sessionId, {}));
}
