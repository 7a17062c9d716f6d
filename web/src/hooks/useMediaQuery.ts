import { useCallback, useSyncExternalStore } from 'react';

/** Large screens get the filter sidebar and the Refresh and bookmarks buttons (theme breakpoint lg). */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

/** Screens from a tablet up (theme breakpoint md); narrower ones are phones, which see the feed's list before its filters. */
export const MEDIUM_SCREEN_QUERY = '(min-width: 768px)';

/** Whether a media query matches at this moment (true where the browser cannot tell, as in a server render). */
export function matchesMedia(query: string): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true;
}

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => true,
  );
}
