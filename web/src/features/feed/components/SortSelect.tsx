import { useId } from 'react';
import styled from 'styled-components';
import { isSortValue, SORT_OPTIONS, type SortValue } from '../utils/sortArticles';
import { StyledSelect } from './DateRangeSelect';

interface SortSelectProps {
  value: SortValue;
  onChange(value: SortValue): void;
}

/** The sort menu: the five client-side orders of the loaded list. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>Sort by</StyledLabel>
      <StyledSelect
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortValue(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}

const StyledField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
