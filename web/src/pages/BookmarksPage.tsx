import styled from 'styled-components';
import { AccessDenied } from '../components/AccessDenied';
import { Page, PageTitle } from '../components/Page';
import { useAuth } from '../features/auth';
import { BookmarkedArticleList } from '../features/articles/components/BookmarkedArticleList';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** '/bookmarks': My Bookmarks, for signed-in readers. */
export function BookmarksPage() {
  const { user } = useAuth();
  useDocumentTitle('My Bookmarks');
  return (
    <Page>
      {user ? (
        <>
          <StyledHeader>
            <PageTitle>My Bookmarks</PageTitle>
          </StyledHeader>
          <BookmarkedArticleList />
        </>
      ) : (
        <AccessDenied message="Please log in to view your bookmarks" />
      )}
    </Page>
  );
}

const StyledHeader = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
