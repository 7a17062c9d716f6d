import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { TextAreaField, TextField } from '../../../components/TextField';
import type { Viewer } from '../../auth';
import { useUpdateProfileMutation } from '../hooks/useUpdateProfileMutation';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
}

function valuesOf(user: Viewer): ProfileValues {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '', bio: user.bio ?? '' };
}

/**
 * View mode with Edit; edit mode with Cancel (back to the stored values) and Save. The username is read-only; a new
 * email address asks for the current password, which the server checks.
 */
export function ProfileDetails({ user }: { user: Viewer }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [currentPassword, setCurrentPassword] = useState('');
  const { submit, loading } = useUpdateProfileMutation();
  const emailChanged = values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();

  const handleEdit = () => {
    setValues(valuesOf(user));
    setCurrentPassword('');
    setEditing(true);
  };
  const handleCancel = () => {
    setValues(valuesOf(user));
    setCurrentPassword('');
    setEditing(false);
  };
  const handleSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(emailChanged ? { ...values, currentPassword } : values)) {
      setCurrentPassword('');
      setEditing(false);
    }
  };
  const handleChange = (field: keyof ProfileValues, value: string) => setValues({ ...values, [field]: value });

  if (!editing) {
    const stored = valuesOf(user);
    return (
      <StyledView>
        <StyledList>
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>First name</dt>
          <dd>{stored.firstName || <StyledMissing>Not set</StyledMissing>}</dd>
          <dt>Last name</dt>
          <dd>{stored.lastName || <StyledMissing>Not set</StyledMissing>}</dd>
          <dt>Email</dt>
          <dd>{stored.email || <StyledMissing>Not set</StyledMissing>}</dd>
          <dt>Bio</dt>
          <dd>{stored.bio || <StyledMissing>Not set</StyledMissing>}</dd>
        </StyledList>
        <div>
          <Button $variant="primary" onClick={handleEdit}>
            Edit
          </Button>
        </div>
      </StyledView>
    );
  }

  return (
    <StyledForm onSubmit={handleSave} aria-label="Edit profile">
      <TextField label="Username" value={user.username} readOnly disabled hint="Your username cannot be changed." />
      <StyledRow>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => handleChange('firstName', event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => handleChange('lastName', event.target.value)}
        />
      </StyledRow>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => handleChange('email', event.target.value)}
      />
      {emailChanged && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          hint="Needed to change your email address."
        />
      )}
      <TextAreaField label="Bio" rows={4} value={values.bio} onChange={(event) => handleChange('bio', event.target.value)} />
      <StyledActions>
        <Button onClick={handleCancel} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" $variant="primary" disabled={loading}>
          {loading ? 'Saving...' : 'Save'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledView = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 160px minmax(0, 1fr);
    dt,
    dd {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

const StyledMissing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
