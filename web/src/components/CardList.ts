import styled from 'styled-components';

/** A vertical list of article cards, without bullets. */
export const CardList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
