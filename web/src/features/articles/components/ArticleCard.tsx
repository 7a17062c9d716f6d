import { lazy, Suspense, useId, useState } from 'react';
import { sourceLabel } from '../../../lib/sources';
import styled from 'styled-components';
import { surfacePanel } from '../../../components/surface';
import { categoryBadgeColors } from '../../../theme/theme';
import { Badge, SourceBadge } from '../../../components/Badge';
import { Button, ButtonLink, ExternalButtonLink } from '../../../components/Button';
import { CommentIcon, ExternalIcon } from '../../../components/icons';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatCount, formatShortDate, truncate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { safeExternalUrl } from '../../../lib/safeUrl';
import { AiActions } from '../../ai/components/AiActions';
import { BookmarkButton } from '../../bookmarks/components/BookmarkButton';
import { ArticleStats } from './ArticleStats';
import { CARD_CATEGORY_LIMIT, CategoryBadges } from './CategoryBadges';
import { EvidenceBadge } from './EvidenceBadge';
import { ShareMenu } from './ShareMenu';
import { StatusLabel } from './StatusLabel';
import { SummaryBox } from './SummaryBox';

// Loaded when a reader first opens a card's comments, keeping it out of the feed's initial JavaScript.
const CommentsPanel = lazy(() => import('../../comments/components/CommentsPanel').then((module) => ({ default: module.CommentsPanel })));

export const ArticleCard_article = graphql(`
  fragment ArticleCard_article on Article {
    id
    databaseId
    title
    simplifiedTitle
    source
    categories
    publishedDate
    isPreprint
    isOpenAccess
    journal
    authors
    aiSummary
    summary {
      provider
    }
    sourceUrl
    viewCount
    commentCount
    ...ShareMenu_article
    ...EvidenceBadge_article
    ...StatusLabel_article
  }
`);

/** Authors are cut to 100 characters on cards (docs/product/feed.md#article-card). */
export const CARD_AUTHORS_LENGTH = 100;

interface ArticleCardProps {
  article: FragmentType<typeof ArticleCard_article>;
  headingLevel?: 'h2' | 'h3';
}

/** One article in a list, with the card's parts in the order docs/product/feed.md#article-card lists them. */
export function ArticleCard({ article: articleRef, headingLevel = 'h2' }: ArticleCardProps) {
  const article = getFragmentData(ArticleCard_article, articleRef);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentsId = useId();
  const titleId = useId();
  const displayTitle = article.simplifiedTitle || article.title;
  const paperUrl = safeExternalUrl(article.sourceUrl);
  const articlePath = `/article/${article.databaseId}`;

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTop>
        <StyledBadges>
          <SourceBadge source={sourceLabel(article.source)} />
          <CategoryBadges categories={article.categories} limit={CARD_CATEGORY_LIMIT} />
          <EvidenceBadge article={article} />
          {article.isOpenAccess && <Badge colors={categoryBadgeColors('Open Access')}>Open Access</Badge>}
        </StyledBadges>
        <StyledWhen>
          <StyledDate dateTime={article.publishedDate}>{formatShortDate(article.publishedDate)}</StyledDate>
          <BookmarkButton articleId={article.id} />
        </StyledWhen>
      </StyledTop>

      <StatusLabel article={article} />

      <StyledTitle as={headingLevel} id={titleId}>
        <Link to={articlePath}>{displayTitle}</Link>
      </StyledTitle>
      {article.simplifiedTitle && article.simplifiedTitle !== article.title && (
        <StyledOriginal>
          <strong>Original:</strong> {article.title}
        </StyledOriginal>
      )}
      <StyledByline>
        <StyledJournal>{article.journal}</StyledJournal>
        {article.authors && <span>{truncate(article.authors, CARD_AUTHORS_LENGTH)}</span>}
      </StyledByline>

      <SummaryBox summary={article.aiSummary ?? null} provider={article.summary?.provider ?? null} compact />

      <StyledFooter>
        <ArticleStats viewCount={article.viewCount} commentCount={article.commentCount} />
        <StyledActions>
          <Button
            $size="sm"
            $variant="ghost"
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen ? commentsId : undefined}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            <CommentIcon size={16} />
            {commentsOpen ? 'Hide comments' : `Comments (${formatCount(article.commentCount)})`}
          </Button>
          <ShareMenu article={article} />
          <AiActions articleId={article.id} takeawayLabel="Clinician Takeaway" amaLabel="AI AMA" />
          <ButtonLink to={articlePath} $size="sm" $variant="primary" aria-label={`Read more: ${displayTitle}`}>
            Read More
          </ButtonLink>
          {paperUrl && (
            <ExternalButtonLink href={paperUrl} $size="sm" aria-label={`Full Paper: ${displayTitle} (opens in a new tab)`}>
              Full Paper
              <ExternalIcon size={14} />
            </ExternalButtonLink>
          )}
        </StyledActions>
      </StyledFooter>

      {commentsOpen && (
        <StyledComments id={commentsId} aria-label="Comments">
          <Suspense fallback={<StyledLoading role="status">Loading comments...</StyledLoading>}>
            <CommentsPanel articleId={article.id} />
          </Suspense>
        </StyledComments>
      )}
    </StyledCard>
  );
}

const StyledCard = styled.article`
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

// The badges never shrink below their widest badge: when the date and bookmark no longer fit beside it (a preprint's
// long badge on a phone), they move together to the next line instead of sliding under it.
const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 0;
`;

// The date and bookmark button stay together, at the right of the row they end up on.
const StyledWhen = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const StyledDate = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledOriginal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledByline = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledJournal = styled.span`
  font-style: italic;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledComments = styled.section`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLoading = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
