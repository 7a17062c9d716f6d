import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ArticleStatus } from '../../../gql/graphql';
import { formatLongDate } from '../../../lib/format';
import { safeExternalUrl } from '../../../lib/safeUrl';
import { isRetracted, NOTICE_LINK_LABELS } from '../utils/articleStatus';

export const StatusBanner_article = graphql(`
  fragment StatusBanner_article on Article {
    status
    statusNotice {
      kind
      date
      url
      reference
    }
    publishedVersion {
      journal
      url
    }
  }
`);

/** What the banner says of each status, with the notice's date when the records give one. */
function statusSentence(status: Exclude<ArticleStatus, 'ACTIVE'>, date: string | null): string {
  const on = date ? ` on ${formatLongDate(date)}` : '';
  switch (status) {
    case 'RETRACTED':
      return `This paper was retracted${on}; its findings should not be relied on.`;
    case 'WITHDRAWN':
      return `This paper was withdrawn${on}; its findings should not be relied on.`;
    case 'EXPRESSION_OF_CONCERN':
      return `The journal published an expression of concern about this paper${on}.`;
    case 'CORRECTED':
      return `A correction to this paper was published${on}.`;
  }
}

/**
 * The article page's notice of the paper's status after publication (docs/product/feed.md#status-after-publication):
 * a banner over everything below it for a retracted or withdrawn paper, a quieter note for a correction or expression
 * of concern, each with its notice's link, and for a preprint the link to its journal version.
 */
export function StatusBanner({ article: articleRef }: { article: FragmentType<typeof StatusBanner_article> }) {
  const article = getFragmentData(StatusBanner_article, articleRef);
  const published = article.publishedVersion;
  const publishedUrl = safeExternalUrl(published?.url ?? null);
  const notice = article.statusNotice;
  const noticeUrl = safeExternalUrl(notice?.url ?? null);
  return (
    <>
      {article.status !== 'ACTIVE' && (
        <StyledBanner $loud={isRetracted(article.status)} role={isRetracted(article.status) ? 'alert' : 'status'}>
          <p>
            <strong>{statusSentence(article.status, notice?.date ?? null)}</strong>
          </p>
          {isRetracted(article.status) && <p>The summary, takeaway and answers below describe the paper as it was published.</p>}
          {notice && noticeUrl && (
            <p>
              <a href={noticeUrl} target="_blank" rel="noopener noreferrer">
                {NOTICE_LINK_LABELS[notice.kind]}
                {notice.reference ? `: ${notice.reference}` : ''}
              </a>
            </p>
          )}
        </StyledBanner>
      )}
      {published && publishedUrl && (
        <StyledPublished>
          <a href={publishedUrl} target="_blank" rel="noopener noreferrer">
            {published.journal ? `Now published in ${published.journal}` : 'Now published in a journal'}
          </a>
        </StyledPublished>
      )}
    </>
  );
}

const StyledBanner = styled.div<{ $loud: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ $loud }) => ($loud ? '2px' : '1px')} solid ${({ theme, $loud }) => ($loud ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $loud }) => ($loud ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $loud }) => ($loud ? theme.colors.danger : theme.colors.text)};
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const StyledPublished = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  a {
    color: inherit;
  }
`;
