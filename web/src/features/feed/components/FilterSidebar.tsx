import styled from 'styled-components';
import { surfacePanel } from '../../../components/surface';
import { Button } from '../../../components/Button';
import { toggleValue } from '../utils/feedFilters';
import { sourceLabel } from '../../../lib/sources';
import { AdvancedFilters } from './AdvancedFilters';
import { DateRangeSelect } from './DateRangeSelect';
import type { FilterPanelProps } from './filterPanelProps';
import { FilterCheck, FilterCount, FilterGroup, FilterLegend } from './filterControls';

/** The large-screen filter panel: date dropdown, source and category checkboxes with counts, then the Premium filters. */
export function FilterSidebar({ filters, sources, categories, activeCount, hasAccess, designCounts, onChange, onClear }: FilterPanelProps) {
  return (
    <StyledAside aria-labelledby="feed-filters-heading">
      <StyledHeader>
        <StyledHeading id="feed-filters-heading">Filters</StyledHeading>
        <StyledActive>{activeCount} active</StyledActive>
        <Button $size="sm" $variant="ghost" disabled={activeCount === 0} onClick={onClear}>
          Clear
        </Button>
      </StyledHeader>
      <DateRangeSelect value={filters.dateRange} onChange={(dateRange) => onChange({ ...filters, dateRange })} />
      <FilterGroup>
        <FilterLegend>Sources</FilterLegend>
        {sources.map((option) => (
          <FilterCheck key={option.source}>
            <input
              type="checkbox"
              checked={filters.sources.includes(option.source)}
              onChange={() => onChange({ ...filters, sources: toggleValue(filters.sources, option.source) })}
            />
            <span>{sourceLabel(option.source)}</span>
            <FilterCount>{option.count}</FilterCount>
          </FilterCheck>
        ))}
      </FilterGroup>
      <FilterGroup>
        <FilterLegend>Categories</FilterLegend>
        <StyledScroll>
          {categories.map((option) => (
            <FilterCheck key={option.id}>
              <input
                type="checkbox"
                checked={filters.categories.includes(option.name)}
                onChange={() => onChange({ ...filters, categories: toggleValue(filters.categories, option.name) })}
              />
              <span>{option.name}</span>
              <FilterCount>{option.count}</FilterCount>
            </FilterCheck>
          ))}
        </StyledScroll>
      </FilterGroup>
      <AdvancedFilters filters={filters} hasAccess={hasAccess} designCounts={designCounts} onChange={onChange} />
    </StyledAside>
  );
}

const StyledAside = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${surfacePanel}
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledActive = styled.span`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledScroll = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 320px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xxs};
`;
