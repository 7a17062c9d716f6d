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
          testTimeout: 60_000,
        },
      },
    ],
  },
});
