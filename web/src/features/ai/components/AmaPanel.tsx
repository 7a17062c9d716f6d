import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors';
import { AMA_QUESTION_MAX_LENGTH } from '../../../lib/limits';
import { useAiAllowance } from '../hooks/useAiAllowance';
import { useAskAboutArticle } from '../hooks/useAskAboutArticle';
import { AmaAnswer } from './AmaAnswer';

export const AMA_FAILED = 'Failed to get AI response. Please try again.';

/**
 * The question box about one article: the question is trimmed, submit stays disabled while it is blank or an answer is
 * on its way, at most 500 characters with a counter; the latest answer (or failure) shows below. Each opening of the
 * panel starts empty.
 */
export function AmaPanel({ articleId }: { articleId: string }) {
  const [question, setQuestion] = useState('');
  const { ask, answer, asking, error } = useAskAboutArticle(articleId);
  const allowance = useAiAllowance();
  const fieldId = useId();
  const counterId = useId();
  const trimmed = question.trim();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || asking) return;
    ask(trimmed);
  };

  return (
    <StyledPanel>
      <form onSubmit={handleSubmit}>
        <StyledLabel htmlFor={fieldId}>Ask a question about this paper</StyledLabel>
        <StyledTextarea
          id={fieldId}
          value={question}
          rows={3}
          maxLength={AMA_QUESTION_MAX_LENGTH}
          placeholder="For example: how many people took part, and for how long?"
          aria-describedby={counterId}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <StyledRow>
          <StyledHint id={counterId}>
            {question.length}/{AMA_QUESTION_MAX_LENGTH} characters. Answers come from the abstract only.
          </StyledHint>
          <Button type="submit" $variant="primary" $size="sm" disabled={!trimmed || asking}>
            {asking ? 'Asking...' : 'Ask'}
          </Button>
        </StyledRow>
      </form>
      {allowance && (
        <StyledHint>
          {allowance.left} of {allowance.perDay} questions left today.
        </StyledHint>
      )}
      <div aria-live="polite">
        {asking && <StyledHint>Reading the abstract...</StyledHint>}
        {error !== undefined && (
          <StyledFailure role="alert">
            <strong>{AMA_FAILED}</strong> {getErrorMessage(error, '')}
          </StyledFailure>
        )}
        {answer && <AmaAnswer answer={answer} />}
      </div>
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.premium};
`;

const StyledTextarea = styled.textarea`
  width: 100%;
  resize: vertical;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFailure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
