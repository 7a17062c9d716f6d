import { useId } from 'react';
import styled from 'styled-components';
import type { DigestFrequency } from '../../../gql/graphql';

interface DigestFrequencyFieldProps {
  value: DigestFrequency;
  disabled: boolean;
  onChange(value: DigestFrequency): void;
}

const CHOICES: ReadonlyArray<{ value: DigestFrequency; label: string; hint: string }> = [
  { value: 'WEEKLY', label: 'Weekly', hint: 'Sundays, with the papers new to Paperlight since your last digest' },
  { value: 'DAILY', label: 'Daily', hint: 'Every day, with the papers new to Paperlight since your last digest' },
];

/** Weekly or daily, as radio buttons; Premium includes both (docs/product/digest.md#settings-screen). */
export function DigestFrequencyField({ value, disabled, onChange }: DigestFrequencyFieldProps) {
  const name = useId();
  return (
    <StyledFieldset disabled={disabled}>
      <StyledLegend>Frequency</StyledLegend>
      <StyledHint>Both are included with Premium.</StyledHint>
      {CHOICES.map((choice) => (
        <StyledChoice key={choice.value}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>
            <StyledChoiceLabel>{choice.label}</StyledChoiceLabel>
            <StyledHint>{choice.hint}</StyledHint>
          </span>
        </StyledChoice>
      ))}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  &:disabled label {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledChoice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input {
    margin-top: 4px;
    width: 16px;
    height: 16px;
  }
`;

const StyledChoiceLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledHint = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
