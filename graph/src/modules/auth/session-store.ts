import type { MikroORM } from '@mikro-orm/postgresql';
import session, { type SessionData } from 'express-session';

const CLEANUP_INTERVAL_MS = 10 * 60_000;

type Callback<T = void> = (error?: unknown, result?: T) => void;

/** An express-session store in the `sessions` table, so sessions survive restarts and are shared by every API process. */
export class PgSessionStore extends session.Store {
  private readonly cleanup: NodeJS.Timeout;

  constructor(
    private readonly orm: MikroORM,
    private readonly idleMs: number,
  ) {
    super();
    this.cleanup = setInterval(() => void this.deleteExpired().catch(() => undefined), CLEANUP_INTERVAL_MS);
    this.cleanup.unref();
  }

  private connection() {
    return this.orm.em.getConnection();
  }

  private expiryOf(data: SessionData): Date {
    return data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + this.idleMs);
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.connection()
      .execute<{ sess: SessionData }[]>('select sess from sessions where sid = ? and expire > now()', [sid])
      .then((rows) => callback(null, rows[0]?.sess ?? null), callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.connection()
      .execute(
        'insert into sessions (sid, sess, expire) values (?, ?::jsonb, ?) on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire',
        [sid, JSON.stringify(data), this.expiryOf(data)],
        'run',
      )
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    this.connection()
      .execute('update sessions set expire = ? where sid = ?', [this.expiryOf(data), sid], 'run')
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.connection()
      .execute('delete from sessions where sid = ?', [sid], 'run')
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  /** Removes sessions past their expiry. */
  async deleteExpired(): Promise<void> {
    await this.connection().execute('delete from sessions where expire <= now()', [], 'run');
  }

  close(): void {
    clearInterval(this.cleanup);
  }
}
