import styled from 'styled-components';
import { ArticleCardSkeleton } from './ArticleCardSkeleton';

/** Three skeleton cards while a list loads (docs/product/feed.md#loading-empty-and-error-states). */
export const SKELETON_CARD_COUNT = 3;

export function ArticleListSkeleton({ label }: { label: string }) {
  return (
    <StyledList role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <ArticleCardSkeleton key={index} />
      ))}
    </StyledList>
  );
}

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
