import styled from 'styled-components';
import { sourceLabel } from '../../../lib/sources';
import { surfacePanel } from '../../../components/surface';
import { categoryBadgeColors } from '../../../theme/theme';
import { Badge, SourceBadge } from '../../../components/Badge';
import { ExternalButtonLink } from '../../../components/Button';
import { ExternalIcon } from '../../../components/icons';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatLongDate } from '../../../lib/format';
import { safeExternalUrl } from '../../../lib/safeUrl';
import { CategoryBadges } from './CategoryBadges';

export const ArticleSideCard_article = graphql(`
  fragment ArticleSideCard_article on Article {
    id
    source
    categories
    publishedDate
    journal
    doi
    pmid
    isOpenAccess
    isPreprint
    sourceUrl
  }
`);

/** The detail page's side card: source, categories, date, journal, DOI and PMID when present, access and Read Full Paper. */
export function ArticleSideCard({ article: articleRef }: { article: FragmentType<typeof ArticleSideCard_article> }) {
  const article = getFragmentData(ArticleSideCard_article, articleRef);
  const paperUrl = safeExternalUrl(article.sourceUrl);
  return (
    <StyledCard aria-labelledby="article-details-heading">
      <StyledHeading id="article-details-heading">Article details</StyledHeading>
      <StyledList>
        <dt>Source</dt>
        <dd>
          <SourceBadge source={sourceLabel(article.source)} />
        </dd>
        <dt>Categories</dt>
        <dd>
          <CategoryBadges categories={article.categories} />
        </dd>
        <dt>Publication date</dt>
        <dd>
          <time dateTime={article.publishedDate}>{formatLongDate(article.publishedDate)}</time>
        </dd>
        <dt>Journal</dt>
        <dd>{article.journal}</dd>
        {article.doi && (
          <>
            <dt>DOI</dt>
            <dd>
              <a href={`https://doi.org/${encodeURI(article.doi)}`} target="_blank" rel="noopener noreferrer">
                {article.doi}
              </a>
            </dd>
          </>
        )}
        {article.pmid && (
          <>
            <dt>PMID</dt>
            <dd>
              <a href={`https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(article.pmid)}/`} target="_blank" rel="noopener noreferrer">
                {article.pmid}
              </a>
            </dd>
          </>
        )}
        <dt>Access</dt>
        <dd>
          <StyledBadges>
            {article.isOpenAccess ? (
              <Badge colors={categoryBadgeColors('Open Access')}>Open Access</Badge>
            ) : (
              <Badge>Subscription Required</Badge>
            )}
          </StyledBadges>
        </dd>
      </StyledList>
      {paperUrl && (
        <ExternalButtonLink href={paperUrl} $variant="primary" $block>
          Read Full Paper
          <ExternalIcon size={16} />
        </ExternalButtonLink>
      )}
    </StyledCard>
  );
}

const StyledCard = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
