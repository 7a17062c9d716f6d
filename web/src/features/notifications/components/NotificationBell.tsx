import styled from 'styled-components';
import { IconButton } from '../../../components/IconButton';
import { BellIcon } from '../../../components/icons';
import { Menu } from '../../../components/Menu';
import { useToast } from '../../../components/toast';
import type { SavedSearchesQuery } from '../../../gql/graphql';
import { navigate } from '../../../lib/router';
import { formatNewCount } from '../../saved-searches/components/SavedSearchBar';
import { useOpenSavedSearch } from '../../saved-searches/hooks/useOpenSavedSearch';
import { useNewArticleCheck } from '../hooks/useNewArticleCheck';
import { useNewPapersLive } from '../hooks/useNewPapersLive';
import { useSavedSearchCounts } from '../hooks/useSavedSearchCounts';

type SavedSearchItem = NonNullable<SavedSearchesQuery['me']>['savedSearches'][number];

/**
 * The bell (docs/product/feed.md#new-article-bell): for a reader with saved searches, the new papers of each since it
 * was last opened; otherwise a red dot for articles newer than the last check. Live over graphql-ws while a socket is
 * open, polled otherwise.
 */
export function NotificationBell() {
  const live = useNewPapersLive();
  const { searches, loading } = useSavedSearchCounts(live);
  if (searches.length > 0) return <SavedSearchBell searches={searches} />;
  return <AllPapersBell live={live} waiting={loading} />;
}

function newPapers(count: number): string {
  if (count === 0) return 'no new papers';
  return `${formatNewCount(count)} new paper${count === 1 ? '' : 's'}`;
}

/** The bell of a reader with saved searches: its menu lists each search with its new papers and opens it. */
function SavedSearchBell({ searches }: { searches: readonly SavedSearchItem[] }) {
  const openSearch = useOpenSavedSearch();
  const total = searches.reduce((sum, search) => sum + search.newCount, 0);
  return (
    <Menu
      label={total > 0 ? `Notifications: ${newPapers(total)} in your saved searches` : 'Notifications'}
      trigger={
        <StyledBell>
          <BellIcon />
          {total > 0 && <StyledIconDot aria-hidden="true" />}
        </StyledBell>
      }
      header="New papers in your saved searches"
      items={[
        ...searches.map((search) => ({
          key: search.id,
          label: `${search.name}: ${newPapers(search.newCount)}`,
          onSelect: () => openSearch(search),
        })),
        { key: 'all', label: 'All papers', onSelect: () => navigate('/') },
      ]}
    />
  );
}

/** The bell of a reader without saved searches: a click clears the dot, reports, and goes to the feed. */
function AllPapersBell({ live, waiting }: { live: boolean; waiting: boolean }) {
  const { hasNew, failed, markChecked } = useNewArticleCheck(live, waiting);
  const { toast } = useToast();

  const handleClick = () => {
    if (failed) {
      toast({ title: 'Failed to fetch articles', description: 'Please try again in a few minutes.', variant: 'destructive' });
      return;
    }
    const count = markChecked();
    if (count > 0) {
      toast({ title: 'New Articles Available', description: `${count} new research article${count === 1 ? '' : 's'} added to Paperlight` });
    } else {
      toast({ title: "You're Up to Date", description: 'No new articles since your last check' });
    }
    navigate('/');
  };

  return (
    <IconButton label={hasNew ? 'Notifications: new articles available' : 'Notifications'} onClick={handleClick}>
      <BellIcon />
      {hasNew && <StyledDot aria-hidden="true" />}
    </IconButton>
  );
}

const StyledBell = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledDot = styled.span`
  position: absolute;
  top: 8px;
  right: 9px;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.notification};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

const StyledIconDot = styled(StyledDot)`
  top: -3px;
  right: -3px;
`;
