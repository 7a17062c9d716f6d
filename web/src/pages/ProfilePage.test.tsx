import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookmarkedArticlesDocument, UpdateProfileDocument } from '../gql/graphql';
import { buildArticle, buildViewer, buildPage } from '../test/fixtures';
import { mockError, mockQuery } from '../test/mocks';
import { renderWithProviders } from '../test/render';
import { ProfilePage } from './ProfilePage';

const viewer = buildViewer({ id: 'u1', username: 'dana', email: 'dana@example.com', firstName: 'Dana', lastName: null, bio: null });
const input = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', bio: 'Reads cardiology.' };

describe('ProfilePage', () => {
  it("denies guests with 'Please log in to view your profile'", () => {
    renderWithProviders(<ProfilePage />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Please log in to view your profile')).toBeTruthy();
  });

  it('shows the profile read-only with Edit, and Cancel returns to the stored values', async () => {
    renderWithProviders(<ProfilePage />, { user: viewer });
    expect(screen.getByText('dana')).toBeTruthy();
    expect(screen.getByText('Dana')).toBeTruthy();
    expect(screen.getAllByText('Not set')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Dana')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Dana');
  });

  it("saves the profile with 'Profile updated' and returns to view mode", async () => {
    renderWithProviders(<ProfilePage />, {
      user: viewer,
      mocks: [mockQuery(UpdateProfileDocument, { input }, { updateProfile: { ...viewer, ...input } })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Last name'), 'Reyes');
    await userEvent.type(screen.getByLabelText('Bio'), 'Reads cardiology.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("stays in edit mode with 'Update failed' when saving fails", async () => {
    renderWithProviders(<ProfilePage />, {
      user: viewer,
      mocks: [mockError(UpdateProfileDocument, { input: { ...input, bio: '', lastName: '' } }, 'Invalid email address')],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('asks for the current password when the email changes, and sends it', async () => {
    const changed = { ...input, lastName: '', bio: '', email: 'dana@new.example' };
    renderWithProviders(<ProfilePage />, {
      user: viewer,
      mocks: [
        mockQuery(
          UpdateProfileDocument,
          { input: { ...changed, currentPassword: 'my secret' } },
          { updateProfile: { ...viewer, ...changed, lastName: null, bio: null } },
        ),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'dana@new.example');
    await userEvent.type(screen.getByLabelText(/Current password/), 'my secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated')).toBeTruthy();
  });

  it('opens the bookmarks tab with ?tab=bookmarks', async () => {
    renderWithProviders(<ProfilePage />, {
      user: viewer,
      path: '/profile?tab=bookmarks',
      mocks: [
        mockQuery(
          BookmarkedArticlesDocument,
          {},
          { bookmarkedArticles: buildPage('ArticleConnection', [buildArticle({ simplifiedTitle: 'Saved paper' })]) },
        ),
      ],
    });
    expect(screen.getByRole('tab', { name: 'Bookmarks' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('1 saved article')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Saved paper' })).toBeTruthy();
  });
});
