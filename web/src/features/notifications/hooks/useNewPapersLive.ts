import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../gql';
import { useLiveConnectionOpen } from '../../../lib/liveConnection';

/** How long after a new paper the bell's counts are refreshed, so a burst of papers asks once. */
export const LIVE_REFRESH_DELAY_MS = 1_000;

/** The queries whose counts a new paper may change: the all-papers check and the saved searches' new counts. */
const REFRESHED_QUERIES = ['NewArticleCheck', 'SavedSearches'];

const NewPaperAddedDocument = graphql(`
  subscription NewPaperAdded {
    articleAdded {
      id
    }
  }
`);

/**
 * Follows new papers over graphql-ws (docs/product/feed.md#new-article-bell): shortly after papers join the library, the
 * bell's counts are asked again. Answers whether the socket is open and the subscription healthy, so the bell stops
 * polling while it is and polls again when it is not.
 */
export function useNewPapersLive(): boolean {
  const client = useApolloClient();
  const open = useLiveConnectionOpen();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { error } = useSubscription(NewPaperAddedDocument, {
    onData: () => {
      timer.current ??= setTimeout(() => {
        timer.current = null;
        void client.refetchQueries({ include: REFRESHED_QUERIES });
      }, LIVE_REFRESH_DELAY_MS);
    },
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return open && !error;
}
