import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NewArticleCheckDocument,
  NewPaperAddedDocument,
  OpenSavedSearchDocument,
  SavedSearchesDocument,
  type Source,
} from '../../../gql/graphql';
import { mockNetworkError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { countNewArticles } from '../hooks/useNewArticleCheck';
import { NotificationBell } from './NotificationBell';

const HOUR = 3_600_000;

function savedSearch(id: string, name: string, newCount: number, search: string) {
  return {
    __typename: 'SavedSearch' as const,
    id,
    name,
    newCount,
    feedUrl: `https://paperlight.example/api/saved-searches/${id}/feed.atom?token=abc`,
    filter: {
      __typename: 'SavedSearchFilter' as const,
      search,
      searchScope: null,
      sources: ['PUBMED'] as Source[],
      categories: [],
      designs: [],
      peerReview: null,
      openAccessOnly: false,
      journals: [],
    },
  };
}

const savedSearches = (searches: ReturnType<typeof savedSearch>[]) =>
  mockQuery(SavedSearchesDocument, {}, { me: { __typename: 'User', id: '7', savedSearchAllowance: 3, savedSearches: searches } });

const NO_SAVED_SEARCHES = savedSearches([]);

const newPaper = (delay = 0) =>
  mockQuery(NewPaperAddedDocument, {}, { articleAdded: { __typename: 'Article', id: 'QXJ0aWNsZTo5' } }, delay);
const poll = (times: Array<{ createdAt: number; publishedDate: number }>) =>
  mockQuery(
    NewArticleCheckDocument,
    { first: 10 },
    {
      articles: {
        __typename: 'ArticleConnection',
        nodes: times.map((time, index) => ({
          __typename: 'Article',
          id: String(index + 1),
          createdAt: new Date(time.createdAt).toISOString(),
          publishedDate: new Date(time.publishedDate).toISOString(),
        })),
      },
    },
  );

describe('NotificationBell', () => {
  it('counts articles whose createdAt or publishedDate is after the last check', () => {
    const at = (time: number) => new Date(time).toISOString();
    expect(
      countNewArticles(
        [
          { createdAt: at(10), publishedDate: at(5) },
          { createdAt: at(1), publishedDate: at(20) },
          { createdAt: at(1), publishedDate: at(2) },
        ],
        8,
      ),
    ).toBe(2);
  });

  it("shows a red dot for new articles; a click clears it, says 'New Articles Available' and goes to /", async () => {
    window.localStorage.setItem('paperlight.notifications.lastChecked', String(Date.now() - 2 * HOUR));
    const now = Date.now();
    renderWithProviders(<NotificationBell />, {
      path: '/profile',
      mocks: [
        NO_SAVED_SEARCHES,
        poll([
          { createdAt: now - HOUR, publishedDate: now - 5 * HOUR },
          { createdAt: now - 3 * HOUR, publishedDate: now - 3 * HOUR },
        ]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: new articles available' }));
    expect(await screen.findByText('New Articles Available')).toBeTruthy();
    expect(screen.getByText('1 new research article added to Paperlight')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(Number(window.localStorage.getItem('paperlight.notifications.lastChecked'))).toBeGreaterThan(now - 1000);
  });

  it("says 'You're Up to Date' when nothing is new", async () => {
    window.localStorage.setItem('paperlight.notifications.lastChecked', String(Date.now()));
    renderWithProviders(<NotificationBell />, {
      mocks: [NO_SAVED_SEARCHES, poll([{ createdAt: Date.now() - HOUR, publishedDate: Date.now() - HOUR }])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're Up to Date")).toBeTruthy();
    expect(screen.getByText('No new articles since your last check')).toBeTruthy();
  });

  it("reports 'Failed to fetch articles' when the poll fails", async () => {
    renderWithProviders(<NotificationBell />, { mocks: [NO_SAVED_SEARCHES, mockNetworkError(NewArticleCheckDocument, { first: 10 })] });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(bell);
    expect(await screen.findByText('Failed to fetch articles')).toBeTruthy();
  });

  it('with saved searches, counts new papers per search since each was opened, and opening one applies its filter', async () => {
    const sleep = savedSearch('4', 'Sleep', 2, 'sleep');
    renderWithProviders(<NotificationBell />, {
      path: '/profile',
      mocks: [
        savedSearches([sleep, savedSearch('5', 'Trials', 0, 'trial')]),
        mockQuery(OpenSavedSearchDocument, { id: '4' }, { openSavedSearch: { __typename: 'SavedSearch', id: '4', newCount: 0 } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 new papers in your saved searches' }));
    expect(screen.getByRole('menuitem', { name: 'Trials: no new papers' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sleep: 2 new papers' }));
    expect(window.location.pathname).toBe('/');
    expect(new URLSearchParams(window.location.search).get('search')).toBe('sleep');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('asks for the counts again when a new paper arrives over the live subscription', async () => {
    renderWithProviders(<NotificationBell />, {
      mocks: [savedSearches([savedSearch('4', 'Sleep', 0, 'sleep')]), newPaper(50), savedSearches([savedSearch('4', 'Sleep', 1, 'sleep')])],
    });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications: 1 new paper in your saved searches' }, { timeout: 5_000 });
  });

  it('lists every saved search, none with new papers, and the way to all papers', async () => {
    renderWithProviders(<NotificationBell />, { mocks: [savedSearches([savedSearch('4', 'Sleep', 0, 'sleep')])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications', expanded: false }));
    expect(screen.getByRole('menuitem', { name: 'Sleep: no new papers' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'All papers' })).toBeTruthy();
  });
});
