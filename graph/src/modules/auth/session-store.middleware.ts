import type { MikroORM } from '@mikro-orm/postgresql';
import session, { type SessionData } from 'express-session';
import { deleteExpiredSessions, deleteSession, selectLiveSession, updateSessionExpiry, upsertSession } from './session.queries.js';

const CLEANUP_INTERVAL_MS = 10 * 60_000;

/**
 * How far a request must move a session's end before the store writes it. Every signed-in request renews the session;
 * writing each renewal would commit (and flush) a transaction per request, so the stored end moves in steps and a
 * session may end up to this much before its cookie's `Max-Age` says.
 */
export const SESSION_RENEWAL_STEP_MS = 60_000;

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
    selectLiveSession(this.connection(), sid).then((data) => callback(null, data), callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    upsertSession(this.connection(), sid, data, this.expiryOf(data)).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    updateSessionExpiry(this.connection(), sid, this.expiryOf(data), SESSION_RENEWAL_STEP_MS).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    deleteSession(this.connection(), sid).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  /** Removes sessions past their expiry. */
  async deleteExpired(): Promise<void> {
    await deleteExpiredSessions(this.connection());
  }

  close(): void {
    clearInterval(this.cleanup);
  }
}
