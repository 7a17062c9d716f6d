import { BOOT_QUERIES } from 'virtual:paperlight-boot-queries';
import { bootPlan } from './bootPlan';
import type { BootEntry, BootResult } from './bootTypes';

/**
 * The boot script: a couple of kilobytes that run before the app's JavaScript has downloaded and send the page's
 * first queries (the signed-in check and the feed or article), so their answers are waiting when the app starts.
 * Answers that have arrived by then go straight into Apollo's cache before the first render (bootCache.ts); the
 * others are handed to the matching Apollo query by the boot link (bootLink.ts, bootEntries.ts); anything unusual
 * falls back to a normal request. bootPlan.ts decides which queries a location needs; vite-plugins/bootFetch.ts builds
 * this file as its own entry and supplies the query texts.
 */
function startBootFetches(): void {
  const entries: BootEntry[] = [];
  for (const request of bootPlan(window.location.pathname, window.location.search)) {
    const query = BOOT_QUERIES[request.operationName];
    if (!query) continue;
    const answer = fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: request.operationName, query, variables: request.variables }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<BootResult>) : null))
      .catch(() => null);
    const entry: BootEntry = { ...request, answer };
    answer.then((result) => {
      entry.result = result;
    });
    entries.push(entry);
  }
  window.__paperlightBoot = entries;
}

/** An article's page code is fetched beside its data instead of after the app has started. */
function preloadPageCode(): void {
  const file = document.querySelector<HTMLMetaElement>('meta[name="paperlight:page:ArticlePage"]')?.content;
  if (!file || !/^\/article\/\d+\/?$/.test(window.location.pathname)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  link.crossOrigin = '';
  document.head.appendChild(link);
}

startBootFetches();
preloadPageCode();
