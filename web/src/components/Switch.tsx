import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** A line under the label, linked to the switch as its description. */
  description?: string;
  disabled?: boolean;
}

/** An on/off switch (a button with role="switch"), labelled by the text beside it, which also toggles it. */
export function Switch({ label, checked, onChange, description, disabled = false }: SwitchProps) {
  const id = useId();
  return (
    <StyledRow>
      <StyledText>
        <StyledLabel htmlFor={id}>{label}</StyledLabel>
        {description && <StyledDescription id={`${id}-description`}>{description}</StyledDescription>}
      </StyledText>
      <StyledTrack
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        $checked={checked}
        onClick={() => onChange(!checked)}
      >
        <StyledThumb $checked={checked} />
      </StyledTrack>
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTrack = styled.button<{ $checked: boolean }>`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.surfaceMuted)};
  cursor: pointer;
  transition: background-color 120ms ease;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledThumb = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: 2px;
  left: ${({ $checked }) => ($checked ? '22px' : '2px')};
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primaryText : theme.colors.textMuted)};
  transition: left 120ms ease;
`;
