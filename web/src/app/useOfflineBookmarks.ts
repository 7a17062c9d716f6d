import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useAuth } from '../features/auth';
import { useBookmarkIds, useBookmarksComplete } from '../features/bookmarks/BookmarksProvider';
import { offlineReadingAvailable } from '../lib/offline';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/** How long after the bookmark list settles the keeping starts, so it never competes with the page's own loading. */
export const KEEP_DELAY_MS = 1000;

/**
 * Whether the worker should be asked to keep the bookmarked articles (`kept` is what this tab last asked for, `wanted`
 * the bookmarks now, both as sorted ids), and whether to fetch every answer again: once per browser session (a tab's
 * first keep refreshes all of them), then whenever the bookmarks change (only the added articles are fetched, the
 * removed ones dropped). Nothing while offline.
 */
export function planBookmarkKeeping(wanted: string, kept: string | null, online: boolean): { refresh: boolean } | null {
  if (!online || wanted === kept) return null;
  return { refresh: kept === null };
}

/**
 * Keeps the signed-in reader's bookmarked articles for offline reading (docs/product/screens.md#offline-reading): the
 * keeping code loads only when there is something to keep, after the page has settled. A guest's tab forgets what it
 * kept, so the next reader to sign in starts afresh.
 */
export function useOfflineBookmarks(): void {
  const client = useApolloClient();
  const { user, loading } = useAuth();
  const ids = useBookmarkIds();
  const complete = useBookmarksComplete();
  const wanted = user && complete ? [...ids].sort().join(',') : null;
  const guest = !loading && !user;
  useEffect(() => {
    if (guest) writeStorage(STORAGE_KEYS.offlineBookmarksKept, null, 'session');
  }, [guest]);
  useEffect(() => {
    if (wanted === null || !offlineReadingAvailable()) return;
    const timer = setTimeout(() => {
      const plan = planBookmarkKeeping(wanted, readStorage(STORAGE_KEYS.offlineBookmarksKept, 'session'), navigator.onLine);
      if (!plan) return;
      import('./offlineBookmarks')
        .then(({ keepBookmarkedArticles }) => keepBookmarkedArticles(client, plan.refresh))
        .then(() => writeStorage(STORAGE_KEYS.offlineBookmarksKept, wanted, 'session'))
        // A failed keep is tried again at the next page load or bookmark change; reading never depends on it.
        .catch(() => undefined);
    }, KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, wanted]);
}
