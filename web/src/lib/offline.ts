import { STORAGE_KEYS, writeStorage } from './storage';

/** The most bookmarked articles kept for offline reading: the most recently bookmarked (the worker holds to it too). */
export const OFFLINE_BOOKMARK_LIMIT = 100;

/** The most answers the worker keeps from the reader's own reading, the oldest dropped first (public/sw.js). */
export const OFFLINE_READ_ANSWER_LIMIT = 300;

/** Whether this page runs the service worker: production builds in browsers that have one. */
export function offlineReadingAvailable(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Tells the worker to keep the app's code this page loaded (some of it before the worker took over). */
export async function keepLoadedCode(): Promise<void> {
  if (!offlineReadingAvailable()) return;
  const registration = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  registration.active?.postMessage({ type: 'keep', urls });
}

/**
 * Registers the service worker once the page has loaded, so it never competes with the first render
 * (docs/product/screens.md#offline-reading), and hands it the code this page loaded before it took over.
 */
export function registerOfflineReading(): void {
  if (!offlineReadingAvailable()) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => keepLoadedCode())
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** A query document as the worker sends it: the text Apollo prints and its SHA-256 (the persisted query hash). */
export interface OfflineDocument {
  query: string;
  hash: string;
}

/** One query the article page asks, by its operation's name and variables. */
export interface OfflineRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the worker is asked to keep: each bookmarked article's requests, most recently bookmarked first. */
export interface KeepBookmarksMessage {
  documents: Record<string, OfflineDocument>;
  articles: ReadonlyArray<{ requests: OfflineRequest[] }>;
  /** Fetch every answer again (a session's first keep), rather than only the ones not kept yet. */
  refresh: boolean;
}

/**
 * Asks the worker to keep exactly these bookmarked articles' answers (and drop those of articles no longer listed).
 * The worker fetches them itself, one at a time, after this returns.
 */
export async function keepBookmarksOffline(message: KeepBookmarksMessage): Promise<void> {
  if (!offlineReadingAvailable()) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'keep-bookmarks', ...message, articles: message.articles.slice(0, OFFLINE_BOOKMARK_LIMIT) });
}

/**
 * Forgets the GraphQL answers the worker kept, read or bookmarked (on logout, so the next person on this browser does
 * not read them): the worker stops keeping and deletes them, and the page deletes them too in case no worker runs.
 */
export async function forgetOfflineAnswers(): Promise<void> {
  writeStorage(STORAGE_KEYS.offlineBookmarksKept, null, 'session');
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: 'forget' });
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.startsWith('paperlight-data')).map((key) => caches.delete(key)));
}
