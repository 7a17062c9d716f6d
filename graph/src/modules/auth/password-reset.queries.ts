import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';

/**
 * Uses the reset link whose token has this hash, if it is unused and unexpired, and with it every other link of the
 * same reader, in one statement each, so two requests racing with one link cannot both succeed. Returns the reader's
 * id, or null when no such link works.
 */
export async function consumeResetToken(em: EntityManager, tokenHash: string, now: Date): Promise<number | null> {
  const [used] = await selectRows<{ user_id: number }>(em, {
    sql: 'update password_resets set used_at = ? where token_hash = ? and used_at is null and expires_at > ? returning user_id',
    params: [now, tokenHash, now],
  });
  if (!used) return null;
  await selectRows(em, {
    sql: 'update password_resets set used_at = ? where user_id = ? and used_at is null returning id',
    params: [now, used.user_id],
  });
  return used.user_id;
}

/** Ends every session signed in as the user but `keepSid` (none when null); returns the ended session ids. */
export async function deleteUserSessions(em: EntityManager, userId: number, keepSid: string | null): Promise<string[]> {
  const rows = await selectRows<{ sid: string }>(em, {
    sql: "delete from sessions where sess->'passport'->>'user' = ? and sid is distinct from ? returning sid",
    params: [String(userId), keepSid],
  });
  return rows.map((row) => row.sid);
}
