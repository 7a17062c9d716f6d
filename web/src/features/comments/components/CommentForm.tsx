import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { COMMENT_MAX_LENGTH } from '../../../lib/limits';
import { useAddComment } from '../hooks/useAddComment';

/** The new-comment box: submit stays disabled while the text is blank or a request is pending. */
export function CommentForm({ articleId }: { articleId: string }) {
  const [text, setText] = useState('');
  const { submit, loading } = useAddComment(articleId);
  const fieldId = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(text)) setText('');
  };

  return (
    <StyledForm onSubmit={handleSubmit}>
      <label className="visually-hidden" htmlFor={fieldId}>
        Add a comment
      </label>
      <StyledTextarea
        id={fieldId}
        value={text}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Share your thoughts on this research..."
        onChange={(event) => setText(event.target.value)}
      />
      <StyledActions>
        <Button type="submit" $variant="primary" $size="sm" disabled={loading || !text.trim()}>
          {loading ? 'Posting...' : 'Post Comment'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledTextarea = styled.textarea`
  width: 100%;
  resize: vertical;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
