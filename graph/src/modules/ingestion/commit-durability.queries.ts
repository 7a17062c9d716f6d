import type { EntityManager } from '@mikro-orm/postgresql';
import { selectCommitSettings } from './ingestion.queries.js';

/** Whether PostgreSQL keeps a commit it has acknowledged through a crash: `fsync` and `synchronous_commit` both on. */
export interface CommitDurability {
  fsync: string;
  synchronousCommit: string;
  durable: boolean;
}

/**
 * Reads the server's `fsync` and `synchronous_commit` settings. Ingestion reports a run stored only after its commit
 * returns, which means the rows survive a crash only when both are on (`synchronous_commit` `on`, `remote_write` or
 * `remote_apply`). Reads only.
 */
export async function readCommitDurability(ctx: { em: EntityManager }): Promise<CommitDurability> {
  const row = await selectCommitSettings(ctx.em);
  const durable = row.fsync === 'on' && ['on', 'remote_write', 'remote_apply'].includes(row.synchronous_commit);
  return { fsync: row.fsync, synchronousCommit: row.synchronous_commit, durable };
}
