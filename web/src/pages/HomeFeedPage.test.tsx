import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ArticleFilter } from '../gql/graphql';
import { setScreen } from '../test/setup';
import { buildArticle } from '../test/fixtures';
import { CATEGORY_COUNTS, categoriesMock, feedMock, filterCountsMock } from '../test/mocks';
import { renderWithProviders } from '../test/render';
import { HomeFeedPage } from './HomeFeedPage';

const plos = [buildArticle({ source: 'PLOS' }), buildArticle({ source: 'PLOS' })];
const all = [...plos, buildArticle({ source: 'DOAJ' })];

describe('HomeFeedPage', () => {
  it("is titled 'Latest Research', opens with 0 active filters and the sidebar on large screens", async () => {
    renderWithProviders(<HomeFeedPage />, { mocks: [categoriesMock(CATEGORY_COUNTS), feedMock(all)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Research' })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(sidebar).getByText('0 active')).toBeTruthy();
    expect((within(sidebar).getByLabelText('Date range') as HTMLSelectElement).value).toBe('last7days');
    expect(await within(sidebar).findByRole('checkbox', { name: /PubMed/ })).toBeTruthy();
    expect(within(sidebar).getByText('100')).toBeTruthy();
    const advanced = within(sidebar).getByRole('region', { name: 'Advanced filters' });
    const free = within(sidebar)
      .getAllByRole('checkbox')
      .filter((box) => !advanced.contains(box));
    expect(free).toHaveLength(4 + CATEGORY_COUNTS.length);
    // A guest sees the Premium filters locked, with the way to upgrade.
    expect(within(advanced).getByRole('link', { name: 'Upgrade to unlock' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Hide Filters/ })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('resets the list when a filter changes, counts it, and keeps it in the URL', async () => {
    renderWithProviders(<HomeFeedPage />, {
      mocks: [
        categoriesMock(CATEGORY_COUNTS),
        feedMock(all),
        feedMock(plos, { filter: { dateRange: 'LAST_7_DAYS', sources: ['PLOS'] } }),
        feedMock(all),
      ],
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await userEvent.click(await screen.findByRole('checkbox', { name: /PLOS/ }));
    expect(screen.getByText('1 active')).toBeTruthy();
    expect(window.location.search).toBe('?source=PLOS');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 active')).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('offers the five orders, and asks the server for the chosen one over the whole library', async () => {
    const byTitle = [buildArticle({ simplifiedTitle: 'Zinc and colds' }), buildArticle({ simplifiedTitle: 'Aspirin after stroke' })];
    renderWithProviders(<HomeFeedPage />, {
      mocks: [categoriesMock(CATEGORY_COUNTS), feedMock(all), feedMock(byTitle, { orderBy: 'TITLE_DESC', totalCount: 40 })],
    });
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Newest First',
      'Oldest First',
      'Title A-Z',
      'Title Z-A',
      'Most Viewed',
    ]);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await userEvent.selectOptions(sort, 'title-desc');
    expect(window.location.search).toBe('?sort=title-desc');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const list = screen.getByRole('region', { name: 'Articles' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Zinc and colds', 'Aspirin after stroke']);
    expect(screen.getByText('Showing 2 of 40 articles')).toBeTruthy();
  });

  it('counts each source and category for the current filters, so a count matches the list it would show', async () => {
    const week: ArticleFilter = { dateRange: 'LAST_7_DAYS' };
    const plosWeek: ArticleFilter = { dateRange: 'LAST_7_DAYS', sources: ['PLOS'] };
    renderWithProviders(<HomeFeedPage />, {
      mocks: [
        categoriesMock(CATEGORY_COUNTS),
        feedMock(all),
        filterCountsMock(
          week,
          [
            { source: 'PLOS', count: 2 },
            { source: 'DOAJ', count: 1 },
          ],
          [{ name: 'Cardiology', count: 3 }],
        ),
        feedMock(plos, { filter: plosWeek }),
        filterCountsMock(
          plosWeek,
          [
            { source: 'PLOS', count: 2 },
            { source: 'DOAJ', count: 1 },
          ],
          [{ name: 'Cardiology', count: 2 }],
        ),
      ],
    });
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const countOf = (name: RegExp) => within(sidebar).getByRole('checkbox', { name }).closest('label')?.textContent;
    await waitFor(() => expect(countOf(/^PubMed/)).toMatch(/0$/));
    expect(countOf(/^PLOS/)).toMatch(/2$/);
    expect(countOf(/^Cardiology/)).toMatch(/3$/);
    expect(countOf(/^Oncology/)).toMatch(/0$/);
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: /^PLOS/ }));
    await waitFor(() => expect(countOf(/^Cardiology/)).toMatch(/2$/));
    expect(countOf(/^DOAJ/)).toMatch(/1$/);
  });

  it('reads the search from the URL and offers to clear it', async () => {
    renderWithProviders(<HomeFeedPage />, {
      path: '/?search=sleep',
      mocks: [categoriesMock(CATEGORY_COUNTS), feedMock(plos, { filter: { dateRange: 'LAST_7_DAYS', search: 'sleep' } })],
    });
    expect(screen.getByText('“sleep”')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('puts the list first on a phone: the compact filters start closed and Show Filters opens them, 6 category pills and +N more, no Refresh', async () => {
    setScreen('small');
    renderWithProviders(<HomeFeedPage />, { mocks: [categoriesMock(CATEGORY_COUNTS), feedMock(all)] });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.queryByRole('group', { name: 'Sources' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const categories = screen.getByRole('group', { name: 'Categories' });
    await waitFor(() => expect(within(categories).getAllByRole('button', { pressed: false })).toHaveLength(6));
    const more = within(categories).getByRole('button', { name: '+3 more' });
    await userEvent.click(more);
    expect(within(categories).getAllByRole('button', { pressed: false })).toHaveLength(CATEGORY_COUNTS.length);
    const sources = screen.getByRole('group', { name: 'Sources' });
    await userEvent.click(within(sources).getByRole('button', { name: /PubMed/ }));
    expect(
      within(sources)
        .getByRole('button', { name: /PubMed/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Filters (1)' }));
    expect(screen.queryByRole('group', { name: 'Sources' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Filters (1)' })).toBeTruthy();
  });

  it('opens the compact filters at once on a tablet, where they fit beside the list', async () => {
    setScreen('medium');
    renderWithProviders(<HomeFeedPage />, { mocks: [categoriesMock(CATEGORY_COUNTS), feedMock(all)] });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide Filters' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Sources' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });
});
