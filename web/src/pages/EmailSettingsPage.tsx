import styled from 'styled-components';
import { Page, PageTitle } from '../components/Page';
import { Spinner } from '../components/Spinner';
import { useAuth } from '../features/auth';
import { useSubscriptionStatus } from '../features/billing/hooks/useSubscriptionStatus';
import { DigestSettingsPanel } from '../features/digest/components/DigestSettingsPanel';
import { ProFeatureRequired } from '../features/digest/components/ProFeatureRequired';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { Link } from '../lib/router';
import { LoadError } from '../components/LoadError';

/**
 * '/email-settings': the email digest for Premium and Pro readers (whose plan grants access); everyone else sees
 * 'Pro Feature Required'. The preferences and preview are asked for only once the plan is known to allow them.
 */
export function EmailSettingsPage() {
  useDocumentTitle('Email Digest Settings');
  const { user } = useAuth();
  const { status, loading, error, refetch } = useSubscriptionStatus();

  let body;
  if (!user) {
    body = <ProFeatureRequired signedIn={false} />;
  } else if (status) {
    body = status.hasAccess ? <DigestSettingsPanel /> : <ProFeatureRequired signedIn />;
  } else if (error && !loading) {
    body = <LoadError message="Your plan could not be loaded, so your digest settings cannot be shown." onRetry={refetch} />;
  } else {
    body = <Spinner label="Loading your plan..." />;
  }

  return (
    <Page>
      <StyledHeader>
        <PageTitle>Email Digest Settings</PageTitle>
        <StyledLead>
          New research from the sources you follow, in your inbox. See the <Link to="/email-setup">email setup guide</Link> for when it
          arrives and how to keep it out of spam.
        </StyledLead>
      </StyledHeader>
      {body}
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
  a {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
