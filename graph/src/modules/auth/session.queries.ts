import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionData } from 'express-session';

// The session store runs outside any request's unit of work: its statements go straight to the connection pool and
// never join a transaction that happens to be open where express-session saves.
type Connection = ReturnType<EntityManager['getConnection']>;

/** A session's data, or null when there is none or it has expired. */
export async function selectLiveSession(connection: Connection, sid: string): Promise<SessionData | null> {
  const rows = await connection.execute<{ sess: SessionData }[]>('select sess from sessions where sid = ? and expire > now()', [sid]);
  return rows[0]?.sess ?? null;
}

/** Stores a session's data and expiry, replacing what the session held before. */
export async function upsertSession(connection: Connection, sid: string, data: SessionData, expire: Date): Promise<void> {
  await connection.execute(
    'insert into sessions (sid, sess, expire) values (?, ?::jsonb, ?) on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire',
    [sid, JSON.stringify(data), expire],
    'run',
  );
}

/**
 * Moves a session's expiry to `expire` when that is at least `step` later than the stored one; a request within `step`
 * of the last renewal matches no row, so it writes nothing and commits no transaction.
 */
export async function updateSessionExpiry(connection: Connection, sid: string, expire: Date, stepMs: number): Promise<void> {
  await connection.execute(
    'update sessions set expire = ? where sid = ? and expire <= ?',
    [expire, sid, new Date(expire.getTime() - stepMs)],
    'run',
  );
}

/** Deletes one session. */
export async function deleteSession(connection: Connection, sid: string): Promise<void> {
  await connection.execute('delete from sessions where sid = ?', [sid], 'run');
}

/** Deletes every session past its expiry. */
export async function deleteExpiredSessions(connection: Connection): Promise<void> {
  await connection.execute('delete from sessions where expire <= now()', [], 'run');
}

/** The id of the user a live session is signed in as, or null when the session is gone, expired or signed out. */
export async function selectSessionUserId(connection: Connection, sid: string): Promise<number | null> {
  const rows = await connection.execute<{ user_id: string | null }[]>(
    "select sess->'passport'->>'user' as user_id from sessions where sid = ? and expire > now()",
    [sid],
  );
  const id = rows[0]?.user_id;
  return id ? Number(id) : null;
}
