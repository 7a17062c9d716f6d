import type { Env } from '../config/env.js';
import { storedSecret } from './stored-secret.js';

/** Where a development machine keeps its generated link secret, so links in sent emails survive restarts. */
export const MAIL_LINK_SECRET_FILE = 'mail-link-secret';

/**
 * The secret that signs links in emails: MAIL_LINK_SECRET when set (required in production), else the one kept in
 * `<data dir>/mail-link-secret`, generated on first use. The API and the worker of one `npm start` share the data dir,
 * so both read the same secret and an unsubscribe link keeps working after any restart.
 */
export function resolveMailLinkSecret(env: Pick<Env, 'mailLinkSecret' | 'dataDir'>): string {
  return env.mailLinkSecret ?? storedSecret(env.dataDir, MAIL_LINK_SECRET_FILE, 'MAIL_LINK_SECRET');
}
