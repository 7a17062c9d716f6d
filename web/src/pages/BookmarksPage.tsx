import styled from 'styled-components';
import { AccessDenied } from '../components/AccessDenied';
import { Page, PageTitle } from '../components/Page';
import { useAuth } from '../features/auth';
import { BookmarkedArticleList } from '../features/articles/components/BookmarkedArticleList';
import { ExportMenu } from '../features/export/components/ExportMenu';
import { StatusAlertsNotice } from '../features/articles/components/StatusAlertsNotice';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

const BOOKMARKS_EXPORT = { kind: 'bookmarks' } as const;

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
            <ExportMenu target={BOOKMARKS_EXPORT} />
          </StyledHeader>
          <StatusAlertsNotice />
          <BookmarkedArticleList />
        </>
      ) : (
        <AccessDenied message="Please log in to view your bookmarks" />
      )}
    </Page>
  );
}

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
