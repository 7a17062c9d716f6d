import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { selectRows } from './sql.js';

/** The PostgreSQL channel every live event travels on. */
export const EVENTS_CHANNEL = 'paperlight_events';

/** The PostgreSQL channel the database's triggers announce changes to public reads on (see the read-changes migration). */
export const READS_CHANNEL = 'paperlight_reads';

/** Starts listening on the events channel (a channel name is an identifier, so it cannot be a parameter). */
export async function listenForEvents(client: pg.Client): Promise<void> {
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
}

/** Starts listening on one of this module's own channels. */
export async function listenOn(client: pg.Client, channel: typeof READS_CHANNEL): Promise<void> {
  await client.query(`LISTEN ${channel}`);
}

/** Queues a notification in the EntityManager's transaction: PostgreSQL delivers it when, and only if, that commits. */
export async function queueNotification(em: EntityManager, payload: string): Promise<void> {
  await selectRows(em, { sql: 'select pg_notify(?, ?)', params: [EVENTS_CHANNEL, payload] });
}

/** Sends a notification at once on a plain client's connection. */
export async function sendNotification(client: pg.Client, payload: string): Promise<void> {
  await client.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
}
