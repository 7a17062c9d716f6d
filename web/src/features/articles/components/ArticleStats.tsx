import styled from 'styled-components';
import { CommentIcon, EyeIcon } from '../../../components/icons';
import { formatCount } from '../../../lib/format';

interface ArticleStatsProps {
  viewCount: number;
  commentCount: number;
}

function plural(count: number, noun: string, shown: string = String(count)): string {
  return `${shown} ${noun}${count === 1 ? '' : 's'}`;
}

/** View and comment counts, abbreviated (1.2k, 3.4M) with the full wording for screen readers. */
export function ArticleStats({ viewCount, commentCount }: ArticleStatsProps) {
  return (
    <StyledStats>
      <StyledStat title={plural(viewCount, 'view')}>
        <EyeIcon size={16} />
        <span aria-hidden="true">{formatCount(viewCount)}</span>
        <span className="visually-hidden">{plural(viewCount, 'view', formatCount(viewCount))}</span>
      </StyledStat>
      <StyledStat title={plural(commentCount, 'comment')}>
        <CommentIcon size={16} />
        <span aria-hidden="true">{formatCount(commentCount)}</span>
        <span className="visually-hidden">{plural(commentCount, 'comment', formatCount(commentCount))}</span>
      </StyledStat>
    </StyledStats>
  );
}

const StyledStats = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStat = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
