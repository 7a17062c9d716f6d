import styled from 'styled-components';

/** A filter group's title inside its fieldset. */
export const FilterLegend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
`;

/** One checkbox row of a filter group: the box, its label (taking the free width) and, optionally, a count. */
export const FilterCheck = styled.label`
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

/** How many articles a filter value would show. */
export const FilterCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** A group of filter checkboxes under its legend, without the fieldset's default frame. */
export const FilterGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
