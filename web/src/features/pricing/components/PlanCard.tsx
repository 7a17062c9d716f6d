import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { surfacePanel } from '../../../components/surface';

interface PlanCardProps {
  name: string;
  description: string;
  price: ReactNode;
  features: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
}

/** One plan: its name, price, what it includes and its button. */
export function PlanCard({ name, description, price, features, action, highlighted = false }: PlanCardProps) {
  const headingId = useId();
  return (
    <StyledCard aria-labelledby={headingId} $highlighted={highlighted}>
      <StyledName id={headingId}>{name}</StyledName>
      {price}
      <StyledDescription>{description}</StyledDescription>
      <StyledFeatures aria-label={`${name} includes`}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </StyledFeatures>
      <StyledAction>{action}</StyledAction>
    </StyledCard>
  );
}

const StyledCard = styled.section<{ $highlighted: boolean }>`
  ${surfacePanel}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-width: ${({ $highlighted }) => ($highlighted ? '2px' : '1px')};
  border-color: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primary : theme.colors.border)};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFeatures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1;
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space.xl};
  }
  li::before {
    content: '✓' / '';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;
