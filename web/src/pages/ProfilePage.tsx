import styled from 'styled-components';
import { AccessDenied } from '../components/AccessDenied';
import { Page, PageTitle } from '../components/Page';
import { Tabs } from '../components/Tabs';
import { useAuth } from '../features/auth';
import { BookmarkedArticleList } from '../features/articles/components/BookmarkedArticleList';
import { AccountSettings } from '../features/profile/components/AccountSettings';
import { ProfileDetails } from '../features/profile/components/ProfileDetails';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { navigate, useSearchParam } from '../lib/router';

type ProfileTab = 'profile' | 'account' | 'bookmarks';

const TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'account', label: 'Account' },
  { key: 'bookmarks', label: 'Bookmarks' },
] as const;

const tabOf = (param: string | null): ProfileTab => (param === 'bookmarks' || param === 'account' ? param : 'profile');

/** '/profile': profile settings, with `?tab=account` (password, plan, digest) and `?tab=bookmarks`; guests see Access Denied. */
export function ProfilePage() {
  const { user } = useAuth();
  const tab = tabOf(useSearchParam('tab'));
  useDocumentTitle('Profile settings');

  if (!user) {
    return (
      <Page>
        <AccessDenied message="Please log in to view your profile" />
      </Page>
    );
  }

  const handleSelect = (next: ProfileTab) =>
    navigate(next === 'profile' ? '/profile' : `/profile?tab=${next}`, { replace: true, keepScroll: true });

  return (
    <Page>
      <StyledHeader>
        <PageTitle>Profile settings</PageTitle>
        <StyledSubtitle>Signed in as {user.username}</StyledSubtitle>
      </StyledHeader>
      <StyledCard>
        <Tabs<ProfileTab> label="Profile sections" tabs={TABS} selected={tab} onSelect={handleSelect}>
          {tab === 'profile' ? (
            <ProfileDetails user={user} />
          ) : tab === 'account' ? (
            <AccountSettings />
          ) : (
            <BookmarkedArticleList headingLevel="h3" />
          )}
        </Tabs>
      </StyledCard>
    </Page>
  );
}

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;
