import type { ReactNode } from 'react';
import styled from 'styled-components';
import { categoryBadgeColors, sourceBadgeColors, type BadgeColors } from '../theme/theme';

interface BadgeProps {
  children: ReactNode;
  colors?: BadgeColors;
  title?: string;
}

/** A small pill of text; colours default to the neutral badge. */
export function Badge({ children, colors, title }: BadgeProps) {
  return (
    <StyledBadge $colors={colors} title={title} data-badge="">
      {children}
    </StyledBadge>
  );
}

export function SourceBadge({ source }: { source: string }) {
  return <Badge colors={sourceBadgeColors(source)}>{source}</Badge>;
}

export function CategoryBadge({ category }: { category: string }) {
  return <Badge colors={categoryBadgeColors(category)}>{category}</Badge>;
}

const StyledBadge = styled.span<{ $colors?: BadgeColors }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ theme, $colors }) => ($colors ?? theme.badges.neutral).background};
  color: ${({ theme, $colors }) => ($colors ?? theme.badges.neutral).text};
`;
