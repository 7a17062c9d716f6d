import { useQuery } from '@apollo/client/react';
import { SavedSearchesDocument } from '../../saved-searches/hooks/useSavedSearches';
import { NOTIFICATION_POLL_MS } from './useNewArticleCheck';

/**
 * The reader's saved searches with their new-paper counts, for the bell: the feed's own query, so opening a search
 * anywhere updates both. Polls only while no live socket tells of new papers (`live`).
 */
export function useSavedSearchCounts(live: boolean) {
  const { data, loading } = useQuery(SavedSearchesDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: live ? 0 : NOTIFICATION_POLL_MS,
  });
  return { searches: data?.me?.savedSearches ?? [], loading: loading && !data };
}
