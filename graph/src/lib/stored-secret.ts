import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function readStored(file: string): string | null {
  if (!existsSync(file)) return null;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : null;
}

/**
 * A secret kept in `<data dir>/<fileName>`, generated on first use and readable by its owner only, for development
 * machines that set no secret in the environment: it survives restarts, and processes sharing the data dir share it.
 * `variable` names the environment variable that replaces it, for the error a damaged file gives.
 */
export function storedSecret(dataDir: string, fileName: string, variable: string): string {
  const file = path.join(dataDir, fileName);
  const stored = readStored(file);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
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
    if (!winner) throw new Error(`${file} exists but holds no usable secret; delete it or set ${variable}.`, { cause: error });
    return winner;
  } finally {
    rmSync(temporary, { force: true });
  }
}
