import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { CardList } from '../../../components/CardList';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { graphql } from '../../../gql';
import { ArticleCard } from './ArticleCard';
import { ArticleListSkeleton } from './ArticleListSkeleton';

const BookmarkedArticlesDocument = graphql(`
  query BookmarkedArticles($after: String) {
    bookmarkedArticles(first: 20, after: $after) {
      nodes {
        id
        ...ArticleCard_article
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

/**
 * The signed-in reader's saved articles: a count and cards, 20 at a time with Load more, three skeletons while
 * loading, or 'No bookmarks yet'.
 */
export function BookmarkedArticleList({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { data, loading, error, fetchMore } = useQuery(BookmarkedArticlesDocument, { fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);

  if (loading && !data) return <ArticleListSkeleton label="Loading bookmarks" />;
  if (error && !data) {
    return <StyledError role="alert">Failed to load your bookmarks. Please try again.</StyledError>;
  }
  const articles = data?.bookmarkedArticles.nodes ?? [];
  const total = data?.bookmarkedArticles.totalCount ?? articles.length;
  const pageInfo = data?.bookmarkedArticles.pageInfo;
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: pageInfo?.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };
  if (articles.length === 0) {
    return (
      <EmptyState
        title="No bookmarks yet"
        as={headingLevel}
        actions={
          <ButtonLink to="/" $variant="primary">
            Browse Articles
          </ButtonLink>
        }
      >
        <p>Use the bookmark icon on any article to save it here.</p>
      </EmptyState>
    );
  }
  return (
    <StyledSection>
      <StyledCount role="status">
        {total} saved {total === 1 ? 'article' : 'articles'}
      </StyledCount>
      <CardList>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingLevel={headingLevel} />
          </li>
        ))}
      </CardList>
      {pageInfo?.hasNextPage && (
        <div>
          <Button onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;
