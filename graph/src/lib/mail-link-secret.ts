import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.js';

/** Where a development machine keeps its generated link secret, so links in sent emails survive restarts. */
export const MAIL_LINK_SECRET_FILE = 'mail-link-secret';

function readStored(file: string): string | null {
  if (!existsSync(file)) return null;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : null;
}

/**
 * The secret that signs links in emails: MAIL_LINK_SECRET when set (required in production), else the one kept in
 * `<data dir>/mail-link-secret`, generated on first use. The API and the worker of one `npm start` share the data dir,
 * so both read the same secret and an unsubscribe link keeps working after any restart.
 */
export function resolveMailLinkSecret(env: Pick<Env, 'mailLinkSecret' | 'dataDir'>): string {
  if (env.mailLinkSecret) return env.mailLinkSecret;
  const file = path.join(env.dataDir, MAIL_LINK_SECRET_FILE);
  const stored = readStored(file);
  if (stored) return stored;
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // Written whole under a temporary name, then linked into place (which fails if another process got there first):
  // two processes starting at once agree on one secret and never read half of one.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readStored(file);
    if (!winner) throw new Error(`${file} exists but holds no usable secret; delete it or set MAIL_LINK_SECRET.`, { cause: error });
    return winner;
  } finally {
    rmSync(temporary, { force: true });
  }
}
