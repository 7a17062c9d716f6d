import { useMemo, useSyncExternalStore } from 'react';
import { locationKey, subscribeToLocation, type AppLocation } from './history';

/** The current path and query string; re-renders on every navigation. */
export function useLocation(): AppLocation {
  const key = useSyncExternalStore(subscribeToLocation, locationKey, locationKey);
  return useMemo(() => {
    const queryStart = key.indexOf('?');
    return queryStart === -1 ? { pathname: key, search: '' } : { pathname: key.slice(0, queryStart), search: key.slice(queryStart) };
  }, [key]);
}

/** One query-string parameter of the current location. */
export function useSearchParam(name: string): string | null {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search).get(name), [search, name]);
}
