import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SavedSearchesDocument = graphql(`
  query SavedSearches {
    me {
      id
      savedSearchAllowance
      savedSearches {
        id
        name
        newCount
        feedUrl
        filter {
          search
          searchScope
          sources
          categories
          designs
          peerReview
          openAccessOnly
          journals
        }
      }
    }
  }
`);

const SaveSearchDocument = graphql(`
  mutation SaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      id
      name
    }
  }
`);

const DeleteSavedSearchDocument = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);

const ResetSavedSearchFeedDocument = graphql(`
  mutation ResetSavedSearchFeed($id: ID!) {
    resetSavedSearchFeed(id: $id) {
      id
      feedUrl
    }
  }
`);

const REFETCH = ['SavedSearches'];

/** The signed-in reader's saved searches and the calls that change them (docs/product/following.md#saved-searches). */
export function useSavedSearches(signedIn: boolean) {
  const { data, loading, error } = useQuery(SavedSearchesDocument, { skip: !signedIn, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SaveSearchDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteSavedSearchDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [resetFeed] = useMutation(ResetSavedSearchFeedDocument);
  return {
    searches: data?.me?.savedSearches ?? [],
    allowance: data?.me?.savedSearchAllowance ?? 0,
    loading,
    error,
    saving: saving.loading,
    save,
    remove,
    resetFeed,
  };
}
