import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { AnswerCoverage } from '../../../gql/graphql';
import { AiProviderLabel } from './AiProviderLabel';

export const AmaAnswer_answer = graphql(`
  fragment AmaAnswer_answer on ArticleAnswer {
    question
    coverage
    answer
    quotes
    provider
    model
    offline
    notice
  }
`);

const COVERAGE_LINES: Record<AnswerCoverage, string | null> = {
  ANSWERED: null,
  PARTLY: 'The abstract answers only part of this question.',
  NOT_IN_ABSTRACT: 'The abstract does not answer this question, so nothing is guessed.',
};

/** The latest answer: a clear line when the abstract does not (fully) answer, the answer, and its quotes from the abstract. */
export function AmaAnswer({ answer: answerRef }: { answer: FragmentType<typeof AmaAnswer_answer> }) {
  const answer = getFragmentData(AmaAnswer_answer, answerRef);
  const coverageLine = COVERAGE_LINES[answer.coverage];
  return (
    <StyledAnswer>
      <StyledQuestion>
        <span>You asked:</span> {answer.question}
      </StyledQuestion>
      {coverageLine && <StyledCoverage>{coverageLine}</StyledCoverage>}
      <StyledText>{answer.answer}</StyledText>
      {answer.quotes.length > 0 && (
        <StyledQuotes>
          <StyledQuotesLabel>Quoted from the abstract</StyledQuotesLabel>
          {answer.quotes.map((quote) => (
            <StyledQuote key={quote}>{quote}</StyledQuote>
          ))}
        </StyledQuotes>
      )}
      <StyledFooter>
        Answered by <AiProviderLabel offline={answer.offline} provider={answer.provider} model={answer.model} />
        {answer.notice && <span>{answer.notice}</span>}
      </StyledFooter>
    </StyledAnswer>
  );
}

const StyledAnswer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledQuestion = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledCoverage = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.premium};
`;

const StyledText = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
`;

const StyledQuotes = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const StyledQuotesLabel = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledQuote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.premiumBorder};
  background: ${({ theme }) => theme.colors.surface};
  font-style: italic;
  &::before {
    content: '“';
  }
  &::after {
    content: '”';
  }
`;

const StyledFooter = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
