import styled, { keyframes } from 'styled-components';

interface SpinnerProps {
  label: string;
  /** Fill the viewport's height (the app-level 'Loading' state) instead of a section. */
  fullPage?: boolean;
}

/** A spinner with its text, announced politely to screen readers. */
export function Spinner({ label, fullPage = false }: SpinnerProps) {
  return (
    <StyledWrapper role="status" aria-live="polite" $fullPage={fullPage}>
      <StyledCircle aria-hidden="true" />
      <StyledLabel>{label}</StyledLabel>
    </StyledWrapper>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledWrapper = styled.div<{ $fullPage: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $fullPage }) => ($fullPage ? '60vh' : '240px')};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCircle = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const StyledLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
