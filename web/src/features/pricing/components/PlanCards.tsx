import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { usePremiumPlan } from '../hooks/usePremiumPlan';
import { FREE_PLAN_FEATURES, PREMIUM_PLAN_FEATURES } from '../plans';
import { formatInterval, formatPrice } from '../utils/formatPrice';
import { PlanCard } from './PlanCard';

interface PlanCardsProps {
  /** Each card's button (or note), which depends on the screen and on who is reading. */
  freeAction: ReactNode;
  premiumAction: ReactNode;
}

/** The Free and Premium cards with their features; Premium shows the one configured price, with its loading and error states. */
export function PlanCards({ freeAction, premiumAction }: PlanCardsProps) {
  const { plan, loading, error, refetch } = usePremiumPlan();

  let premiumPrice: ReactNode;
  if (plan) {
    premiumPrice = <PlanPrice amount={formatPrice(plan.unitAmount, plan.currency)} period={formatInterval(plan.interval)} />;
  } else if (loading || !error) {
    premiumPrice = (
      <StyledPriceSkeleton role="status" aria-label="Loading the Premium price">
        <Skeleton $width="120px" $height="40px" />
      </StyledPriceSkeleton>
    );
  } else {
    premiumPrice = (
      <StyledPriceError role="alert">
        <p>The Premium price could not be loaded.</p>
        <Button $size="sm" onClick={refetch}>
          Try again
        </Button>
      </StyledPriceError>
    );
  }

  return (
    <StyledCards>
      <PlanCard
        name="Free"
        description="Read, search and follow new research, with no time limit."
        price={<PlanPrice amount={formatPrice(0, plan?.currency ?? 'USD')} period="forever" />}
        features={FREE_PLAN_FEATURES}
        action={freeAction}
      />
      <PlanCard
        name="Premium"
        highlighted
        description="AI tools for every paper, the email digest and priority support. Billed monthly; cancel any time."
        price={premiumPrice}
        features={PREMIUM_PLAN_FEATURES}
        action={premiumAction}
      />
    </StyledCards>
  );
}

function PlanPrice({ amount, period }: { amount: string; period: string }) {
  return (
    <StyledPrice>
      <StyledAmount>{amount}</StyledAmount> <StyledPeriod>{period}</StyledPeriod>
    </StyledPrice>
  );
}

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  max-width: 880px;
  width: 100%;
  margin: 0 auto;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledPrice = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 48px;
`;

const StyledAmount = styled.span`
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
`;

const StyledPeriod = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPriceSkeleton = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
`;

const StyledPriceError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  color: ${({ theme }) => theme.colors.danger};
`;
