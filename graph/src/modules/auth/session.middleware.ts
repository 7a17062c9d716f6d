import type { MikroORM } from '@mikro-orm/postgresql';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { findUser } from '../user/user.service.js';
import type { User } from '../user/user.entity.js';
import { PgSessionStore } from './session-store.middleware.js';
import { selectSessionUserId } from './session.queries.js';

/** Sessions end after 30 minutes without a request; each request extends them. */
export const SESSION_IDLE_MS = 30 * 60_000;

export interface SessionOptions {
  orm: MikroORM;
  secret: string;
  production: boolean;
}

export interface SessionMiddleware {
  /**
   * express-session, then passport's session restore: sets `req.user` for a signed-in browser. A request without the
   * session cookie has no session to read and skips both; `startSession` gives it one when it signs in.
   */
  handlers: RequestHandler[];
  /** Runs the session and passport handlers on a bare request (a WebSocket upgrade) and resolves with its user; `req.sessionID` is set. */
  userFor(req: Request): Promise<User | null>;
  /** The id of the user a session is still signed in as (one indexed read); null once it has ended or expired. */
  signedInUserId(sessionId: string): Promise<number | null>;
  store: PgSessionStore;
  /** True when a request carries this app's session cookie at all; without one there is no viewer to look up. */
  hasSessionCookie(req: IncomingMessage): boolean;
}

/** The cookie name; production uses the `__Host-` prefix, which browsers only accept for Secure, host-only cookies. */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-paperlight.sid' : 'paperlight.sid';
}

// How a request that came without the session cookie gets one, should it sign in.
const sessionStarters = new WeakMap<Request, () => Promise<void>>();

/**
 * Gives a request that came without the session cookie its session and passport's sign-in methods, before it signs
 * in; a request that came with the cookie already has them.
 */
export async function startSession(req: Request): Promise<void> {
  const start = sessionStarters.get(req);
  sessionStarters.delete(req);
  await start?.();
}

/** Runs handlers one after another on a request, as Express would, and calls `done` after the last or on an error. */
function runHandlers(handlers: readonly RequestHandler[], req: Request, res: Response, done: (error?: unknown) => void): void {
  let index = 0;
  const step = (error?: unknown) => {
    const handler = handlers[index++];
    if (error || !handler) return done(error);
    handler(req, res, step);
  };
  step();
}

const runHandlersAsync = (handlers: readonly RequestHandler[], req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => runHandlers(handlers, req, res, (error) => (error ? reject(error) : resolve())));

/** Creates the cookie session and the passport instance that maps a session to a user. */
export function createSessionMiddleware({ orm, secret, production }: SessionOptions): SessionMiddleware {
  const store = new PgSessionStore(orm, SESSION_IDLE_MS);
  const authenticator = new passport.Passport();
  authenticator.serializeUser<number>((user, done) => done(null, (user as User).id));
  authenticator.deserializeUser<number>((id, done) => {
    findUser({ em: orm.em.fork() }, id).then((user) => done(null, user ?? false), done);
  });
  const cookieSession = session({
    name: sessionCookieName(production),
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    // Whether the request came over HTTPS is Express's `req.secure`, which believes X-Forwarded-Proto only from the
    // proxy hops TRUST_PROXY names: a caller cannot claim HTTPS for itself.
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: production, path: '/', maxAge: SESSION_IDLE_MS },
  });
  const sessionHandlers: RequestHandler[] = [cookieSession, authenticator.initialize(), authenticator.session()];
  const cookiePrefix = `${sessionCookieName(production)}=`;
  const hasSessionCookie = (req: IncomingMessage) => (req.headers.cookie ?? '').split(/;\s*/).some((pair) => pair.startsWith(cookiePrefix));
  // A request without the cookie would get a new session id made and, as it is answered, the unsaved session hashed:
  // work for nothing on most public API requests, which never sign in.
  const whenCookied: RequestHandler = (req, res, next) => {
    if (hasSessionCookie(req)) return runHandlers(sessionHandlers, req, res, next);
    sessionStarters.set(req, () => runHandlersAsync(sessionHandlers, req, res));
    next();
  };
  const userFor = async (req: Request): Promise<User | null> => {
    const res = { getHeader: () => undefined, setHeader: () => undefined, end: () => undefined, writeHead: () => undefined } as never;
    await runHandlersAsync(sessionHandlers, req, res);
    return (req.user as User | undefined) ?? null;
  };
  const handlers: RequestHandler[] = [whenCookied];
  const signedInUserId = (sessionId: string) => selectSessionUserId(orm.em.getConnection(), sessionId);
  return { handlers, userFor, signedInUserId, store, hasSessionCookie };
}
