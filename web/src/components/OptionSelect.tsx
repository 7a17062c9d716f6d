import { useId } from 'react';
import styled from 'styled-components';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface OptionSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  /** Narrows the DOM's string to one of the options' values. */
  isValue(value: string): value is T;
  onChange(value: T): void;
  /** `stacked` puts the label above the control (filter panels); `inline` beside it (toolbars). */
  layout?: 'stacked' | 'inline';
  disabled?: boolean;
}

/** A labelled native select over a fixed list of typed options. */
export function OptionSelect<T extends string>({
  label,
  value,
  options,
  isValue,
  onChange,
  layout = 'stacked',
  disabled,
}: OptionSelectProps<T>) {
  const id = useId();
  return (
    <StyledField $inline={layout === 'inline'}>
      <StyledLabel htmlFor={id} $inline={layout === 'inline'}>
        {label}
      </StyledLabel>
      <StyledSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isValue(event.target.value)) onChange(event.target.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}

const StyledField = styled.div<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  align-items: ${({ $inline }) => ($inline ? 'center' : 'stretch')};
  gap: ${({ theme, $inline }) => ($inline ? theme.space.sm : theme.space.xs)};
`;

const StyledLabel = styled.label<{ $inline: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $inline }) => ($inline ? 'normal' : theme.fontWeights.semibold)};
  color: ${({ theme, $inline }) => ($inline ? theme.colors.textMuted : 'inherit')};
  white-space: nowrap;
`;

const StyledSelect = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
