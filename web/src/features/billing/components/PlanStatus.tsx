import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { surfacePanel } from '../../../components/surface';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PlanStatus_StatusFragment } from '../../../gql/graphql';
import { useOpenBillingPortal } from '../hooks/useOpenBillingPortal';
import { formatPeriodEnd } from '../utils/formatPeriodEnd';

export const PlanStatus_status = graphql(`
  fragment PlanStatus_status on SubscriptionStatus {
    tier
    hasAccess
    status
    currentPeriodEnd
    cancelAtPeriodEnd
    granted
  }
`);

const FAILED_PAYMENT_STATUSES = new Set(['past_due', 'unpaid']);

interface PlanSummary {
  title: string;
  detail: string;
  manage: boolean;
}

function summarise(plan: PlanStatus_StatusFragment): PlanSummary {
  const end = plan.currentPeriodEnd === null || plan.currentPeriodEnd === undefined ? null : formatPeriodEnd(plan.currentPeriodEnd);
  const planName = plan.tier === 'pro' ? 'Pro' : 'Premium';
  if (plan.hasAccess && plan.granted) {
    return {
      title: `${planName}, granted by Paperlight`,
      detail: `${end ? `Your access runs until ${end}.` : 'Your access has no end date.'} There is no billing to manage.`,
      manage: false,
    };
  }
  if (plan.hasAccess) {
    if (plan.cancelAtPeriodEnd) {
      return {
        title: `${planName}, cancelled`,
        detail: end ? `Your access expires on ${end}. Renew any time before then to keep it.` : 'Your access ends with the current period.',
        manage: true,
      };
    }
    return { title: `You have ${planName}`, detail: end ? `Next billing date: ${end}.` : 'Your plan renews automatically.', manage: true };
  }
  if (plan.tier !== 'free' && FAILED_PAYMENT_STATUSES.has(plan.status) && !plan.granted) {
    return {
      title: 'Payment failed',
      detail: `Your last ${planName} payment did not go through, so its features are paused. Update your card to restore them.`,
      manage: true,
    };
  }
  return {
    title: 'You are on the Free plan',
    detail:
      plan.tier !== 'free' && end
        ? `Your ${planName} ended on ${end}.`
        : 'Upgrade to Premium for the clinical takeaway, questions about papers and the email digest.',
    manage: false,
  };
}

/**
 * The reader's current plan: Premium with its next billing date, or its access expiry once cancelled, and Manage
 * subscription (Stripe's Billing Portal); a granted Premium with its end and no billing; a failed payment; or Free.
 */
export function PlanStatus({ status: statusRef }: { status: FragmentType<typeof PlanStatus_status> }) {
  const plan = getFragmentData(PlanStatus_status, statusRef);
  const portal = useOpenBillingPortal();
  const { title, detail, manage } = summarise(plan);
  return (
    <StyledStatus aria-label="Your plan" $premium={plan.hasAccess}>
      <div>
        <StyledTitle>{title}</StyledTitle>
        <StyledDetail>{detail}</StyledDetail>
      </div>
      {manage && (
        <Button onClick={() => void portal.open()} disabled={portal.pending}>
          {portal.pending ? 'Opening billing...' : 'Manage subscription'}
        </Button>
      )}
    </StyledStatus>
  );
}

const StyledStatus = styled.section<{ $premium: boolean }>`
  ${surfacePanel}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  border-color: ${({ theme, $premium }) => ($premium ? theme.colors.premiumBorder : theme.colors.border)};
  background: ${({ theme, $premium }) => ($premium ? theme.colors.premiumSoft : theme.colors.surface)};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledDetail = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.text};
`;
