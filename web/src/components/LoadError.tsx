import styled from 'styled-components';
import { Button } from './Button';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence. */
  message: string;
  onRetry(): void;
}

/** A failed load announced to assistive technology, with a Try again button beside the sentence. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <StyledError role="alert">
      <p>{message}</p>
      <Button $size="sm" onClick={onRetry}>
        Try again
      </Button>
    </StyledError>
  );
}

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;
