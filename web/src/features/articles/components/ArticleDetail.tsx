import styled from 'styled-components';
import { sourceLabel } from '../../../lib/sources';
import { SourceBadge } from '../../../components/Badge';
import { ExternalButtonLink } from '../../../components/Button';
import { ExternalIcon } from '../../../components/icons';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatLongDate } from '../../../lib/format';
import { safeExternalUrl } from '../../../lib/safeUrl';
import { AiActions } from '../../ai/components/AiActions';
import { BookmarkButton } from '../../bookmarks/components/BookmarkButton';
import { ArticleAbstract } from './ArticleAbstract';
import { ArticleStats } from './ArticleStats';
import { CategoryBadges } from './CategoryBadges';
import { EvidenceBadge } from './EvidenceBadge';
import { ShareMenu } from './ShareMenu';
import { StatusBanner } from './StatusBanner';
import { SummaryBox } from './SummaryBox';

export const ArticleDetail_article = graphql(`
  fragment ArticleDetail_article on Article {
    id
    title
    simplifiedTitle
    source
    categories
    publishedDate
    viewCount
    commentCount
    authors
    journal
    aiSummary
    summary {
      provider
      readingLevel {
        label
      }
    }
    detailed: summary(level: DETAILED) {
      text
      readingLevel {
        label
      }
    }
    abstract
    abstractSections {
      label
      text
    }
    sourceUrl
    ...ShareMenu_article
    ...StatusBanner_article
    ...EvidenceBadge_article
  }
`);

/** The main column of the article page: title, actions, metadata with the evidence badge, AI summary, abstract and the paper link. */
export function ArticleDetail({ article: articleRef }: { article: FragmentType<typeof ArticleDetail_article> }) {
  const article = getFragmentData(ArticleDetail_article, articleRef);
  const paperUrl = safeExternalUrl(article.sourceUrl);
  const showOriginal = Boolean(article.simplifiedTitle && article.simplifiedTitle !== article.title);
  return (
    <StyledArticle aria-labelledby="article-title">
      <StatusBanner article={article} />
      <StyledHeader>
        <StyledTitle id="article-title">{article.simplifiedTitle || article.title}</StyledTitle>
        {showOriginal && (
          <StyledOriginal>
            <strong>Original:</strong> {article.title}
          </StyledOriginal>
        )}
        <StyledToolbar>
          <BookmarkButton articleId={article.id} size="md" />
          <ShareMenu article={article} size="md" />
        </StyledToolbar>
        <StyledMeta>
          <time dateTime={article.publishedDate}>{formatLongDate(article.publishedDate)}</time>
          <ArticleStats viewCount={article.viewCount} commentCount={article.commentCount} />
        </StyledMeta>
        <StyledBadges>
          <SourceBadge source={sourceLabel(article.source)} />
          <CategoryBadges categories={article.categories} />
          <EvidenceBadge article={article} />
        </StyledBadges>
        {article.authors && <StyledAuthors>{article.authors}</StyledAuthors>}
        <StyledJournal>{article.journal}</StyledJournal>
      </StyledHeader>

      <SummaryBox
        summary={article.aiSummary ?? null}
        provider={article.summary?.provider ?? null}
        readingLevel={article.summary?.readingLevel?.label ?? null}
        detailed={article.detailed ? { summary: article.detailed.text, readingLevel: article.detailed.readingLevel?.label ?? null } : null}
        headingLevel="h2"
      />

      <StyledSection aria-labelledby="abstract-heading">
        <StyledSectionTitle id="abstract-heading">Original Abstract</StyledSectionTitle>
        <ArticleAbstract abstract={article.abstract} sections={article.abstractSections} />
      </StyledSection>

      <StyledActions>
        {paperUrl && (
          <ExternalButtonLink href={paperUrl} $variant="primary">
            View Original Paper
            <ExternalIcon size={16} />
          </ExternalButtonLink>
        )}
        <AiActions articleId={article.id} takeawayLabel="Clinical Takeaway" amaLabel="Ask AI" size="md" />
      </StyledActions>
    </StyledArticle>
  );
}

const StyledArticle = styled.article`
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledOriginal = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledToolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledAuthors = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledJournal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
