import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { navigate } from '../../../lib/router';
import { feedParamsToSearch } from '../../feed/utils/feedParams';
import { DEFAULT_SORT } from '../../feed/utils/feedSort';
import { filtersOfSavedSearch, type SavedSearchFilterFields } from '../utils/savedSearchFilters';

const OpenSavedSearchDocument = graphql(`
  mutation OpenSavedSearch($id: ID!) {
    openSavedSearch(id: $id) {
      id
      newCount
    }
  }
`);

/**
 * Opens a saved search (docs/product/following.md#saved-searches): the feed shows its filter over any date, and its
 * new-paper count starts again from now.
 */
export function useOpenSavedSearch(): (search: { id: string; filter: SavedSearchFilterFields }) => void {
  const [open] = useMutation(OpenSavedSearchDocument);
  return (search) => {
    void open({ variables: { id: search.id } });
    navigate(`/${feedParamsToSearch({ filters: filtersOfSavedSearch(search.filter), sort: DEFAULT_SORT })}`, { replace: false });
  };
}
