import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  FeedArticlesDocument,
  FeedNewestMatchDocument,
  FeedRangeCountDocument,
  SearchSuggestionDocument,
  type ArticleFilter,
} from '../../../gql/graphql';
import { buildArticle } from '../../../test/fixtures';
import { feedMock, mockNetworkError, mockQuery } from '../../../test/mocks';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { EMPTY_FILTERS } from '../utils/feedFilters';
import { FeedArticleList } from './FeedArticleList';

const page = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    buildArticle({ id: String(1000 + from + index), title: `Title ${String(from + index).padStart(3, '0')}` }),
  );
const cards = () => screen.queryAllByRole('article');

function renderList(mocks: RenderOptions['mocks'], props: Partial<Parameters<typeof FeedArticleList>[0]> = {}) {
  const onDateRangeChange = vi.fn();
  const onClear = vi.fn();
  const onRetry = vi.fn();
  const onSearch = vi.fn();
  renderWithProviders(
    <FeedArticleList
      filters={EMPTY_FILTERS}
      sort="newest"
      activeFilterCount={0}
      onDateRangeChange={onDateRangeChange}
      onClear={onClear}
      onRetry={onRetry}
      onSearch={onSearch}
      {...props}
    />,
    { mocks },
  );
  return { onDateRangeChange, onClear, onRetry, onSearch };
}

describe('FeedArticleList', () => {
  it('shows 3 skeleton cards while the first page loads', async () => {
    renderList([feedMock(page(2), { delay: 50 })]);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Loading articles')).toBeTruthy();
    expect(status.querySelectorAll('[aria-hidden="true"]').length).toBe(3);
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('shows the red error box when the feed fails to load', async () => {
    const { onRetry } = renderList([mockNetworkError(FeedArticlesDocument, { filter: { dateRange: 'LAST_7_DAYS' }, first: 20 })]);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load articles. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  const newestMatch = (filter: ArticleFilter, daysAgo: number) =>
    mockQuery(
      FeedNewestMatchDocument,
      { filter },
      {
        articles: {
          __typename: 'ArticleConnection',
          nodes: [{ __typename: 'Article', id: '9', publishedDate: new Date(Date.now() - daysAgo * 86_400_000).toISOString() }],
        },
      },
    );
  const rangeCount = (filter: ArticleFilter, totalCount: number) =>
    mockQuery(FeedRangeCountDocument, { filter }, { articles: { __typename: 'ArticleConnection', totalCount } });

  it('shows the newest papers under a note when the untouched first feed is empty, with the way back to the window', async () => {
    const { onDateRangeChange } = renderList([
      feedMock([]),
      newestMatch({}, 200),
      rangeCount({ dateRange: 'LAST_YEAR' }, 4),
      feedMock(page(4), { filter: { dateRange: 'LAST_YEAR' }, totalCount: 4 }),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByRole('note').textContent).toBe(
      'No new papers in the last 7 days, so here are the newest in the last year. Show only the last 7 days',
    );
    expect(screen.getByText('Showing 4 of 4 articles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show only the last 7 days' }));
    expect(await screen.findByRole('heading', { name: 'No Articles Found' })).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(
      screen.getByText('No new papers in the last 7 days. New articles are automatically fetched every hour from research sources.'),
    ).toBeTruthy();
    expect(screen.getByText('4 papers match in the last year.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the last year' }));
    expect(onDateRangeChange).toHaveBeenCalledWith('lastyear');
  });

  it('says what a search found nowhere in the window, and how many it finds in a wider one', async () => {
    const filters = { ...EMPTY_FILTERS, search: 'covid' };
    const { onDateRangeChange } = renderList(
      [
        feedMock([], { filter: { dateRange: 'LAST_7_DAYS', search: 'covid' } }),
        newestMatch({ search: 'covid' }, 20),
        rangeCount({ search: 'covid', dateRange: 'LAST_30_DAYS' }, 1),
        mockQuery(SearchSuggestionDocument, { search: 'covid' }, { searchSuggestion: null }),
      ],
      { filters },
    );
    expect(await screen.findByRole('heading', { name: 'No Articles Found' })).toBeTruthy();
    expect(screen.getByText('Nothing matches “covid” in the last 7 days.')).toBeTruthy();
    expect(await screen.findByText('1 paper matches in the last 30 days.')).toBeTruthy();
    expect(screen.queryByText(/Try adjusting your filters/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    expect(onDateRangeChange).toHaveBeenCalledWith('last30days');
  });

  it('offers the library’s own spelling for a search that found nothing, and searches it in one click', async () => {
    const { onSearch } = renderList(
      [
        feedMock([], { filter: { dateRange: 'LAST_7_DAYS', search: 'slep' } }),
        mockQuery(FeedNewestMatchDocument, { filter: { search: 'slep' } }, { articles: { __typename: 'ArticleConnection', nodes: [] } }),
        mockQuery(SearchSuggestionDocument, { search: 'slep' }, { searchSuggestion: 'sleep' }),
      ],
      { filters: { ...EMPTY_FILTERS, search: 'slep' } },
    );
    await screen.findByRole('heading', { name: 'No Articles Found' });
    await userEvent.click(await screen.findByRole('button', { name: 'sleep' }));
    expect(onSearch).toHaveBeenCalledWith('sleep');
    expect(screen.getByText(/^Did you mean/).textContent).toBe('Did you mean sleep?');
  });

  it('offers no widening when nothing older matches, and Clear when filters are active', async () => {
    const { onClear } = renderList(
      [
        feedMock([], { filter: { dateRange: 'LAST_7_DAYS', sources: ['PUBMED'] } }),
        mockQuery(
          FeedNewestMatchDocument,
          { filter: { sources: ['PUBMED'] } },
          { articles: { __typename: 'ArticleConnection', nodes: [] } },
        ),
      ],
      { filters: { ...EMPTY_FILTERS, sources: ['PUBMED'] }, activeFilterCount: 1 },
    );
    await screen.findByRole('heading', { name: 'No Articles Found' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
  });

  it('offers Load More only after a page of exactly 20, appends the next page and moves focus to its first card', async () => {
    renderList([feedMock(page(20), { totalCount: 25 }), feedMock(page(5, 20), { offset: 20, totalCount: 25 })]);
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByText('Showing 20 of 25 articles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    // The button is gone with the last page: focus lands on the 21st card's title link instead of the page body.
    await waitFor(() => expect(document.activeElement?.closest('article')).toBe(cards()[20]));
    expect(document.activeElement?.tagName).toBe('A');
  });

  it('does not offer Load More after a short first page', async () => {
    renderList([feedMock(page(19))]);
    await waitFor(() => expect(cards()).toHaveLength(19));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('asks the server for the chosen order and keeps its order, through Load More too', async () => {
    const titled = (titles: string[], from: number) =>
      titles.map((title, index) => buildArticle({ id: String(2000 + from + index), simplifiedTitle: title }));
    const first = titled(
      Array.from({ length: 20 }, (_, index) => `Zeta ${String(20 - index).padStart(2, '0')}`),
      0,
    );
    const second = titled(['Eta', 'Delta'], 20);
    renderList(
      [feedMock(first, { orderBy: 'TITLE_DESC', totalCount: 22 }), feedMock(second, { orderBy: 'TITLE_DESC', offset: 20, totalCount: 22 })],
      { sort: 'title-desc' },
    );
    await waitFor(() => expect(cards()).toHaveLength(20));
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings()).toEqual(first.map((article) => article.simplifiedTitle));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(22));
    expect(headings().slice(18)).toEqual(['Zeta 02', 'Zeta 01', 'Eta', 'Delta']);
  });
});
