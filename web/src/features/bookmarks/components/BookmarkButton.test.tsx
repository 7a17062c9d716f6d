import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddBookmarkDocument, BookmarkIdsDocument, RemoveBookmarkDocument } from '../../../gql/graphql';
import { buildPage, buildViewer } from '../../../test/fixtures';
import { mockError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { BookmarksProvider } from '../BookmarksProvider';
import { BookmarkButton } from './BookmarkButton';

const ids = (articleIds: string[]) =>
  mockQuery(
    BookmarkIdsDocument,
    {},
    {
      bookmarks: buildPage(
        'BookmarkConnection',
        articleIds.map((articleId) => ({ __typename: 'Bookmark', articleId, createdAt: '2026-11-20T00:00:00.000Z' })),
      ),
    },
  );

const renderButton = (options: Parameters<typeof renderWithProviders>[1]) =>
  renderWithProviders(
    <BookmarksProvider>
      <BookmarkButton articleId="7" />
    </BookmarksProvider>,
    { path: '/', ...options },
  );

describe('BookmarkButton', () => {
  it("sends guests to /auth with 'Please sign in to bookmark articles'", async () => {
    renderButton({});
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark article' }));
    expect(await screen.findByText('Sign in required')).toBeTruthy();
    expect(screen.getByText('Please sign in to bookmark articles')).toBeTruthy();
    expect(window.location.pathname).toBe('/auth');
  });

  it("adds a bookmark ('Article bookmarked') and refetches the list", async () => {
    renderButton({
      user: buildViewer(),
      mocks: [
        ids([]),
        mockQuery(
          AddBookmarkDocument,
          { articleId: '7' },
          { addBookmark: { __typename: 'Bookmark', articleId: '7', createdAt: '2026-11-21T00:00:00.000Z' } },
        ),
        ids(['7']),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bookmark article' }));
    expect(await screen.findByText('Article bookmarked')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toBeTruthy();
  });

  it("removes a bookmark ('Bookmark removed')", async () => {
    renderButton({
      user: buildViewer(),
      mocks: [ids(['7']), mockQuery(RemoveBookmarkDocument, { articleId: '7' }, { removeBookmark: true }), ids([])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove bookmark' }));
    expect(await screen.findByText('Bookmark removed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Bookmark article' })).toBeTruthy();
  });

  it("shows a destructive 'Error' toast with the server's message", async () => {
    renderButton({
      user: buildViewer(),
      mocks: [ids([]), mockError(AddBookmarkDocument, { articleId: '7' }, 'That article does not exist.', 'NOT_FOUND')],
    });
    await screen.findByRole('button', { name: 'Bookmark article' });
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark article' }));
    expect(await screen.findByText('That article does not exist.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Error');
  });
});
