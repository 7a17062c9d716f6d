import styled from 'styled-components';
import { AccessDenied } from '../components/AccessDenied';
import { Page, PageTitle } from '../components/Page';
import { Tabs } from '../components/Tabs';
import { useAuth } from '../features/auth';
import { BookmarkedArticleList } from '../features/articles/components/BookmarkedArticleList';
import { ProfileDetails } from '../features/profile/components/ProfileDetails';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { navigate, useSearchParam } from '../lib/router';

type ProfileTab = 'profile' | 'bookmarks';

const TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'bookmarks', label: 'Bookmarks' },
] as const;

/** '/profile': profile settings, with `?tab=bookmarks` opening the bookmarks tab; guests see Access Denied. */
export function ProfilePage() {
  const { user } = useAuth();
  const tab: ProfileTab = useSearchParam('tab') === 'bookmarks' ? 'bookmarks' : 'profile';
  useDocumentTitle('Profile settings');

  if (!user) {
    return (
      <Page>
        <AccessDenied message="Please log in to view your profile" />
      </Page>
    );
  }

  const handleSelect = (next: ProfileTab) =>
    navigate(next === 'bookmarks' ? '/profile?tab=bookmarks' : '/profile', { replace: true, keepScroll: true });

  return (
    <Page>
      <StyledHeader>
        <PageTitle>Profile settings</PageTitle>
        <StyledSubtitle>Signed in as {user.username}</StyledSubtitle>
      </StyledHeader>
      <StyledCard>
        <Tabs<ProfileTab> label="Profile sections" tabs={TABS} selected={tab} onSelect={handleSelect}>
          {tab === 'profile' ? <ProfileDetails user={user} /> : <BookmarkedArticleList headingLevel="h3" />}
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
