import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCESS_STATUSES, RENEWAL_GRACE_MS } from './membership.service.js';

/** Creates the reader's free membership row unless one exists; safe when two requests race. */
export async function ensureMembershipRow(em: EntityManager, userId: number): Promise<void> {
  await em
    .getConnection()
    .execute('insert into memberships (user_id) values (?) on conflict (user_id) do nothing', [userId], 'run', em.getTransactionContext());
}

/**
 * The SQL form of `membershipGrantsAccess` over a `memberships` row aliased `alias`, for queries that select many
 * readers at once. It takes one parameter: the current time. A test holds the two forms to the same answers.
 */
export function premiumAccessCondition(alias: string): string {
  const statuses = [...ACCESS_STATUSES].map((status) => `'${status.replace(/'/g, "''")}'`).join(', ');
  const grace = `interval '${RENEWAL_GRACE_MS / 1000} seconds'`;
  return `(${alias}.tier <> 'free' and ${alias}.status in (${statuses}) and (
    (${alias}.current_period_end is null and ${alias}.source = 'grant')
    or ${alias}.current_period_end
       + case when ${alias}.source = 'stripe' and not ${alias}.cancel_at_period_end then ${grace} else interval '0 seconds' end > ?))`;
}
