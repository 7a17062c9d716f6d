import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
}

type TextFieldProps = FieldShellProps & InputHTMLAttributes<HTMLInputElement>;
type TextAreaFieldProps = FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled input whose error is announced and linked with aria-describedby. */
export function TextField({ label, error, hint, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...props} />
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      {error && <StyledError id={`${id}-error`}>{error}</StyledError>}
    </StyledField>
  );
}

/** A labelled multi-line field. */
export function TextAreaField({ label, error, hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledTextarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...props} />
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      {error && <StyledError id={`${id}-error`}>{error}</StyledError>}
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 40px;
`;

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
