import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { PlanCards } from '../../pricing/components/PlanCards';
import { usePremiumPlan } from '../../pricing/hooks/usePremiumPlan';
import { useStartCheckout } from '../hooks/useStartCheckout';
import { PAYMENTS_OFF_SENTENCE } from '../utils/paymentErrors';

interface SubscriptionPlanCardsProps {
  /** Whether the reader's plan grants Premium now; null while it is unknown (loading or failed). */
  hasPremium: boolean | null;
}

/**
 * The subscription screen's Free and Premium cards: the reader's plan reads 'Current Plan'; Upgrade to Premium goes to
 * Checkout, and is off (with the reason) when this server takes no payments or while the reader's plan is unknown.
 */
export function SubscriptionPlanCards({ hasPremium }: SubscriptionPlanCardsProps) {
  const { plan } = usePremiumPlan();
  const checkout = useStartCheckout();
  const paymentsOff = plan?.purchasable === false;

  const premiumAction = hasPremium ? (
    <Button $block disabled>
      Current Plan
    </Button>
  ) : (
    <StyledAction>
      <Button
        $variant="primary"
        $block
        disabled={paymentsOff || hasPremium === null || checkout.pending}
        onClick={() => void checkout.start()}
      >
        {checkout.pending ? 'Opening checkout...' : 'Upgrade to Premium'}
      </Button>
      {paymentsOff && <StyledNote>{PAYMENTS_OFF_SENTENCE}</StyledNote>}
    </StyledAction>
  );

  return (
    <PlanCards
      freeAction={
        hasPremium === null ? null : hasPremium ? (
          <StyledNote>Everything in Free is included in your plan.</StyledNote>
        ) : (
          <Button $block disabled>
            Current Plan
          </Button>
        )
      }
      premiumAction={premiumAction}
    />
  );
}

const StyledAction = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
