import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { Link } from '../../../lib/router';
import { ApiKeysSection } from '../../api-keys/components/ApiKeysSection';
import { useChangePassword } from '../../auth/hooks/usePasswordMutations';
import { PASSWORD_MIN_LENGTH } from '../../auth/utils/authValidation';

/**
 * The account tab: change password (other devices are signed out), where the plan and the digest are managed, and the
 * reader's API keys.
 */
export function AccountSettings() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { submit, loading } = useChangePassword();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tooShort = newPassword.length < PASSWORD_MIN_LENGTH ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters` : undefined;
    setError(tooShort);
    if (tooShort || !currentPassword) return;
    if (await submit(currentPassword, newPassword)) {
      setCurrentPassword('');
      setNewPassword('');
    }
  };

  return (
    <StyledSections>
      <StyledForm noValidate onSubmit={handleSubmit} aria-labelledby="change-password-title">
        <h3 id="change-password-title">Change password</h3>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, and not a common password. Every other device signed in to your account will be signed out."
          value={newPassword}
          error={error}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <div>
          <Button type="submit" $variant="primary" disabled={loading || !currentPassword || !newPassword}>
            {loading ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </StyledForm>
      <section aria-labelledby="account-more-title">
        <h3 id="account-more-title">Plan and email</h3>
        <StyledLinks>
          <li>
            <Link to="/subscription">Plan and billing</Link>: your plan, upgrading, and cancelling Premium.
          </li>
          <li>
            <Link to="/email-settings">Email digest</Link>: the digest of new papers (Premium).
          </li>
        </StyledLinks>
      </section>
      <ApiKeysSection />
    </StyledSections>
  );
}

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
`;

const StyledLinks = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
