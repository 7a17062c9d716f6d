import styled from 'styled-components';

/** Who wrote an AI result: 'offline' when no model did (the local method), else the provider and its model. */
export function AiProviderLabel({ offline, provider, model }: { offline: boolean; provider: string; model: string }) {
  return <StyledLabel>{offline ? 'offline' : `${provider} · ${model}`}</StyledLabel>;
}

const StyledLabel = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
