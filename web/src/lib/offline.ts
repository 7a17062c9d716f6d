/**
 * Registers the service worker once the page has loaded, so it never competes with the first render
 * (docs/product/screens.md#offline-reading), and hands it the code this page loaded before it took over.
 */
export function registerOfflineReading(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'keep', urls });
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Forgets the GraphQL answers the worker kept (on logout, so the next person on this browser does not read them). */
export async function forgetOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.startsWith('paperlight-data')).map((key) => caches.delete(key)));
}
