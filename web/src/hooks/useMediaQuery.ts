import { useCallback, useSyncExternalStore } from 'react';

/** Large screens get the filter sidebar and the Refresh and bookmarks buttons (theme breakpoint lg). */
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';

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
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true);
  return useSyncExternalStore(subscribe, read, () => true);
}
