import { useId } from 'react';
import styled from 'styled-components';
import { DATE_RANGE_OPTIONS, isDateRangeValue, type DateRangeValue } from '../utils/feedFilters';

interface DateRangeSelectProps {
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
}

/** The date dropdown of the filter panel. */
export function DateRangeSelect({ value, onChange }: DateRangeSelectProps) {
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>Date range</StyledLabel>
      <StyledSelect
        id={id}
        value={value}
        onChange={(event) => {
          if (isDateRangeValue(event.target.value)) onChange(event.target.value);
        }}
      >
        {DATE_RANGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledSelect = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
