import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, RegisterDocument } from '../gql/graphql';
import { reloadTo } from '../lib/router';
import { mockError, mockNetworkError, mockQuery } from '../test/mocks';
import { renderWithProviders } from '../test/render';
import { AuthPage } from './AuthPage';

vi.mock(import('../lib/router'), async (importOriginal) => ({ ...(await importOriginal()), reloadTo: vi.fn() }));

const user = { __typename: 'User', id: 'u9', username: 'casey' };

describe('AuthPage', () => {
  beforeEach(() => {
    vi.mocked(reloadTo).mockClear();
  });

  it('has Login and Register tabs, switchable with the arrow keys', async () => {
    renderWithProviders(<AuthPage />);
    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    login.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('validates the login form before sending anything', async () => {
    renderWithProviders(<AuthPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username or email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Username or email').getAttribute('aria-invalid')).toBe('true');
  });

  it("signs in, then reloads / where 'Login successful' shows", async () => {
    renderWithProviders(<AuthPage />, {
      mocks: [mockQuery(LoginDocument, { input: { username: 'casey', password: 'quiet-river-42' } }, { login: user })],
    });
    await userEvent.type(screen.getByLabelText('Username or email'), 'casey');
    await userEvent.type(screen.getByLabelText('Password'), 'quiet-river-42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(JSON.parse(window.sessionStorage.getItem('paperlight.toast.afterReload') ?? '{}').title).toBe('Login successful');
  });

  it("shows 'Login failed' with the server's message, or the default text", async () => {
    renderWithProviders(<AuthPage />, {
      mocks: [
        mockError(LoginDocument, { input: { username: 'casey', password: 'wrong' } }, 'Invalid username or password', 'UNAUTHENTICATED'),
        mockNetworkError(LoginDocument, { input: { username: 'casey', password: 'wrong' } }),
      ],
    });
    await userEvent.type(screen.getByLabelText('Username or email'), 'casey');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('validates the register form with the texts of docs/product/errors.md#validation-texts', async () => {
    renderWithProviders(<AuthPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it("registers, then reloads / where 'Registration successful' shows", async () => {
    renderWithProviders(<AuthPage />, {
      mocks: [
        mockQuery(
          RegisterDocument,
          { input: { username: 'casey', email: 'casey@example.com', password: 'quiet-river-42' } },
          { register: user },
        ),
      ],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await userEvent.type(screen.getByLabelText('Username'), 'casey');
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'quiet-river-42');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(JSON.parse(window.sessionStorage.getItem('paperlight.toast.afterReload') ?? '{}').title).toBe('Registration successful');
  });

  it("shows 'Registration failed' with the server's message, or 'Registration failed. Please try again.'", async () => {
    const input = { username: 'casey', email: 'casey@example.com', password: 'quiet-river-42' };
    renderWithProviders(<AuthPage />, {
      mocks: [mockError(RegisterDocument, { input }, 'That username is taken', 'CONFLICT'), mockNetworkError(RegisterDocument, { input })],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    await userEvent.type(screen.getByLabelText('Username'), 'casey');
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'quiet-river-42');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('That username is taken')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeTruthy();
  });
});
