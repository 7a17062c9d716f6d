import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadError } from '../../../components/LoadError';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toast';
import type { ApiKeyScope } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';
import { formatLongDate } from '../../../lib/format';
import { MAX_LIVE_API_KEYS } from '../../../lib/limits';
import { Link } from '../../../lib/router';
import { useApiKeys } from '../hooks/useApiKeys';

const SCOPES: { value: ApiKeyScope; label: string; hint: string }[] = [
  { value: 'READ', label: 'Read', hint: 'your profile, bookmarks, saved searches and plan' },
  { value: 'WRITE', label: 'Write', hint: 'add and remove bookmarks, comments and saved searches' },
  { value: 'PREMIUM', label: 'Premium', hint: 'takeaways, questions and export, while you have Premium' },
];

/**
 * The profile's API keys: create a named key with scopes (its secret shown once, with Copy), see each key's prefix,
 * scopes and use, and revoke it (docs/product/accounts.md#api-keys).
 */
export function ApiKeysSection() {
  const { keys, loading, error, refetch, creating, create, revoke } = useApiKeys();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['READ']);
  const [formError, setFormError] = useState<string | undefined>();
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  const handleToggleScope = (scope: ApiKeyScope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((item) => item !== scope) : [...current, scope]));

  const handleCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = !name.trim()
      ? 'Give the key a name, such as the program that will use it.'
      : !scopes.length
        ? 'Choose at least one scope.'
        : undefined;
    setFormError(problem);
    if (problem) return;
    try {
      const result = await create({ variables: { input: { name, scopes } } });
      const created = result.data?.createApiKey;
      if (!created) return;
      setSecret({ name: created.apiKey.name, value: created.secret });
      setCopied(false);
      setName('');
    } catch (failure) {
      setFormError(getErrorMessage(failure, 'The key could not be created. Please try again.'));
    }
  };

  const handleCopy = async () => {
    if (!secret) return;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(secret.value);
      setCopied(true);
      toast({ title: 'API key copied', description: 'Keep it somewhere safe: Paperlight cannot show it again.' });
    } catch {
      toast({ title: 'Select the key and copy it', description: 'Your browser did not let Paperlight copy it.', variant: 'destructive' });
    }
  };

  const handleRevoke = async (id: string, keyName: string) => {
    try {
      await revoke({ variables: { id } });
      setConfirming(null);
      toast({ title: 'API key revoked', description: `"${keyName}" stopped working.` });
    } catch (failure) {
      toast({ title: 'Revoke failed', description: getErrorMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <StyledSection aria-labelledby="api-keys-title">
      <h3 id="api-keys-title">API keys</h3>
      <StyledMuted>
        A key lets a program of yours use Paperlight's API as you, within the scopes you choose. The{' '}
        <Link to="/developers">developer guide</Link> shows how, with examples.
      </StyledMuted>

      {secret && (
        <StyledSecret role="status" aria-labelledby="api-key-secret-title">
          <strong id="api-key-secret-title">Your new key "{secret.name}"</strong>
          <p>Copy it now: Paperlight keeps only a fingerprint of it and cannot show it again.</p>
          <StyledSecretRow>
            <StyledCode data-testid="api-key-secret">{secret.value}</StyledCode>
            <Button $size="sm" $variant="primary" onClick={handleCopy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button $size="sm" onClick={() => setSecret(null)}>
              Done
            </Button>
          </StyledSecretRow>
        </StyledSecret>
      )}

      {loading ? (
        <StyledMuted role="status">Loading your API keys...</StyledMuted>
      ) : error ? (
        <LoadError message="Your API keys could not be loaded." onRetry={() => void refetch()} />
      ) : keys.length === 0 ? (
        <StyledMuted>You have no API keys yet.</StyledMuted>
      ) : (
        <StyledList aria-label="Your API keys">
          {keys.map((key) => (
            <StyledItem key={key.id}>
              <div>
                <strong>{key.name}</strong> <StyledCode>{key.prefix}…</StyledCode>
                <StyledMuted>
                  {key.scopes.join(', ')} · created {formatLongDate(key.createdAt)} ·{' '}
                  {key.lastUsedAt ? `last used ${formatLongDate(key.lastUsedAt)}` : 'never used'}
                </StyledMuted>
              </div>
              {confirming === key.id ? (
                <StyledActions>
                  <span>Programs using it stop working at once.</span>
                  <Button $size="sm" $variant="danger" onClick={() => void handleRevoke(key.id, key.name)}>
                    Revoke {key.name}
                  </Button>
                  <Button $size="sm" onClick={() => setConfirming(null)}>
                    Cancel
                  </Button>
                </StyledActions>
              ) : (
                <Button $size="sm" aria-label={`Revoke ${key.name}`} onClick={() => setConfirming(key.id)}>
                  Revoke
                </Button>
              )}
            </StyledItem>
          ))}
        </StyledList>
      )}

      {keys.length < MAX_LIVE_API_KEYS ? (
        <StyledForm noValidate onSubmit={handleCreate} aria-labelledby="api-key-create-title">
          <h4 id="api-key-create-title">Create a key</h4>
          <TextField label="Key name" value={name} maxLength={80} error={formError} onChange={(event) => setName(event.target.value)} />
          <StyledFieldset>
            <legend>Scopes</legend>
            {SCOPES.map((scope) => (
              <label key={scope.value}>
                <input type="checkbox" checked={scopes.includes(scope.value)} onChange={() => handleToggleScope(scope.value)} />{' '}
                {scope.label}
                <StyledMuted as="span"> ({scope.hint})</StyledMuted>
              </label>
            ))}
          </StyledFieldset>
          <div>
            <Button type="submit" $variant="primary" disabled={creating}>
              {creating ? 'Creating...' : 'Create key'}
            </Button>
          </div>
        </StyledForm>
      ) : (
        <StyledMuted>You have {MAX_LIVE_API_KEYS} API keys, the most Paperlight allows. Revoke one to create another.</StyledMuted>
      )}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSecret = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.successSoft};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledSecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCode = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-all;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 480px;
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  border: 0;
  padding: 0;
  margin: 0;
`;
