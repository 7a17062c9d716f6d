import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../../gql/graphql';
import { mockError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { ApiKeysSection } from './ApiKeysSection';

const SECRET = `pl_${'x'.repeat(40)}`;

function key(id: string, name: string, lastUsedAt: string | null = null) {
  return {
    __typename: 'ApiKey',
    id,
    name,
    prefix: 'pl_xxxxxxxx',
    scopes: ['READ', 'WRITE'],
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt,
  };
}

function keysMock(keys: ReturnType<typeof key>[]) {
  return mockQuery(ApiKeysDocument, {}, { me: { __typename: 'User', id: 'VXNlcjox', apiKeys: keys } });
}

describe('ApiKeysSection', () => {
  it('lists each key with its prefix, scopes and use, and says when there are none', async () => {
    renderWithProviders(<ApiKeysSection />, {
      mocks: [keysMock([key('k1', 'Lab script', '2026-11-25T10:00:00.000Z'), key('k2', 'Notebook')])],
    });
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('Lab script')).toBeTruthy();
    expect(within(list).getAllByText(/READ, WRITE/)).toHaveLength(2);
    expect(within(list).getByText(/never used/)).toBeTruthy();
    expect(within(list).getByText(/last used/)).toBeTruthy();
  });

  it('creates a key, shows its secret once and copies it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />, {
      mocks: [
        keysMock([]),
        mockQuery(
          CreateApiKeyDocument,
          { input: { name: 'Lab script', scopes: ['READ', 'WRITE'] } },
          {
            createApiKey: {
              __typename: 'CreateApiKeyPayload',
              secret: SECRET,
              apiKey: { __typename: 'ApiKey', id: 'k1', name: 'Lab script' },
            },
          },
        ),
        keysMock([key('k1', 'Lab script')]),
      ],
    });
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Key name'), 'Lab script');
    await user.click(screen.getByRole('checkbox', { name: /Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('api-key-secret')).textContent).toBe(SECRET);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it("refuses a nameless key before asking the server, and shows the server's sentence", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />, {
      mocks: [
        keysMock([]),
        mockError(
          CreateApiKeyDocument,
          { input: { name: 'Eleventh', scopes: ['READ'] } },
          'You have 10 API keys, the most Paperlight allows.',
          'FORBIDDEN',
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Give the key a name, such as the program that will use it.')).toBeTruthy();
    await user.type(screen.getByLabelText('Key name'), 'Eleventh');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/You have 10 API keys/)).toBeTruthy();
  });

  it('revokes a key only after confirming', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />, {
      mocks: [
        keysMock([key('k1', 'Lab script')]),
        mockQuery(RevokeApiKeyDocument, { id: 'k1' }, { revokeApiKey: { __typename: 'ApiKey', id: 'k1' } }),
        keysMock([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Lab script' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Revoke Lab script' }));
    expect(screen.getByText('Programs using it stop working at once.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Revoke Lab script' }).at(-1)!);
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
  });
});
