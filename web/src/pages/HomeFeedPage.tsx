import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { FilterIcon, RefreshIcon } from '../components/icons';
import { Page, PageTitle } from '../components/Page';
import { ExportMenu } from '../features/export/components/ExportMenu';
import { CompactFilters } from '../features/feed/components/CompactFilters';
import { FeedArticleList } from '../features/feed/components/FeedArticleList';
import { FilterSidebar } from '../features/feed/components/FilterSidebar';
import { SortSelect } from '../features/feed/components/SortSelect';
import { useFilterCounts } from '../features/feed/hooks/useFilterCounts';
import { useFeedFilterOptions } from '../features/feed/hooks/useFeedFilterOptions';
import { useSavedSearchControls } from '../features/saved-searches/components/SavedSearches';
import { ArticleListSkeleton } from '../features/articles/components/ArticleListSkeleton';
import { useSubscriptionStatus } from '../features/billing/hooks/useSubscriptionStatus';
import { useStudyDesignCounts } from '../features/feed/hooks/useStudyDesignCounts';
import {
  clearFilters,
  countActiveFilters,
  countAdvancedFilters,
  feedKey,
  toArticleFilter,
  withoutAdvanced,
  type DateRangeValue,
  type FeedFilters,
} from '../features/feed/utils/feedFilters';
import { markFeedStale } from '../features/feed/utils/feedFreshness';
import { feedParamsToSearch, parseFeedParams, type FeedParams } from '../features/feed/utils/feedParams';
import type { SortValue } from '../features/feed/utils/feedSort';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { LARGE_SCREEN_QUERY, matchesMedia, MEDIUM_SCREEN_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { track } from '../lib/analytics';
import { navigate, useLocation } from '../lib/router';

/** '/': the home feed, titled 'Latest Research'. Its filters, search and sort live in the query string. */
export function HomeFeedPage() {
  useDocumentTitle('Latest Research');
  const { search } = useLocation();
  const params = useMemo(() => parseFeedParams(search), [search]);
  const { sort } = params;
  const plan = useSubscriptionStatus();
  const hasAccess = plan.status ? plan.status.hasAccess : plan.loading ? null : false;
  // Without Premium the advanced filters of a shared link are set aside, so the free feed still shows.
  const filters = useMemo(() => (hasAccess ? params.filters : withoutAdvanced(params.filters)), [hasAccess, params.filters]);
  const waitingForPlan = hasAccess === null && countAdvancedFilters(params.filters) > 0;
  const designCounts = useStudyDesignCounts(filters, hasAccess === true);
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  // On a phone the list comes first: the compact filters start closed there and open from Show Filters.
  const [filtersVisible, setFiltersVisible] = useState(() => matchesMedia(MEDIUM_SCREEN_QUERY));
  const [refreshCount, setRefreshCount] = useState(0);
  const options = useFeedFilterOptions();
  const counts = useFilterCounts(filters);
  const activeCount = countActiveFilters(filters);
  const key = feedKey(filters);
  const savedSearches = useSavedSearchControls(filters);
  const exportTarget = useMemo(() => ({ kind: 'feed' as const, filter: toArticleFilter(filters) }), [filters]);

  const update = (next: FeedParams) => navigate(`/${feedParamsToSearch(next)}`, { replace: true, keepScroll: true });
  const handleFiltersChange = (next: FeedFilters) => {
    track('filter_change', { sources: next.sources.join(','), categories: next.categories.join(','), dateRange: next.dateRange });
    update({ filters: next, sort });
  };
  const handleDateRangeChange = (dateRange: DateRangeValue) => handleFiltersChange({ ...filters, dateRange });
  const handleClear = () => handleFiltersChange(clearFilters(filters));
  const handleSortChange = (next: SortValue) => {
    track('sort_change', { sort: next });
    update({ filters, sort: next });
  };
  const handleRefresh = () => {
    markFeedStale(key);
    setRefreshCount((count) => count + 1);
  };

  const panelProps = {
    filters,
    // The library's sources and categories, each counted for the current filters once those counts arrive.
    sources: counts ? options.sources.map((option) => ({ ...option, count: counts.sources.get(option.source) ?? 0 })) : options.sources,
    categories: counts
      ? options.categories.map((option) => ({ ...option, count: counts.categories.get(option.name) ?? 0 }))
      : options.categories,
    activeCount,
    optionsLoading: options.loading,
    hasAccess,
    designCounts,
    onChange: handleFiltersChange,
    onClear: handleClear,
  };

  return (
    <Page>
      <StyledIntro>
        <PageTitle>Latest Research</PageTitle>
        <StyledLead>
          Plain-language AI summaries of new papers from PubMed, medRxiv, PLOS and DOAJ, fetched automatically every hour.
        </StyledLead>
        {filters.search && (
          <StyledSearchNote>
            Results for <strong>“{filters.search}”</strong>
            <Button $size="sm" $variant="ghost" onClick={() => update({ filters: { ...filters, search: '' }, sort })}>
              Clear search
            </Button>
          </StyledSearchNote>
        )}
      </StyledIntro>

      <StyledLayout $withSidebar={isLarge}>
        {isLarge && <FilterSidebar {...panelProps} />}
        <StyledMain>
          {savedSearches.bar}
          <StyledToolbar>
            {!isLarge && (
              <Button
                $size="sm"
                aria-expanded={filtersVisible}
                aria-controls="compact-filters"
                onClick={() => setFiltersVisible((value) => !value)}
              >
                <FilterIcon size={16} />
                {filtersVisible ? 'Hide Filters' : 'Show Filters'}
                {activeCount > 0 && ` (${activeCount})`}
              </Button>
            )}
            <StyledSpacer />
            {savedSearches.saveButton}
            <SortSelect value={sort} onChange={handleSortChange} />
            <ExportMenu target={exportTarget} />
            {isLarge && (
              <Button $size="sm" onClick={handleRefresh}>
                <RefreshIcon size={16} />
                Refresh
              </Button>
            )}
          </StyledToolbar>
          {!isLarge && filtersVisible && (
            <div id="compact-filters">
              <CompactFilters {...panelProps} />
            </div>
          )}
          {waitingForPlan ? (
            <ArticleListSkeleton label="Loading articles" />
          ) : (
            <FeedArticleList
              key={`${key}#${sort}#${refreshCount}`}
              filters={filters}
              sort={sort}
              activeFilterCount={activeCount}
              onDateRangeChange={handleDateRangeChange}
              onClear={handleClear}
              onRetry={handleRefresh}
              onSearch={(text) => update({ filters: { ...filters, search: text }, sort })}
            />
          )}
        </StyledMain>
      </StyledLayout>
    </Page>
  );
}

const StyledIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 70ch;
`;

const StyledSearchNote = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLayout = styled.div<{ $withSidebar: boolean }>`
  display: grid;
  grid-template-columns: ${({ theme, $withSidebar }) => ($withSidebar ? `${theme.layout.sidebarWidth} minmax(0, 1fr)` : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSpacer = styled.span`
  flex: 1;
`;
