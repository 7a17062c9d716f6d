import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql@16 ships index.mjs and index.js without an exports map: keep transformed code on the copy Node loads.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'lint', include: ['.eslint/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        extends: true,
        // The display helpers the app and the server share: pure functions, no database and no DOM.
        test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'graph',
          include: ['graph/**/*.test.ts'],
          setupFiles: ['graph/test/setup.ts'],
          globalSetup: ['graph/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'workflows',
          include: ['workflows/**/*.test.ts'],
          setupFiles: ['graph/test/setup.ts'],
          // One PostgreSQL (each file clones its own database) and one Temporal dev server (each file has its own task queues).
          globalSetup: ['graph/test/global-setup.ts', 'workflows/test/temporal-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/vite-plugins/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // A bound for a hung test, not a speed target: whole pages render slowly in jsdom on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          environment: 'node',
          // The database server first, then one production build of the client; each file starts its own server.
          globalSetup: ['graph/test/global-setup.ts', 'web/e2e/global-setup.ts'],
          setupFiles: ['graph/test/setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser journey that fails once under a loaded machine's timing is run once more; one that fails twice
          // fails the run.
          retry: 1,
        },
      },
    ],
  },
});
