import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookmarkedArticlesDocument } from '../gql/graphql';
import { buildArticle, buildViewer } from '../test/fixtures';
import { mockQuery } from '../test/mocks';
import { renderWithProviders } from '../test/render';
import { BookmarksPage } from './BookmarksPage';

describe('BookmarksPage', () => {
  it('denies guests', () => {
    renderWithProviders(<BookmarksPage />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('shows 3 skeletons while loading, then the count and the cards', async () => {
    renderWithProviders(<BookmarksPage />, {
      user: buildViewer(),
      mocks: [mockQuery(BookmarkedArticlesDocument, {}, { bookmarkedArticles: [buildArticle(), buildArticle()] }, 30)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeTruthy();
    expect(screen.getByRole('status').querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(await screen.findByText('2 saved articles')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it("shows 'No bookmarks yet' with Browse Articles", async () => {
    renderWithProviders(<BookmarksPage />, {
      user: buildViewer(),
      mocks: [mockQuery(BookmarkedArticlesDocument, {}, { bookmarkedArticles: [] })],
    });
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Articles' }).getAttribute('href')).toBe('/');
  });
});
