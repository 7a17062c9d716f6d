import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ArrowLeftIcon } from '../components/icons';
import { Page } from '../components/Page';
import { Spinner } from '../components/Spinner';
import { ArticleDetail } from '../features/articles/components/ArticleDetail';
import { ArticleSideCard } from '../features/articles/components/ArticleSideCard';
import { CommentsPanel } from '../features/comments/components/CommentsPanel';
import { graphql } from '../gql';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { formatCount } from '../lib/format';
import type { RouteParams } from '../lib/router';

export const ArticlePageDocument = graphql(`
  query ArticlePage($id: ID!) {
    article(id: $id) {
      id
      title
      simplifiedTitle
      commentCount
      ...ArticleDetail_article
      ...ArticleSideCard_article
    }
  }
`);

const RecordViewDocument = graphql(`
  mutation RecordView($articleId: ID!) {
    recordView(articleId: $articleId) {
      id
      viewCount
    }
  }
`);

function BackToFeed() {
  return (
    <ButtonLink to="/" $variant="ghost" $size="sm">
      <ArrowLeftIcon size={16} />
      Back to feed
    </ButtonLink>
  );
}

/** '/article/{id}': the article, its side card and live comments; the view is recorded once per load. */
export function ArticlePage({ params }: { params: RouteParams }) {
  const id = params.id;
  const { data, loading, error } = useQuery(ArticlePageDocument, { variables: { id } });
  const [recordView] = useMutation(RecordViewDocument);
  const recordedFor = useRef<string | null>(null);
  // The page renders in a background (time-sliced) pass once the article arrives, not in one long task.
  const deferredData = useDeferredValue(data);
  const article = deferredData?.article ?? null;
  useDocumentTitle(article ? article.simplifiedTitle || article.title : loading ? 'Loading article' : 'Article Not Found');

  useEffect(() => {
    if (!article || recordedFor.current === article.id) return;
    recordedFor.current = article.id;
    recordView({ variables: { articleId: article.id } }).catch(() => undefined);
  }, [article, recordView]);

  if ((loading && !data) || (data && !deferredData)) {
    return (
      <Page>
        <Spinner label="Loading article..." />
      </Page>
    );
  }
  if (error && !deferredData) {
    return (
      <Page>
        <StyledError role="alert">Failed to fetch article</StyledError>
        <BackToFeed />
      </Page>
    );
  }
  if (!article) {
    return (
      <Page>
        <EmptyState as="h1" title="Article Not Found" actions={<BackToFeed />}>
          <p>The article you're looking for doesn't exist or has been removed.</p>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      <StyledBack>
        <BackToFeed />
      </StyledBack>
      <StyledLayout>
        <StyledMain>
          <ArticleDetail article={article} />
          <StyledComments aria-labelledby="comments-heading">
            <StyledCommentsTitle id="comments-heading">Comments ({formatCount(article.commentCount)})</StyledCommentsTitle>
            <CommentsPanel articleId={article.id} live />
          </StyledComments>
        </StyledMain>
        <ArticleSideCard article={article} />
      </StyledLayout>
    </Page>
  );
}

const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const StyledComments = styled.section`
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledCommentsTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledError = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;
