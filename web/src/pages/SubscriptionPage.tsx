import { useEffect } from 'react';
import styled from 'styled-components';
import { Page, PageTitle } from '../components/Page';
import { useAuth, useSignInGate } from '../features/auth';
import { SubscriptionOverview } from '../features/billing/components/SubscriptionOverview';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/**
 * '/subscription' and '/upgrade': 'Choose Your Plan' with the reader's plan, the Free and Premium cards and Upgrade
 * (Stripe Checkout). Guests are sent to /auth with 'Please sign in to upgrade your subscription'.
 */
export function SubscriptionPage() {
  useDocumentTitle('Choose Your Plan');
  const { user } = useAuth();
  const requireSignIn = useSignInGate();

  useEffect(() => {
    if (!user) requireSignIn('upgrade your subscription', { replace: true });
  }, [user, requireSignIn]);

  return (
    <Page>
      <StyledHeader>
        <PageTitle>Choose Your Plan</PageTitle>
        <StyledLead>Reading Paperlight is free. Premium adds AI tools for every paper and the email digest; cancel any time.</StyledLead>
      </StyledHeader>
      {user && <SubscriptionOverview />}
    </Page>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 65ch;
`;
