import type { EntityManager } from '@mikro-orm/postgresql';
import { runStatement, selectRows } from '../../lib/sql.js';
import { LOCAL_PROVIDER } from './summariser.types.js';

/**
 * Records that a paper's offline summary stands in for a refused AI summary, due again at `nextAttemptAt`, in the
 * EntityManager's transaction when it has one. A paper already waiting keeps its re-asks so far and its next time.
 */
export async function insertSummaryFallback(
  em: EntityManager,
  articleId: number,
  reason: string,
  at: Date,
  nextAttemptAt: Date | null,
): Promise<void> {
  await runStatement(em, {
    sql: `insert into summary_reasks (article_id, fallback_reason, fallback_at, attempts, next_attempt_at) values (?, ?, ?, 0, ?)
     on conflict (article_id) do nothing`,
    params: [articleId, reason, at, nextAttemptAt],
  });
}

/** Forgets a paper's wait for the AI (a summary that is not a fallback was stored), in the EntityManager's transaction. */
export async function deleteSummaryReask(em: EntityManager, articleId: number): Promise<void> {
  await runStatement(em, { sql: 'delete from summary_reasks where article_id = ?', params: [articleId] });
}

/**
 * Ids of the papers due to be asked of the AI again at `at`: waiting, not given up, their next time reached, and their
 * stored summary still the offline one; the longest waiting first (by when the fallback was stored), at most `limit`.
 */
export async function selectDueReasks(em: EntityManager, at: Date, limit: number): Promise<number[]> {
  const rows = await selectRows<{ article_id: number }>(em, {
    sql: `select r.article_id from summary_reasks r join articles a on a.id = r.article_id
     where r.next_attempt_at <= ? and a.summary_provider = ?
     order by r.fallback_at, r.article_id
     limit ?`,
    params: [at, LOCAL_PROVIDER, limit],
  });
  return rows.map((row) => row.article_id);
}

/** One paper's wait for the AI, when it is due at `at` and its stored summary is still the offline one; else null. */
export async function selectDueReask(em: EntityManager, articleId: number, at: Date): Promise<{ attempts: number } | null> {
  const [row] = await selectRows<{ attempts: number }>(em, {
    sql: `select r.attempts from summary_reasks r join articles a on a.id = r.article_id
     where r.article_id = ? and r.next_attempt_at <= ? and a.summary_provider = ?`,
    params: [articleId, at, LOCAL_PROVIDER],
  });
  return row ?? null;
}

/**
 * Counts a re-ask made at `at` and sets the next due time, only if the paper still has the re-asks counted as
 * `attempts` (so two runs never both claim one re-ask); resolves to whether it did.
 */
export async function claimReask(
  em: EntityManager,
  articleId: number,
  attempts: number,
  at: Date,
  nextAttemptAt: Date | null,
): Promise<boolean> {
  const changed = await runStatement(em, {
    sql: `update summary_reasks set attempts = attempts + 1, last_attempt_at = ?, next_attempt_at = ?
     where article_id = ? and attempts = ? and next_attempt_at <= ?`,
    params: [at, nextAttemptAt, articleId, attempts, at],
  });
  return changed === 1;
}

/** Records why the latest re-ask's AI summary could not be used. */
export async function updateReaskFailure(em: EntityManager, articleId: number, failure: string): Promise<void> {
  await runStatement(em, { sql: 'update summary_reasks set last_failure = ? where article_id = ?', params: [failure, articleId] });
}

/** A paper's wait for the AI as stored, for operators and tests; null when it is not waiting. */
export async function selectSummaryReask(
  em: EntityManager,
  articleId: number,
): Promise<{
  attempts: number;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  lastFailure: string | null;
  fallbackReason: string | null;
} | null> {
  const [row] = await selectRows<{
    attempts: number;
    last_attempt_at: Date | string | null;
    next_attempt_at: Date | string | null;
    last_failure: string | null;
    fallback_reason: string | null;
  }>(em, {
    sql: 'select attempts, last_attempt_at, next_attempt_at, last_failure, fallback_reason from summary_reasks where article_id = ?',
    params: [articleId],
  });
  // Raw rows carry timestamps as PostgreSQL's text.
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return row
    ? {
        attempts: row.attempts,
        lastAttemptAt: date(row.last_attempt_at),
        nextAttemptAt: date(row.next_attempt_at),
        lastFailure: row.last_failure,
        fallbackReason: row.fallback_reason,
      }
    : null;
}
