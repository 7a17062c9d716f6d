const NAVIGATE_EVENT = 'paperlight:navigate';

export interface AppLocation {
  pathname: string;
  search: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (for in-page query changes such as search text). */
  keepScroll?: boolean;
}

/** Client-side navigation through the History API; every `useLocation` re-renders. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.toString());
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (target !== current) {
    if (options.replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
  }
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  if (!options.keepScroll && target !== current) window.scrollTo(0, 0);
}

/** A full page load: after sign-in, registration and logout (docs/product/accounts.md#sign-in), and to the payment provider's pages. */
export function reloadTo(path: string): void {
  window.location.assign(path);
}

export function subscribeToLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATE_EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATE_EVENT, listener);
  };
}

export function locationKey(): string {
  return `${window.location.pathname}${window.location.search}`;
}
