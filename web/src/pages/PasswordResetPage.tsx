import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { Page, PageTitle } from '../components/Page';
import { TextField } from '../components/TextField';
import { useToast } from '../components/toast';
import { useRequestPasswordReset, useResetPassword, type PasswordOutcome } from '../features/auth/hooks/usePasswordMutations';
import { PASSWORD_MIN_LENGTH } from '../features/auth/utils/authValidation';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { Link, navigate, useSearchParam } from '../lib/router';

/**
 * '/reset-password': without a token, asks for the account's email address and sends a reset link; with the link's
 * `?token=…`, sets a new password (docs/product/accounts.md#forgotten-password).
 */
export function PasswordResetPage() {
  const token = useSearchParam('token');
  useDocumentTitle(token ? 'Choose a new password' : 'Reset your password');
  return (
    <Page>
      <StyledCard>{token ? <NewPasswordForm token={token} /> : <ResetRequestForm />}</StyledCard>
    </Page>
  );
}

/** The server's answer, announced and given focus, so keyboard and screen-reader users land on it. */
function Outcome({ outcome, children }: { outcome: PasswordOutcome; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);
  return (
    <StyledOutcome ref={ref} tabIndex={-1} role={outcome.ok ? 'status' : 'alert'} $ok={outcome.ok}>
      <p>{outcome.message}</p>
      {children}
    </StyledOutcome>
  );
}

function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<PasswordOutcome | null>(null);
  const { submit, loading } = useRequestPasswordReset();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(await submit(email.trim()));
  };

  return (
    <StyledForm onSubmit={handleSubmit} aria-labelledby="reset-request-title">
      <PageTitle id="reset-request-title">Reset your password</PageTitle>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" $variant="primary" $block disabled={loading || !email.trim()}>
        {loading ? 'Sending...' : 'Send reset link'}
      </Button>
      {outcome && <Outcome outcome={outcome} />}
      <Link to="/auth">Back to sign in</Link>
    </StyledForm>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<PasswordOutcome | null>(null);
  const { submit, loading } = useResetPassword();
  const { toast } = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tooShort = password.length < PASSWORD_MIN_LENGTH ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters` : undefined;
    setError(tooShort);
    if (tooShort) return;
    const result = await submit(token, password);
    if (!result.ok) return setOutcome(result);
    toast({ title: 'Password changed', description: result.message });
    navigate('/auth', { replace: true });
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} aria-labelledby="new-password-title">
      <PageTitle id="new-password-title">Choose a new password</PageTitle>
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters, and not a common password. Every device signed in to your account will be signed out."
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" $variant="primary" $block disabled={loading}>
        {loading ? 'Saving...' : 'Set new password'}
      </Button>
      {outcome && (
        <Outcome outcome={outcome}>
          <Link to="/reset-password">Ask for a new link</Link>
        </Outcome>
      )}
    </StyledForm>
  );
}

const StyledCard = styled.section`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledOutcome = styled.div<{ $ok: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $ok }) => ($ok ? theme.colors.border : theme.colors.dangerBorder)};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.successSoft : theme.colors.dangerSoft)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
