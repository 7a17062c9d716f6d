import { yieldToMain } from './lib/yieldToMain';

/**
 * Starts the app in steps, each a dynamic import whose chunk (vite-plugins/startupChunks.ts) runs in a task of its own
 * with a yield to the browser between them: React, then Apollo Client, then styled-components, then the feed's page,
 * then the shell. Run as one module graph, all of it was a single task of about a second on a slow phone, after the
 * server's first paint, blocking input all that time. Every chunk is fetched at once when the app starts
 * (vite-plugins/entryAfterPaint.ts), so the steps wait for no request of their own.
 */
async function start(): Promise<void> {
  const { createElement, createRoot, startTransition } = await import('./startup/react');
  await yieldToMain();
  const { createApolloClient } = await import('./app/apolloClient');
  await yieldToMain();
  await import('./startup/styles');
  await yieldToMain();
  await import('./pages/HomeFeedPage');
  await yieldToMain();
  const { App, preloadRoute, registerOfflineReading, seedBootCache, waitForBootAnswers } = await import('./startup/app');
  await yieldToMain();

  const client = createApolloClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // An article's page code (already fetched by the boot script) runs in a task of its own.
  await preloadRoute(window.location.pathname);
  await yieldToMain();

  // The boot script's answers usually arrive while the app is starting, but they can only be read once the event loop
  // turns: wait briefly for them so the first render already knows who is signed in.
  await waitForBootAnswers();
  seedBootCache(client, window.location);
  await yieldToMain();
  // A transition makes the first render interruptible, so it is split into short tasks instead of one long one.
  startTransition(() => root.render(createElement(App, { client })));

  registerOfflineReading();
}

void start();
