import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { useWiderRange } from '../hooks/useWiderRange';
import type { DateRangeValue, FeedFilters } from '../utils/feedFilters';

interface FeedEmptyStateProps {
  filters: FeedFilters;
  activeFilterCount: number;
  onDateRangeChange(range: DateRangeValue): void;
  onClear(): void;
}

/** 'No Articles Found', with an offer to widen the date range when older matching articles exist. */
export function FeedEmptyState({ filters, activeFilterCount, onDateRangeChange, onClear }: FeedEmptyStateProps) {
  const wider = useWiderRange(filters);
  return (
    <EmptyState
      title="No Articles Found"
      actions={
        <>
          {wider && (
            <Button $variant="primary" onClick={() => onDateRangeChange(wider.value)}>
              {wider.widenLabel}
            </Button>
          )}
          {activeFilterCount > 0 && <Button onClick={onClear}>Clear filters</Button>}
        </>
      }
    >
      <p>Try adjusting your filters. New articles are automatically fetched every hour from research sources.</p>
      {wider && <p>Older articles match your search: widen the date range to see them.</p>}
    </EmptyState>
  );
}
