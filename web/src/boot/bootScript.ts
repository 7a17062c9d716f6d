import { BOOT_QUERIES } from 'virtual:paperlight-boot-queries';
import { bootPlan } from './bootPlan';
import { BOOT_FETCH_TIMEOUT_MS } from './bootTimeouts';
import type { BootEntry, BootRequest, BootResult } from './bootTypes';

/**
 * The boot script: a couple of kilobytes that run before the app's JavaScript has downloaded and send the page's
 * first queries (the signed-in check and the feed or article), so their answers are waiting when the app starts.
 * Answers that have arrived by then go straight into Apollo's cache before the first render (bootCache.ts); the
 * others are handed to the matching Apollo query by the boot link (bootLink.ts, bootEntries.ts); anything unusual
 * falls back to a normal request. bootPlan.ts decides which queries a location needs; vite-plugins/bootFetch.ts builds
 * this file as its own entry and supplies the query texts.
 */
/** As Apollo sends queries: the server and the browser keep anonymous answers that are plain JSON. */
const HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

function isPersistedQueryNotFound(result: BootResult): boolean {
  return (result.errors ?? []).some(
    (error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND',
  );
}

/**
 * Sends one query as Apollo's persisted query link does: by GET naming the document by its hash (the address the
 * server and the browser cache anonymous answers by), and once by POST with the whole document if the server does not
 * know the hash yet. The JSON content type is the preflight header Apollo's CSRF prevention asks of a GET. Both
 * requests, bodies included, are abandoned after BOOT_FETCH_TIMEOUT_MS, which settles the answer as null.
 */
async function sendQuery(request: BootRequest, query: string, hash: string, signal: AbortSignal): Promise<BootResult | null> {
  const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
  const params = {
    operationName: request.operationName,
    variables: JSON.stringify(request.variables),
    extensions: JSON.stringify(extensions),
  };
  const search = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  const hashed = await fetch(`/graphql?${search}`, { credentials: 'same-origin', headers: HEADERS, signal });
  const result = (await hashed.json()) as BootResult;
  if (!isPersistedQueryNotFound(result)) return hashed.ok ? result : null;
  const whole = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: HEADERS,
    signal,
    body: JSON.stringify({ operationName: request.operationName, query, variables: request.variables, extensions }),
  });
  return whole.ok ? ((await whole.json()) as BootResult) : null;
}

function startBootFetches(): void {
  const entries: BootEntry[] = [];
  for (const request of bootPlan(window.location.pathname, window.location.search)) {
    const boot = BOOT_QUERIES[request.operationName];
    if (!boot) continue;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), BOOT_FETCH_TIMEOUT_MS);
    const answer = sendQuery(request, boot.query, boot.hash, controller.signal)
      .catch(() => null)
      .finally(() => clearTimeout(timer));
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
