import styled from 'styled-components';
import type { CheckoutReturn } from '../hooks/useCheckoutReturn';

/** What the reader is told on coming back from Checkout: Premium started, checkout cancelled, or not confirmed and why. */
export function CheckoutReturnNotice({ outcome }: { outcome: CheckoutReturn }) {
  switch (outcome.phase) {
    case 'confirmed':
      return (
        <StyledNotice role="status" $tone="success">
          Payment received: welcome to Premium. The clinical takeaway, questions about papers and the email digest are ready for you.
        </StyledNotice>
      );
    case 'cancelled':
      return (
        <StyledNotice role="status" $tone="neutral">
          Checkout was cancelled and nothing was charged. You can upgrade whenever you like.
        </StyledNotice>
      );
    case 'unconfirmed':
      return (
        <StyledNotice role="alert" $tone="danger">
          {outcome.message}
        </StyledNotice>
      );
    default:
      return null;
  }
}

const StyledNotice = styled.p<{ $tone: 'success' | 'neutral' | 'danger' }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.dangerBorder : theme.colors.border)};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;
