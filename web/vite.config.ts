import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { bootFetch } from './vite-plugins/bootFetch.ts';
import { entryAfterPaint } from './vite-plugins/entryAfterPaint.ts';
import { firstPaintStyle } from './vite-plugins/firstPaintStyle.ts';
import { startupChunks } from './vite-plugins/startupChunks.ts';
import { themeScript } from './vite-plugins/themeScript.ts';
import { typedDocuments } from './vite-plugins/typedDocuments.ts';

/** Where the graph runs in development; `PAPERLIGHT_API` points the proxy elsewhere. */
const API_TARGET = process.env.PAPERLIGHT_API ?? 'http://127.0.0.1:4000';

const GQL_DIR = fileURLToPath(new URL('./src/gql', import.meta.url));
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** The steps main.tsx starts the app in, in order: each is a chunk of its own, run in a task of its own. */
const STARTUP_STEPS = [
  // Vite's helper for dynamic imports, which the entry itself needs: a chunk of its own, or the entry would import the
  // chunk that held it (and with it run that step) before its first step.
  { name: 'loader', entry: '\0vite/preload-helper.js' },
  { name: 'react', entry: source('startup/react.ts') },
  { name: 'data', entry: source('app/apolloClient.ts') },
  { name: 'styles', entry: source('startup/styles.ts') },
  { name: 'feed', entry: source('pages/HomeFeedPage.tsx') },
  { name: 'app', entry: source('startup/app.ts') },
];

const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: API_TARGET, ws: true, changeOrigin: false },
  '/api': { target: API_TARGET, changeOrigin: false },
};

/** The web client: Vite serves it in development (proxying the graph on :4000) and builds it into web/dist for the graph server. */
export default defineConfig({
  plugins: [
    themeScript(),
    firstPaintStyle(),
    typedDocuments(GQL_DIR),
    bootFetch({
      gqlDir: GQL_DIR,
      entry: fileURLToPath(new URL('./src/boot/bootScript.ts', import.meta.url)),
      operations: ['Viewer', 'FeedArticles', 'ArticlePage'],
      preloads: { ArticlePage: fileURLToPath(new URL('./src/pages/ArticlePage.tsx', import.meta.url)) },
    }),
    react(),
    entryAfterPaint(),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: startupChunks(STARTUP_STEPS) },
      },
    },
  },
});
