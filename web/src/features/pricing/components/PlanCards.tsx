import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { graphql } from '../../../gql';
import { useAuth } from '../../auth';
import { FREE_PLAN_FEATURES, PREMIUM_PLAN_FEATURES } from '../plans';
import { formatInterval, formatPrice } from '../utils/formatPrice';
import { PlanCard } from './PlanCard';

const PricingPlanDocument = graphql(`
  query PricingPlan {
    premiumPlan {
      unitAmount
      currency
      interval
    }
  }
`);

/**
 * The Free and Premium cards. Premium shows the one configured price. Signed in, Free reads 'Current Plan' (to /) and
 * the upgrade goes to /subscription; signed out, 'Get Started Free' and the upgrade both go to /auth.
 */
export function PlanCards() {
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(PricingPlanDocument, {
    fetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const plan = data?.premiumPlan;

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
        <Button $size="sm" onClick={() => void refetch().catch(() => undefined)}>
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
        action={
          user ? (
            <ButtonLink to="/" $block>
              Current Plan
            </ButtonLink>
          ) : (
            <ButtonLink to="/auth" $block>
              Get Started Free
            </ButtonLink>
          )
        }
      />
      <PlanCard
        name="Premium"
        highlighted
        description="AI tools for every paper, the email digest and priority support. Billed monthly; cancel any time."
        price={premiumPrice}
        features={PREMIUM_PLAN_FEATURES}
        action={
          <ButtonLink to={user ? '/subscription' : '/auth'} $variant="primary" $block>
            Upgrade to Premium
          </ButtonLink>
        }
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
