import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface ContentSectionProps {
  title: string;
  /** An id for in-page links (`#id`). */
  id?: string;
  children: ReactNode;
}

/** A titled section of a static page; its paragraphs and lists get reading spacing. */
export function ContentSection({ title, id, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <StyledSection id={id} aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{title}</StyledHeading>
      <Prose>{children}</Prose>
    </StyledSection>
  );
}

/** Running text: paragraphs, lists and tables with the spacing the global reset removes. */
export const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
