import { PAYING_STATUSES } from './membership.service.js';

/**
 * The SQL form of `membershipGrantsAccess` over a `memberships` row aliased `alias`, for queries that select many
 * readers at once. It takes one parameter: the current time. A test holds the two forms to the same answers.
 */
export function premiumAccessCondition(alias: string): string {
  const statuses = [...PAYING_STATUSES].map((status) => `'${status.replace(/'/g, "''")}'`).join(', ');
  return `(${alias}.tier <> 'free' and ${alias}.status in (${statuses}) and (${alias}.current_period_end is null or ${alias}.current_period_end > ?))`;
}
