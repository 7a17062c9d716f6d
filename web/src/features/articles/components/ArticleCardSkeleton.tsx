import styled from 'styled-components';
import { Skeleton } from '../../../components/Skeleton';

/** A placeholder with the shape of an article card. */
export function ArticleCardSkeleton() {
  return (
    <StyledCard aria-hidden="true">
      <StyledRow>
        <Skeleton $width="72px" $height="20px" />
        <Skeleton $width="96px" $height="20px" />
      </StyledRow>
      <Skeleton $width="85%" $height="24px" />
      <Skeleton $width="60%" />
      <Skeleton $height="88px" />
      <StyledRow>
        <Skeleton $width="80px" $height="32px" />
        <Skeleton $width="80px" $height="32px" />
        <Skeleton $width="96px" $height="32px" />
      </StyledRow>
    </StyledCard>
  );
}

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
