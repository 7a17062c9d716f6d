import styled from 'styled-components';
import { Skeleton } from '../../../components/Skeleton';
import { Spinner } from '../../../components/Spinner';
import { useCheckoutReturn } from '../hooks/useCheckoutReturn';
import { useSubscriptionStatus } from '../hooks/useSubscriptionStatus';
import { CheckoutReturnNotice } from './CheckoutReturnNotice';
import { PlanStatus } from './PlanStatus';
import { SubscriptionPlanCards } from './SubscriptionPlanCards';
import { LoadError } from '../../../components/LoadError';

/**
 * The signed-in subscription screen: after Checkout, the plan confirmed first (the status is read only once that is
 * settled, so it shows the confirmed plan); then the reader's current plan and the Free and Premium cards.
 */
export function SubscriptionOverview() {
  const outcome = useCheckoutReturn();
  if (outcome.phase === 'confirming') return <Spinner label="Confirming your payment..." />;
  return (
    <StyledOverview>
      <CheckoutReturnNotice outcome={outcome} />
      <CurrentPlan />
    </StyledOverview>
  );
}

function CurrentPlan() {
  const { status, loading, error, refetch } = useSubscriptionStatus();
  let current;
  if (status) {
    current = <PlanStatus status={status} />;
  } else if (error && !loading) {
    current = <LoadError message="Your plan could not be loaded." onRetry={refetch} />;
  } else {
    current = (
      <StyledLoading role="status" aria-label="Loading your plan">
        <Skeleton $width="40%" $height="1.5rem" />
        <Skeleton $width="60%" />
      </StyledLoading>
    );
  }
  return (
    <>
      {current}
      <SubscriptionPlanCards hasPremium={status ? status.hasAccess : null} />
    </>
  );
}

const StyledOverview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 72px;
  justify-content: center;
`;
