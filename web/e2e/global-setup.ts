import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the production client once for the whole e2e run; each test file starts the real server, which serves it.
 * The test runner sets NODE_ENV=test, which would give React's development build: the browser tests run the build
 * readers get.
 */
export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const runnerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB_ROOT,
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: 'warn',
      mode: 'production',
    });
  } finally {
    process.env.NODE_ENV = runnerEnv;
  }
}
