import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';
import type { ApiKeyScope } from './api-key.enums.js';

/** A live key as a request is authorised by it. */
export interface ApiKeyRow {
  id: number;
  userId: number;
  scopes: ApiKeyScope[];
}

/** Takes a transaction-scoped lock on one reader's keys, so two creations at once cannot both pass the limit. */
export async function lockReaderKeys(em: EntityManager, userId: number): Promise<void> {
  await selectRows(em, { sql: `select pg_advisory_xact_lock(hashtext('api_keys'), ?)`, params: [userId] });
}

/**
 * Finds the live key with this secret hash and records its use, in one statement; null when there is none or it was
 * revoked.
 */
export async function useKeyByHash(em: EntityManager, secretHash: string): Promise<ApiKeyRow | null> {
  const [row] = await selectRows<{ id: number; user_id: number; scopes: ApiKeyScope[] | string }>(em, {
    sql: `update api_keys set last_used_at = now() where secret_hash = ? and revoked_at is null returning id, user_id, scopes`,
    params: [secretHash],
  });
  if (!row) return null;
  const scopes = typeof row.scopes === 'string' ? (JSON.parse(row.scopes) as ApiKeyScope[]) : row.scopes;
  return { id: row.id, userId: row.user_id, scopes };
}
