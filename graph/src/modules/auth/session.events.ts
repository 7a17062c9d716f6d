import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyInTransaction } from '../../lib/pubsub.js';

/** The live event that tells every API process a session has ended; it is routed by session id. */
export const SESSION_ENDED_TOPIC = 'SESSION_ENDED';

/** Tells every API process that a session has ended, so its open WebSocket connections are closed. */
export async function announceSessionEnded(em: EntityManager, sessionId: string): Promise<void> {
  await notifyInTransaction(em, { topic: SESSION_ENDED_TOPIC, routingId: sessionId, payload: {} });
}
