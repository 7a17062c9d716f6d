import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { useWiderRange } from '../hooks/useWiderRange';
import { DidYouMean } from './DidYouMean';
import { DEFAULT_DATE_RANGE, dateRangeOption, type DateRangeOption, type DateRangeValue, type FeedFilters } from '../utils/feedFilters';

interface FeedEmptyStateProps {
  filters: FeedFilters;
  activeFilterCount: number;
  onDateRangeChange(range: DateRangeValue): void;
  onClear(): void;
  onSearch(search: string): void;
  /**
   * The list of the newest papers in `range`, shown instead of an empty default window, above which `notice` says why
   * (with its way back to the window).
   */
  renderNewest(range: DateRangeOption, notice: ReactNode): ReactNode;
}

/** Where a wider range reaches, as a phrase: 'in the last year', 'across all dates'. */
function within(range: DateRangeOption): string {
  return range.value === 'all' ? 'across all dates' : `in the ${range.label.toLowerCase()}`;
}

/**
 * An empty feed. The untouched first feed never stays empty while the library has papers: it shows the newest of them
 * under a one-line note. Otherwise 'No Articles Found', with how many papers a wider date range holds and the offer
 * to show it, and Clear filters when any filter is active.
 */
export function FeedEmptyState({ filters, activeFilterCount, onDateRangeChange, onClear, onSearch, renderNewest }: FeedEmptyStateProps) {
  const wider = useWiderRange(filters);
  const [windowOnly, setWindowOnly] = useState(false);
  const windowLabel = dateRangeOption(filters.dateRange).label.toLowerCase();
  const untouched = filters.dateRange === DEFAULT_DATE_RANGE && activeFilterCount === 0 && !filters.search.trim();

  if (wider && untouched && !windowOnly) {
    return renderNewest(
      wider.range,
      <>
        No new papers in the {windowLabel}, so here are the newest {within(wider.range)}.{' '}
        <Button $size="sm" $variant="ghost" onClick={() => setWindowOnly(true)}>
          Show only the {windowLabel}
        </Button>
      </>,
    );
  }

  const matches = wider ? `${wider.count} ${wider.count === 1 ? 'paper matches' : 'papers match'}` : '';
  return (
    <EmptyState
      title="No Articles Found"
      actions={
        <>
          {wider && (
            <Button $variant="primary" onClick={() => onDateRangeChange(wider.range.value)}>
              {wider.range.widenLabel}
            </Button>
          )}
          {activeFilterCount > 0 && <Button onClick={onClear}>Clear filters</Button>}
        </>
      }
    >
      {filters.search.trim() ? (
        <>
          <p>
            Nothing matches “{filters.search.trim()}” in the {windowLabel}
            {activeFilterCount > 0 ? ' with these filters' : ''}.
          </p>
          <DidYouMean search={filters.search} onSearch={onSearch} />
        </>
      ) : (
        <p>
          {activeFilterCount > 0 ? 'Nothing matches these filters in the ' : 'No new papers in the '}
          {windowLabel}. New articles are automatically fetched every hour from research sources.
        </p>
      )}
      {wider && (
        <p>
          {matches} {within(wider.range)}.
        </p>
      )}
    </EmptyState>
  );
}
