import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookmarkedArticlesDocument, MarkStatusAlertsReadDocument, StatusAlertsDocument } from '../gql/graphql';
import { buildArticle, buildViewer, buildPage } from '../test/fixtures';
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
      mocks: [
        mockQuery(
          BookmarkedArticlesDocument,
          {},
          { bookmarkedArticles: buildPage('ArticleConnection', [buildArticle(), buildArticle()]) },
          30,
        ),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookmarks' })).toBeTruthy();
    expect(screen.getByRole('status').querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(await screen.findByText('2 saved articles')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('counts every saved article and loads the next page with Load more', async () => {
    const first = [buildArticle({ simplifiedTitle: 'Saved one' }), buildArticle({ simplifiedTitle: 'Saved two' })];
    renderWithProviders(<BookmarksPage />, {
      user: buildViewer(),
      mocks: [
        mockQuery(
          BookmarkedArticlesDocument,
          {},
          {
            bookmarkedArticles: buildPage('ArticleConnection', first, { hasNextPage: true, endCursor: 'page-1-end', totalCount: 3 }),
          },
        ),
        mockQuery(
          BookmarkedArticlesDocument,
          { after: 'page-1-end' },
          {
            bookmarkedArticles: buildPage('ArticleConnection', [buildArticle({ simplifiedTitle: 'Saved three' })], { totalCount: 3 }),
          },
        ),
      ],
    });
    expect(await screen.findByText('3 saved articles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Saved three' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows 'No bookmarks yet' with Browse Articles", async () => {
    renderWithProviders(<BookmarksPage />, {
      user: buildViewer(),
      mocks: [mockQuery(BookmarkedArticlesDocument, {}, { bookmarkedArticles: buildPage('ArticleConnection', []) })],
    });
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Articles' }).getAttribute('href')).toBe('/');
  });

  it('lists the saved papers whose status changed, and clears them with Mark as read', async () => {
    const alert = (databaseId: number, status: 'RETRACTED' | 'CORRECTED', title: string) => ({
      __typename: 'StatusAlert',
      databaseId,
      status,
      readAt: null,
      article: { __typename: 'Article', id: `a${databaseId}`, databaseId: 40 + databaseId, title, simplifiedTitle: null },
    });
    const alerts = (unreadCount: number, list: unknown[]) => ({
      statusAlerts: { __typename: 'StatusAlertList', unreadCount, alerts: list },
    });
    renderWithProviders(<BookmarksPage />, {
      user: buildViewer(),
      mocks: [
        mockQuery(BookmarkedArticlesDocument, {}, { bookmarkedArticles: buildPage('ArticleConnection', [buildArticle()]) }),
        mockQuery(
          StatusAlertsDocument,
          {},
          alerts(2, [alert(2, 'CORRECTED', 'A corrected paper'), alert(1, 'RETRACTED', 'A retracted paper')]),
        ),
        mockQuery(MarkStatusAlertsReadDocument, {}, { markStatusAlertsRead: 2 }),
        mockQuery(StatusAlertsDocument, {}, alerts(0, [])),
      ],
    });
    const notice = await screen.findByRole('region', { name: '2 of your saved papers changed status' });
    expect(notice.textContent).toContain('Retracted: A retracted paper');
    expect(notice.textContent).toContain('Corrected: A corrected paper');
    expect(screen.getByRole('link', { name: 'A retracted paper' }).getAttribute('href')).toBe('/article/41');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /changed status/ })).toBeNull());
  });
});
