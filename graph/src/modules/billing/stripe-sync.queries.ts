import type { EntityManager } from '@mikro-orm/postgresql';

/** A customer waiting to be synced from Stripe. */
export interface PendingSyncRow {
  customerId: string;
  version: number;
  attempts: number;
}

function run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

// One advisory lock per customer serialises every sync of that customer across processes; it is released when the
// transaction ends, or when a crashed process's connection closes.
const CUSTOMER_LOCK_KEY = `hashtextextended('paperlight:stripe-customer:' || ?, 0)`;

/** Records a webhook event id; false when it was recorded before (a redelivery). */
export async function recordStripeEvent(
  em: EntityManager,
  event: { id: string; type: string; customerId: string | null },
): Promise<boolean> {
  const rows = await run(
    em,
    'insert into stripe_events (id, type, customer_id) values (?, ?, ?) on conflict (id) do nothing returning id',
    [event.id, event.type, event.customerId],
  );
  return rows.length === 1;
}

/** Asks for a sync of the customer now; an existing request moves to now and gets a new version. */
export async function queueStripeSync(em: EntityManager, customerId: string): Promise<void> {
  await run(
    em,
    `insert into stripe_pending_syncs (customer_id) values (?)
     on conflict (customer_id) do update set version = stripe_pending_syncs.version + 1, due_at = now()`,
    [customerId],
  );
}

/** The customers whose sync is due, earliest first. */
export function listDueSyncs(em: EntityManager, limit: number): Promise<PendingSyncRow[]> {
  return run<PendingSyncRow>(
    em,
    `select customer_id as "customerId", version, attempts from stripe_pending_syncs where due_at <= now() order by due_at limit ?`,
    [limit],
  );
}

/** The customer's sync request if it is still due (another process may have done it meanwhile). */
export async function findDueSync(em: EntityManager, customerId: string): Promise<PendingSyncRow | null> {
  const [row] = await run<PendingSyncRow>(
    em,
    `select customer_id as "customerId", version, attempts from stripe_pending_syncs where customer_id = ? and due_at <= now()`,
    [customerId],
  );
  return row ?? null;
}

/** Takes the customer's sync lock for this transaction without waiting; false when another sync holds it. */
export async function tryLockCustomer(em: EntityManager, customerId: string): Promise<boolean> {
  const [row] = await run<{ locked: boolean }>(em, `select pg_try_advisory_xact_lock(${CUSTOMER_LOCK_KEY}) as locked`, [customerId]);
  return row.locked;
}

/** Takes the customer's sync lock for this transaction, waiting for a sync in progress to finish. */
export async function lockCustomer(em: EntityManager, customerId: string): Promise<void> {
  await run(em, `select pg_advisory_xact_lock(${CUSTOMER_LOCK_KEY})`, [customerId]);
}

/** Removes a done sync request, unless a newer event asked again meanwhile (its version moved on). */
export async function completeSync(em: EntityManager, customerId: string, version: number): Promise<void> {
  await run(em, 'delete from stripe_pending_syncs where customer_id = ? and version = ?', [customerId, version]);
}

/** Puts a failed sync off by `delayMs` and notes why, unless a newer event asked again meanwhile. */
export async function deferSync(em: EntityManager, row: PendingSyncRow, delayMs: number, error: string): Promise<void> {
  await run(
    em,
    `update stripe_pending_syncs set attempts = attempts + 1, due_at = now() + (? * interval '1 millisecond'), last_error = ?
     where customer_id = ? and version = ?`,
    [delayMs, error.slice(0, 2_000), row.customerId, row.version],
  );
}

/** Forgets webhook event ids older than `days`; Stripe stops redelivering an event after three days. */
export async function pruneStripeEvents(em: EntityManager, days: number): Promise<void> {
  await run(em, `delete from stripe_events where received_at < now() - (? * interval '1 day')`, [days]);
}
