import styled from 'styled-components';
import { sourceLabel } from '../../../lib/sources';
import { SourceBadge } from '../../../components/Badge';
import { Skeleton } from '../../../components/Skeleton';
import { surfacePanel } from '../../../components/surface';
import { getFragmentData, graphql } from '../../../gql';
import { formatShortDate } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { useDigestPreview } from '../hooks/useDigestPreview';
import { LoadError } from '../../../components/LoadError';

export const DigestPreview_preview = graphql(`
  fragment DigestPreview_preview on DigestPreview {
    totalCount
    periodStart
    periodEnd
    sections {
      savedSearch {
        id
        name
      }
      totalCount
      articles {
        id
        databaseId
        title
        simplifiedTitle
        source
        publishedDate
      }
    }
  }
`);

const PERIOD = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function papers(count: number): string {
  return `${count} paper${count === 1 ? '' : 's'}`;
}

/**
 * The next digest as it would go out now: the papers new to Paperlight in its period (each with its publication date,
 * which may be much older), in a part per saved search and then the rest, as the email lays them out.
 */
export function DigestPreview() {
  const { preview: previewRef, loading, refreshing, error, refetch } = useDigestPreview();
  const preview = getFragmentData(DigestPreview_preview, previewRef);

  let body;
  if (preview) {
    const period = `${PERIOD.format(new Date(preview.periodStart))} – ${PERIOD.format(new Date(preview.periodEnd))}`;
    const titled = preview.sections.some((section) => section.savedSearch);
    body = (
      <>
        <StyledMeta>
          {papers(preview.totalCount)} from your sources new to Paperlight from {period}, listed by the date they were published.
        </StyledMeta>
        {preview.sections.length === 0 ? (
          <StyledEmpty>No new papers from your sources arrived in this period, so this digest would not be sent.</StyledEmpty>
        ) : (
          preview.sections.map((section) => {
            const title = section.savedSearch?.name ?? 'Other new papers from your sources';
            const more = section.totalCount - section.articles.length;
            return (
              <StyledSection key={section.savedSearch?.id ?? 'other'} aria-label={titled ? title : undefined}>
                {titled && (
                  <StyledSectionTitle>
                    {title} ({section.totalCount})
                  </StyledSectionTitle>
                )}
                <StyledList>
                  {section.articles.map((article) => (
                    <li key={article.id}>
                      <Link to={`/article/${article.databaseId}`}>{article.simplifiedTitle || article.title}</Link>
                      <StyledItemMeta>
                        <SourceBadge source={sourceLabel(article.source)} />
                        <span>
                          Published <time dateTime={article.publishedDate}>{formatShortDate(article.publishedDate)}</time>
                        </span>
                      </StyledItemMeta>
                    </li>
                  ))}
                </StyledList>
                {more > 0 && <StyledMore>and {papers(more)} more</StyledMore>}
              </StyledSection>
            );
          })
        )}
      </>
    );
  } else if (error && !loading) {
    body = <LoadError message="The preview could not be loaded." onRetry={refetch} />;
  } else {
    body = (
      <StyledLoading role="status" aria-label="Loading the preview">
        <Skeleton $width="50%" />
        <Skeleton $width="90%" />
        <Skeleton $width="80%" />
      </StyledLoading>
    );
  }

  return (
    <StyledPanel aria-labelledby="digest-preview-heading" aria-busy={loading || refreshing}>
      <StyledHeading id="digest-preview-heading">Preview of your digest</StyledHeading>
      {body}
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledMore = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledItemMeta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
