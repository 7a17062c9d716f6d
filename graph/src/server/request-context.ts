import type { Request } from 'express';
import { createContext, type AppContext, type ContextRuntime, type SessionControl } from '../context.js';
import { apiKeyOf } from '../modules/api-key/api-key.middleware.js';
import { startSession } from '../modules/auth/session.middleware.js';
import type { User } from '../modules/user/user.entity.js';
import { meterOf } from './request-meter.js';

/** Session control over an Express request that passed through the session and passport middleware. */
export function sessionControlFor(req: Request): SessionControl {
  return {
    get id() {
      return req.sessionID;
    },
    login: async (user) => {
      await startSession(req);
      await new Promise<void>((resolve, reject) => req.login(user, (error?: unknown) => (error ? reject(error) : resolve())));
    },
    logout: () =>
      new Promise((resolve, reject) => {
        req.logout((error?: unknown) => {
          if (error) return reject(error);
          req.session.destroy((destroyError?: unknown) => (destroyError ? reject(destroyError) : resolve()));
        });
      }),
  };
}

/**
 * The context of an HTTP request: its user from the session or API key, the key, its address and its session control
 * (none for a keyed request, which never signs in or out).
 */
export function createRequestContext(runtime: ContextRuntime, req: Request): AppContext {
  const apiKey = apiKeyOf(req);
  return createContext(runtime, {
    viewer: (req.user as User | undefined) ?? null,
    apiKey,
    meter: meterOf(req),
    address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    session: apiKey ? null : sessionControlFor(req),
  });
}
