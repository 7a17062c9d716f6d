import { css } from 'styled-components';

/** The padded, bordered, rounded surface of cards and filter panels. */
export const surfacePanel = css`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
