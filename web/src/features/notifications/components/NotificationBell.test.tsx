import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewArticleCheckDocument } from '../../../gql/graphql';
import { mockNetworkError, mockQuery } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { countNewArticles } from '../hooks/useNewArticleCheck';
import { NotificationBell } from './NotificationBell';

const HOUR = 3_600_000;
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
    renderWithProviders(<NotificationBell />, { mocks: [poll([{ createdAt: Date.now() - HOUR, publishedDate: Date.now() - HOUR }])] });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're Up to Date")).toBeTruthy();
    expect(screen.getByText('No new articles since your last check')).toBeTruthy();
  });

  it("reports 'Failed to fetch articles' when the poll fails", async () => {
    renderWithProviders(<NotificationBell />, { mocks: [mockNetworkError(NewArticleCheckDocument, { first: 10 })] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Failed to fetch articles')).toBeTruthy();
  });
});
