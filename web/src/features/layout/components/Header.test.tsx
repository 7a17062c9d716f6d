import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LogoutDocument } from '../../../gql/graphql';
import { reloadTo } from '../../../lib/router';
import { buildViewer } from '../../../test/fixtures';
import { mockError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { Header } from './Header';

vi.mock(import('../../../lib/router'), async (importOriginal) => ({ ...(await importOriginal()), reloadTo: vi.fn() }));

describe('Header', () => {
  it('offers Sign In to guests and shows nothing account-related while loading', () => {
    const { unmount } = renderWithProviders(<Header />, { authLoading: true });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    unmount();
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('shows the bell, the bookmarks button and the user menu with its six entries to a signed-in reader', async () => {
    renderWithProviders(<Header />, { user: buildViewer({ username: 'reader' }) });
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Bookmarks' }).getAttribute('href')).toBe('/bookmarks');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for reader' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Account Settings', 'My Bookmarks', 'Premium Features', 'Email Digest', 'Logout']);
    expect(document.activeElement?.textContent).toBe('View Profile');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Account Settings');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu for reader' }));
  });

  it("logs out with 'Logging out...' and reloads / with the success toast queued", async () => {
    renderWithProviders(<Header />, {
      user: buildViewer({ username: 'reader' }),
      mocks: [{ ...mockQuery(LogoutDocument, {}, { logout: true }), delay: 30 }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for reader' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByRole('menuitem', { name: 'Logging out...' })).toBeTruthy();
    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(JSON.parse(window.sessionStorage.getItem('paperlight.toast.afterReload') ?? '{}')).toEqual({
      title: 'Logged out successfully',
      description: 'You have been logged out of Paperlight',
    });
  });

  it("shows 'Logout failed' when signing out fails", async () => {
    renderWithProviders(<Header />, {
      user: buildViewer({ username: 'reader' }),
      mocks: [mockError(LogoutDocument, {}, 'Session store unavailable')],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for reader' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('Session store unavailable')).toBeTruthy();
  });

  it('focuses the search with Ctrl/Cmd+K; Escape clears it and keeps it focused; on the feed it drives ?search=', async () => {
    renderWithProviders(<Header />, { path: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    expect(search.getAttribute('placeholder')).toBe('Search articles...');
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(search);
    await userEvent.type(search, 'sleep');
    expect(window.location.search).toBe('?search=sleep');
    await userEvent.keyboard('{Escape}');
    expect((search as HTMLInputElement).value).toBe('');
    expect(window.location.search).toBe('');
    expect(document.activeElement).toBe(search);
    (search as HTMLInputElement).blur();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(document.activeElement).toBe(search);
  });

  it('elsewhere, a search goes to /?search={text}', async () => {
    renderWithProviders(<Header />, { path: '/article/4' });
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(search, 'heart failure{Enter}');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?search=heart%20failure');
  });
});
