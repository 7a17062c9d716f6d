import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CardList } from '../../../components/CardList';
import { Button } from '../../../components/Button';
import { useProgressiveList } from '../../../hooks/useProgressiveList';
import { ArticleCard } from '../../articles/components/ArticleCard';
import { useFeedArticles } from '../hooks/useFeedArticles';
import { feedKey, type DateRangeValue, type FeedFilters } from '../utils/feedFilters';
import { feedFetchPolicy } from '../utils/feedFreshness';
import type { SortValue } from '../utils/feedSort';
import { ArticleListSkeleton } from '../../articles/components/ArticleListSkeleton';
import { DidYouMean } from './DidYouMean';
import { FeedEmptyState } from './FeedEmptyState';

interface FeedArticleListProps {
  filters: FeedFilters;
  sort: SortValue;
  activeFilterCount: number;
  onDateRangeChange(range: DateRangeValue): void;
  onClear(): void;
  /** Loads the list again (the error box's Try again). */
  onRetry(): void;
  /** Searches for other words (a "Did you mean" suggestion). */
  onSearch(search: string): void;
  /** A line above the list saying why it shows what it shows. */
  notice?: ReactNode;
}

const NO_CARDS: never[] = [];

/** A search that finds fewer papers than this is offered a "Did you mean" suggestion when there is one. */
const FEW_RESULTS = 3;

/** The loaded list for one set of filters and one order (a change of either mounts a new one, which starts at 0). */
export function FeedArticleList(props: FeedArticleListProps) {
  const { filters, sort, activeFilterCount, onDateRangeChange, onClear, onRetry, onSearch, notice } = props;
  const [fetchPolicy] = useState(() => feedFetchPolicy(feedKey(filters)));
  const { articles, totalCount, loading, error, loadingMore, hasMore, loadMore } = useFeedArticles(filters, sort, fetchPolicy);
  // Cards render in a background (time-sliced) pass, so twenty of them never block the main thread in one long task.
  const visible = useDeferredValue(articles, NO_CARDS);
  const shown = useProgressiveList(visible);
  const listRef = useRef<HTMLOListElement>(null);
  // After Load More, the index of the first new card: focus goes to its title once it is on screen.
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown.length <= index) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('h2 a, h3 a')?.focus();
  }, [shown.length]);

  const handleLoadMore = () => {
    focusIndex.current = articles.length;
    void loadMore();
  };

  if (loading || (visible.length === 0 && articles.length > 0)) return <ArticleListSkeleton label="Loading articles" />;
  if (error) {
    return (
      <StyledError>
        <p role="alert">Failed to load articles. Please try again.</p>
        <Button $size="sm" $variant="danger" onClick={onRetry}>
          Try again
        </Button>
      </StyledError>
    );
  }
  if (articles.length === 0) {
    return (
      <FeedEmptyState
        filters={filters}
        activeFilterCount={activeFilterCount}
        onDateRangeChange={onDateRangeChange}
        onClear={onClear}
        onSearch={onSearch}
        renderNewest={(range, why) => <FeedArticleList {...props} filters={{ ...filters, dateRange: range.value }} notice={why} />}
      />
    );
  }

  return (
    <StyledSection aria-label="Articles">
      {notice && <StyledNotice role="note">{notice}</StyledNotice>}
      {filters.search.trim() && totalCount < FEW_RESULTS && <DidYouMean search={filters.search} onSearch={onSearch} />}
      <StyledCount role="status">
        Showing {visible.length} of {totalCount} {totalCount === 1 ? 'article' : 'articles'}
      </StyledCount>
      <CardList ref={listRef}>
        {shown.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </CardList>
      {hasMore && (
        <StyledMore>
          <Button $variant="secondary" disabled={loadingMore} onClick={handleLoadMore}>
            {loadingMore ? 'Loading...' : 'Load More'}
          </Button>
        </StyledMore>
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledNotice = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
`;

const StyledCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.md};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
