import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Builds the production client once for the whole e2e run; each test file starts the real server, which serves it. */
export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  await build({ root: WEB_ROOT, configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
}
