import styled from 'styled-components';

interface AbstractSection {
  label?: string | null;
  text: string;
}

interface ArticleAbstractProps {
  abstract: string;
  sections: readonly AbstractSection[];
}

/** The original abstract as text: labelled sections when the source structured it, else its paragraphs. */
export function ArticleAbstract({ abstract, sections }: ArticleAbstractProps) {
  if (sections.length > 0) {
    return (
      <StyledText>
        {sections.map((section, index) => (
          <p key={index}>
            {section.label && <StyledLabel>{section.label}: </StyledLabel>}
            {section.text}
          </p>
        ))}
      </StyledText>
    );
  }
  const paragraphs = abstract.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  if (paragraphs.length === 0) return <StyledEmpty>The source gives no abstract for this paper.</StyledEmpty>;
  return (
    <StyledText>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </StyledText>
  );
}

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;
`;

const StyledLabel = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
