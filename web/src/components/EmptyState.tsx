import type { ReactNode } from 'react';
import styled from 'styled-components';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** The heading level, so the outline stays correct where the state appears. */
  as?: 'h1' | 'h2' | 'h3';
}

/** A centred message for empty lists, missing pages and denied access. */
export function EmptyState({ title, children, actions, as = 'h2' }: EmptyStateProps) {
  return (
    <StyledEmpty>
      <StyledTitle as={as}>{title}</StyledTitle>
      {children && <StyledBody>{children}</StyledBody>}
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledEmpty>
  );
}

const StyledEmpty = styled.section`
  text-align: center;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledBody = styled.div`
  margin: ${({ theme }) => theme.space.sm} auto 0;
  max-width: 52ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
