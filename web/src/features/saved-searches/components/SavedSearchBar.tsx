import styled from 'styled-components';
import { Menu } from '../../../components/Menu';
import { useToast } from '../../../components/toast';
import { getErrorMessage } from '../../../lib/errors';
import type { SavedSearchesQuery } from '../../../gql/graphql';

type SavedSearchItem = NonNullable<SavedSearchesQuery['me']>['savedSearches'][number];

interface SavedSearchBarProps {
  searches: readonly SavedSearchItem[];
  allowance: number;
  onOpen(search: SavedSearchItem): void;
  onDelete(search: SavedSearchItem): Promise<unknown>;
  onResetFeed(search: SavedSearchItem): Promise<unknown>;
}

/** Shows a count of new papers, with "999+" past the server's cap of 1,000. */
export function formatNewCount(count: number): string {
  return count >= 1000 ? '999+' : String(count);
}

/**
 * The reader's saved searches above the feed (docs/product/following.md#saved-searches): each opens its filter and
 * shows how many matching papers were added since it was last opened; its menu copies or resets the private Atom
 * feed's address, or deletes it.
 */
export function SavedSearchBar({ searches, allowance, onOpen, onDelete, onResetFeed }: SavedSearchBarProps) {
  const { toast } = useToast();
  if (searches.length === 0) return null;

  const copyFeed = async (search: SavedSearchItem) => {
    try {
      await navigator.clipboard.writeText(search.feedUrl);
      toast({ title: 'Feed address copied', description: 'Paste it into your feed reader. Anyone with it can read the feed.' });
    } catch {
      toast({ title: 'Copy this address into your feed reader', description: search.feedUrl });
    }
  };
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      toast({ title: failed, description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <StyledBar aria-label="Saved searches">
      <StyledHeading>
        Saved searches{' '}
        <StyledMuted>
          ({searches.length} of {allowance})
        </StyledMuted>
      </StyledHeading>
      <StyledList>
        {searches.map((search) => (
          <StyledItem key={search.id}>
            <StyledOpen
              type="button"
              onClick={() => onOpen(search)}
              aria-label={`${search.name}: ${search.newCount === 0 ? 'no new papers' : `${formatNewCount(search.newCount)} new papers`}`}
            >
              {search.name}
              {search.newCount > 0 && <StyledCount aria-hidden="true">{formatNewCount(search.newCount)}</StyledCount>}
            </StyledOpen>
            <Menu
              trigger="⋯"
              label={`Options for ${search.name}`}
              size="sm"
              items={[
                { key: 'copy', label: 'Copy private feed address', onSelect: () => void copyFeed(search) },
                {
                  key: 'reset',
                  label: 'Reset feed address',
                  onSelect: () =>
                    void run(() => onResetFeed(search), 'Feed address reset; the old one no longer works', 'Could not reset the address'),
                },
                {
                  key: 'delete',
                  label: 'Delete',
                  onSelect: () => {
                    if (window.confirm(`Delete the saved search “${search.name}”?`)) {
                      void run(() => onDelete(search), 'Saved search deleted', 'Could not delete the saved search');
                    }
                  },
                },
              ]}
            />
          </StyledItem>
        ))}
      </StyledList>
    </StyledBar>
  );
}

const StyledBar = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding-left: ${({ theme }) => theme.space.sm};
`;

const StyledOpen = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
`;

const StyledCount = styled.span`
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
