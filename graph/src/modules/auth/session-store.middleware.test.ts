import type { SessionData } from 'express-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { PgSessionStore, SESSION_RENEWAL_STEP_MS } from './session-store.middleware.js';

let db: TestDatabase;
let store: PgSessionStore;

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PgSessionStore(db.orm, 30 * 60_000);
});

afterAll(async () => {
  store?.close();
  await db?.drop();
});

function sessionEnding(at: Date): SessionData {
  return { cookie: { originalMaxAge: 30 * 60_000, expires: at, httpOnly: true, path: '/' } } as SessionData;
}

const call = (work: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) =>
    work((error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve())),
  );

/** The stored end (milliseconds since the epoch) and the row's version, which changes with every write. */
async function stored(sid: string): Promise<{ expire: number; version: string }> {
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ expire: number; version: string }[]>(
      'select (extract(epoch from expire) * 1000)::float8 as expire, xmin::text as version from sessions where sid = ?',
      [sid],
    );
  return row;
}

describe('the session store renews a session in steps', () => {
  it('writes a renewal only when it moves the end by a step or more, so most signed-in requests write nothing', async () => {
    const start = new Date(Date.now() + 30 * 60_000);
    await call((done) => store.set('renewed-session', sessionEnding(start), done));
    const before = await stored('renewed-session');
    expect(before.expire).toBe(start.getTime());

    const soon = new Date(start.getTime() + SESSION_RENEWAL_STEP_MS - 1_000);
    await call((done) => store.touch('renewed-session', sessionEnding(soon), done));
    expect(await stored('renewed-session')).toEqual(before);

    const later = new Date(start.getTime() + SESSION_RENEWAL_STEP_MS);
    await call((done) => store.touch('renewed-session', sessionEnding(later), done));
    const after = await stored('renewed-session');
    expect(after.expire).toBe(later.getTime());
    expect(after.version).not.toBe(before.version);
  });

  it('never moves an end backwards or revives a signed-out session', async () => {
    const end = new Date(Date.now() + 30 * 60_000);
    await call((done) => store.set('kept-session', sessionEnding(end), done));
    await call((done) => store.touch('kept-session', sessionEnding(new Date(end.getTime() - 5 * 60_000)), done));
    expect((await stored('kept-session')).expire).toBe(end.getTime());

    await call((done) => store.destroy('kept-session', done));
    await call((done) => store.touch('kept-session', sessionEnding(new Date(end.getTime() + 10 * 60_000)), done));
    expect(await stored('kept-session')).toBeUndefined();
  });
});
