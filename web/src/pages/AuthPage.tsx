import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Page } from '../components/Page';
import { Tabs } from '../components/Tabs';
import { useAuth } from '../features/auth';
import { LoginForm } from '../features/auth/components/LoginForm';
import { RegisterForm } from '../features/auth/components/RegisterForm';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { navigate } from '../lib/router';

type AuthTab = 'login' | 'register';

const TABS = [
  { key: 'login', label: 'Login' },
  { key: 'register', label: 'Register' },
] as const;

/** '/auth': marketing text on the left, a card with the Login and Register tabs on the right. */
export function AuthPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<AuthTab>('login');
  useDocumentTitle(tab === 'login' ? 'Sign in' : 'Register');

  useEffect(() => {
    if (user) navigate('/', { replace: true });
  }, [user]);

  return (
    <Page>
      <StyledLayout>
        <StyledPitch>
          <StyledHeading>Medical research, made readable</StyledHeading>
          <p>Paperlight turns new papers from PubMed, medRxiv, PLOS and DOAJ into plain-language summaries, every hour.</p>
          <StyledPoints>
            <li>Save articles to your bookmarks and read them later</li>
            <li>Join the discussion in each article's comments</li>
            <li>Get a bell when new research arrives</li>
            <li>Upgrade for clinical takeaways and AI answers about any paper</li>
          </StyledPoints>
        </StyledPitch>
        <StyledCard>
          <StyledCardTitle>{tab === 'login' ? 'Welcome back' : 'Create your account'}</StyledCardTitle>
          <Tabs<AuthTab> label="Sign in or register" tabs={TABS} selected={tab} onSelect={setTab}>
            {tab === 'login' ? <LoginForm /> : <RegisterForm />}
          </Tabs>
        </StyledCard>
      </StyledLayout>
    </Page>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 440px;
    min-height: 60vh;
  }
`;

const StyledPitch = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledPoints = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledCard = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledCardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
