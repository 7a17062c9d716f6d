import type { Env } from '../config/env.js';
import { storedSecret } from './stored-secret.js';

/** Where a development machine keeps its generated session secret, beside the embedded PostgreSQL's data. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The secret that signs session cookies: SESSION_SECRET when set (required in production), else the one kept in
 * `<data dir>/session-secret`, generated on first use, so restarting `npm start` keeps every reader signed in.
 */
export function resolveSessionSecret(env: Pick<Env, 'sessionSecret' | 'dataDir'>): string {
  return env.sessionSecret ?? storedSecret(env.dataDir, SESSION_SECRET_FILE, 'SESSION_SECRET');
}
