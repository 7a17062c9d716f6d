import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { Channel, type ChannelName, type LiveEvent } from './change-events.js';
import { selectRows } from './sql.js';

/** Starts listening on one of the channels (a channel name is an identifier, so it cannot be a parameter). */
export async function listenOn(client: pg.Client, channel: ChannelName): Promise<void> {
  await client.query(`LISTEN ${channel}`);
}

/** Queues a live event in the EntityManager's transaction: PostgreSQL delivers it when, and only if, that commits. */
export async function queueLiveEvent(em: EntityManager, event: LiveEvent): Promise<void> {
  await selectRows(em, { sql: 'select pg_notify(?, ?)', params: [Channel.Live, JSON.stringify(event)] });
}

/** Sends a live event at once on a plain client's connection. */
export async function sendLiveEvent(client: pg.Client, event: LiveEvent): Promise<void> {
  await client.query('select pg_notify($1, $2)', [Channel.Live, JSON.stringify(event)]);
}
