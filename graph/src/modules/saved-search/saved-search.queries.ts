import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';
import { buildFilterClause } from '../article/article-feed.queries.js';
import type { SavedFilter } from './saved-search.entity.js';
import { MAX_NEW_COUNT } from './saved-search.limits.js';

/** Takes a transaction-scoped lock on one reader's saved searches, so two saves at once cannot both pass the limit. */
export async function lockReaderSearches(em: EntityManager, userId: number): Promise<void> {
  await selectRows(em, { sql: `select pg_advisory_xact_lock(hashtext('saved_searches'), ?)`, params: [userId] });
}

/**
 * How many papers that match a saved filter were added to the library after `since`, counted up to MAX_NEW_COUNT.
 * One statement; the filter clause is the feed's own.
 */
export async function countAddedSince(em: EntityManager, filter: SavedFilter, since: Date, now: Date): Promise<number> {
  const where = buildFilterClause(filter, now);
  const condition = where.sql ? `${where.sql} and a.created_at > ?` : 'where a.created_at > ?';
  const [row] = await selectRows<{ count: string }>(em, {
    sql: `select count(*) as count from (select 1 from articles a ${condition} limit ${MAX_NEW_COUNT}) as matching`,
    params: [...where.params, since],
  });
  return Number(row?.count ?? 0);
}
