import styled from 'styled-components';
import { surfacePanel } from '../../../components/surface';
import { Button } from '../../../components/Button';
import { toggleValue } from '../utils/feedFilters';
import { AdvancedFilters } from './AdvancedFilters';
import { DateRangeSelect } from './DateRangeSelect';
import type { FilterPanelProps } from './filterPanelProps';

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
      <StyledFieldset>
        <StyledLegend>Sources</StyledLegend>
        {sources.map((option) => (
          <StyledCheck key={option.source}>
            <input
              type="checkbox"
              checked={filters.sources.includes(option.source)}
              onChange={() => onChange({ ...filters, sources: toggleValue(filters.sources, option.source) })}
            />
            <span>{option.source}</span>
            <StyledCount>{option.count}</StyledCount>
          </StyledCheck>
        ))}
      </StyledFieldset>
      <StyledFieldset>
        <StyledLegend>Categories</StyledLegend>
        <StyledScroll>
          {categories.map((option) => (
            <StyledCheck key={option.id}>
              <input
                type="checkbox"
                checked={filters.categories.includes(option.name)}
                onChange={() => onChange({ ...filters, categories: toggleValue(filters.categories, option.name) })}
              />
              <span>{option.name}</span>
              <StyledCount>{option.count}</StyledCount>
            </StyledCheck>
          ))}
        </StyledScroll>
      </StyledFieldset>
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

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLegend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
`;

const StyledScroll = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 320px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xxs};
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span:first-of-type {
    flex: 1;
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
