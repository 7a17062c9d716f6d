import { useState } from 'react';
import styled, { css } from 'styled-components';
import { surfacePanel } from '../../../components/surface';
import { Button } from '../../../components/Button';
import { toggleValue } from '../utils/feedFilters';
import { sourceLabel } from '../../../lib/sources';
import { AdvancedFilters } from './AdvancedFilters';
import { DateRangeSelect } from './DateRangeSelect';
import type { FilterPanelProps } from './filterPanelProps';

/** Small screens show the first 6 categories as pills (docs/product/feed.md#filters). */
export const COMPACT_CATEGORY_LIMIT = 6;

function PillPlaceholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <StyledPlaceholder key={index} aria-hidden="true" />
      ))}
    </>
  );
}

/**
 * The small-screen filter panel: date dropdown, source pills and category pills with '+N more'. Each pill row is one
 * line that scrolls sideways (until '+N more' opens them all), so the list below never moves when the counts arrive.
 */
export function CompactFilters({
  filters,
  sources,
  categories,
  activeCount,
  optionsLoading,
  hasAccess,
  designCounts,
  onChange,
  onClear,
}: FilterPanelProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? categories : categories.slice(0, COMPACT_CATEGORY_LIMIT);
  const hidden = categories.length - COMPACT_CATEGORY_LIMIT;

  return (
    <StyledPanel aria-label="Filters">
      <StyledRow>
        <DateRangeSelect value={filters.dateRange} onChange={(dateRange) => onChange({ ...filters, dateRange })} />
        <StyledClear>
          <Button $size="sm" $variant="ghost" disabled={activeCount === 0} onClick={onClear}>
            Clear ({activeCount})
          </Button>
        </StyledClear>
      </StyledRow>
      <StyledGroup role="group" aria-label="Sources" $wrap={false}>
        {optionsLoading && <PillPlaceholders count={4} />}
        {sources.map((option) => {
          const selected = filters.sources.includes(option.source);
          return (
            <StyledPill
              key={option.source}
              type="button"
              aria-pressed={selected}
              $selected={selected}
              onClick={() => onChange({ ...filters, sources: toggleValue(filters.sources, option.source) })}
            >
              {sourceLabel(option.source)} <StyledPillCount>{option.count}</StyledPillCount>
            </StyledPill>
          );
        })}
      </StyledGroup>
      <StyledGroup role="group" aria-label="Categories" $wrap={showAll}>
        {optionsLoading && <PillPlaceholders count={COMPACT_CATEGORY_LIMIT} />}
        {shown.map((option) => {
          const selected = filters.categories.includes(option.name);
          return (
            <StyledPill
              key={option.id}
              type="button"
              aria-pressed={selected}
              $selected={selected}
              onClick={() => onChange({ ...filters, categories: toggleValue(filters.categories, option.name) })}
            >
              {option.name} <StyledPillCount>{option.count}</StyledPillCount>
            </StyledPill>
          );
        })}
        {hidden > 0 && (
          <StyledMore type="button" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
            {showAll ? 'Show fewer' : `+${hidden} more`}
          </StyledMore>
        )}
      </StyledGroup>
      <AdvancedFilters filters={filters} hasAccess={hasAccess} designCounts={designCounts} onChange={onChange} />
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${surfacePanel}
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
  }
`;

const StyledClear = styled.div`
  flex: none;
`;

const StyledGroup = styled.div<{ $wrap: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  overflow-x: ${({ $wrap }) => ($wrap ? 'visible' : 'auto')};
  padding: 2px;
  scrollbar-width: thin;
  > * {
    flex: none;
  }
`;

const StyledPlaceholder = styled.span`
  width: 88px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const pillBase = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const StyledPill = styled.button<{ $selected: boolean }>`
  ${pillBase}
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primaryText : theme.colors.text)};
`;

const StyledPillCount = styled.span`
  opacity: 0.85;
  font-variant-numeric: tabular-nums;
`;

const StyledMore = styled.button`
  ${pillBase}
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;
