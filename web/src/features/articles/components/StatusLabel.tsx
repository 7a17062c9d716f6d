import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { safeExternalUrl } from '../../../lib/safeUrl';
import { isRetracted, NOTICE_LINK_LABELS, STATUS_LABELS } from '../utils/articleStatus';

export const StatusLabel_article = graphql(`
  fragment StatusLabel_article on Article {
    status
    statusNotice {
      kind
      url
    }
  }
`);

/**
 * A paper's status after publication on its card: an unmistakable label for a retracted or withdrawn paper, a quieter
 * one for a correction or expression of concern, each with its notice's link; nothing for an active paper.
 */
export function StatusLabel({ article: articleRef }: { article: FragmentType<typeof StatusLabel_article> }) {
  const article = getFragmentData(StatusLabel_article, articleRef);
  if (article.status === 'ACTIVE') return null;
  const notice = article.statusNotice;
  const url = safeExternalUrl(notice?.url ?? null);
  const loud = isRetracted(article.status);
  return (
    <StyledLabel $loud={loud} role={loud ? 'note' : undefined} aria-label={`Status: ${STATUS_LABELS[article.status]}`}>
      <StyledName>{STATUS_LABELS[article.status]}</StyledName>
      {notice && url && (
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${NOTICE_LINK_LABELS[notice.kind]} (opens in a new tab)`}>
          {NOTICE_LINK_LABELS[notice.kind]}
        </a>
      )}
    </StyledLabel>
  );
}

const StyledLabel = styled.p<{ $loud: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $loud }) => ($loud ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $loud }) => ($loud ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $loud }) => ($loud ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const StyledName = styled.strong`
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
