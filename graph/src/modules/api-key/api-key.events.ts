import type { EntityManager } from '@mikro-orm/postgresql';
import { LiveTopic, liveEvent } from '../../lib/change-events.js';
import { notifyInTransaction } from '../../lib/pubsub.js';

/** Tells every API process, when the transaction commits, that a key was revoked: each forgets it and closes its sockets. */
export async function announceApiKeyRevoked(em: EntityManager, apiKeyId: number): Promise<void> {
  await notifyInTransaction(em, liveEvent(LiveTopic.ApiKeyRevoked, apiKeyId, {}));
}
