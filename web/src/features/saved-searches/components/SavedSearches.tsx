import { useAuth } from '../../auth';
import type { FeedFilters } from '../../feed/utils/feedFilters';
import { useOpenSavedSearch } from '../hooks/useOpenSavedSearch';
import { useSavedSearches } from '../hooks/useSavedSearches';
import { SaveSearchButton } from './SaveSearchButton';
import { SavedSearchBar } from './SavedSearchBar';

/** The feed's saved-search controls for a signed-in reader: the list with new-paper counts, and 'Save this search'. */
export function useSavedSearchControls(filters: FeedFilters) {
  const { user } = useAuth();
  const saved = useSavedSearches(Boolean(user));
  const openSearch = useOpenSavedSearch();
  if (!user) return { bar: null, saveButton: null };

  const bar = (
    <SavedSearchBar
      searches={saved.searches}
      allowance={saved.allowance}
      onOpen={openSearch}
      onDelete={(search) => saved.remove({ variables: { id: search.id } })}
      onResetFeed={(search) => saved.resetFeed({ variables: { id: search.id } })}
    />
  );
  const saveButton = (
    <SaveSearchButton
      filters={filters}
      saving={saved.saving}
      save={(name, filter) => saved.save({ variables: { input: { name, filter } } })}
    />
  );
  return { bar, saveButton };
}
