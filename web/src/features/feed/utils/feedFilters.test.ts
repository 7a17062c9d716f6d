import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countActiveFilters,
  countAdvancedFilters,
  DEFAULT_DATE_RANGE,
  EMPTY_FILTERS,
  toArticleFilter,
  toggleValue,
  widerDateRange,
  withoutAdvanced,
} from './feedFilters';
import { feedParamsToSearch, parseFeedParams } from './feedParams';
import { FEED_KEEP_MS, feedFetchPolicy, markBootSeeded, markFeedStale } from './feedFreshness';

describe('feed filters', () => {
  it('starts on last7days with 0 active filters (the lastweek/last7days inconsistency, resolved)', () => {
    expect(DEFAULT_DATE_RANGE).toBe('last7days');
    expect(parseFeedParams('').filters).toEqual(EMPTY_FILTERS);
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
  });

  it('counts each source, each category and a non-default date range', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, sources: ['PUBMED', 'PLOS'], categories: ['Oncology'], dateRange: 'lastyear' })).toBe(4);
    expect(countActiveFilters({ ...EMPTY_FILTERS, search: 'heart' })).toBe(0);
  });

  it('Clear empties sources and categories and returns to the default range, keeping the search', () => {
    const cleared = clearFilters({
      ...EMPTY_FILTERS,
      sources: ['DOAJ'],
      categories: ['Neurology'],
      search: 'sleep',
      dateRange: 'last30days',
      designs: ['COHORT'],
      peerReview: 'PREPRINT',
      openAccessOnly: true,
      journal: 'PLOS ONE',
      searchScope: 'TITLE',
    });
    expect(cleared).toEqual({ ...EMPTY_FILTERS, search: 'sleep', dateRange: 'last7days' });
    expect(countActiveFilters(cleared)).toBe(0);
  });

  it('builds the GraphQL filter, leaving out empty parts and unknown sources', () => {
    expect(toArticleFilter(EMPTY_FILTERS)).toEqual({ dateRange: 'LAST_7_DAYS' });
    expect(
      toArticleFilter({ ...EMPTY_FILTERS, sources: ['PUBMED', 'Bogus'], categories: ['Oncology'], search: '  stroke  ', dateRange: 'all' }),
    ).toEqual({
      sources: ['PUBMED'],
      categories: ['Oncology'],
      search: 'stroke',
    });
    expect(toArticleFilter({ ...EMPTY_FILTERS, dateRange: 'lastyear' }, false)).toEqual({});
  });

  it('adds the Premium filters when set, counts each as active, and can set them aside', () => {
    const premium = {
      ...EMPTY_FILTERS,
      search: 'sleep',
      designs: ['RANDOMISED_CONTROLLED_TRIAL', 'COHORT'] as const,
      peerReview: 'PEER_REVIEWED' as const,
      openAccessOnly: true,
      journal: ' PLOS ONE ',
      searchScope: 'TITLE' as const,
    };
    const filters = { ...premium, designs: [...premium.designs] };
    expect(toArticleFilter(filters)).toEqual({
      search: 'sleep',
      dateRange: 'LAST_7_DAYS',
      designs: ['RANDOMISED_CONTROLLED_TRIAL', 'COHORT'],
      peerReview: 'PEER_REVIEWED',
      openAccessOnly: true,
      journals: ['PLOS ONE'],
      searchScope: 'TITLE',
    });
    expect(countActiveFilters(filters)).toBe(6);
    expect(countAdvancedFilters(filters)).toBe(6);
    expect(withoutAdvanced(filters)).toEqual({ ...EMPTY_FILTERS, search: 'sleep' });
    expect(toArticleFilter({ ...EMPTY_FILTERS, searchScope: 'AUTHORS' })).toEqual({ dateRange: 'LAST_7_DAYS' });
  });

  it('toggles values in a list', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('finds the smallest wider range that reaches the newest older article', () => {
    const now = new Date('2026-11-21T00:00:00.000Z');
    expect(widerDateRange('last7days', '2026-11-01T00:00:00.000Z', now)?.value).toBe('last30days');
    expect(widerDateRange('last7days', '2026-09-15T00:00:00.000Z', now)?.widenLabel).toBe('Show the last 3 months');
    expect(widerDateRange('last30days', '2026-02-01T00:00:00.000Z', now)?.widenLabel).toBe('Show the last year');
    expect(widerDateRange('last7days', '2020-01-01T00:00:00.000Z', now)?.widenLabel).toBe('Show all dates');
    expect(widerDateRange('all', '2020-01-01T00:00:00.000Z', now)).toBeNull();
  });
});

describe('feed URL state', () => {
  it('round-trips filters and sort through the query string, leaving defaults out', () => {
    const params = {
      filters: {
        ...EMPTY_FILTERS,
        sources: ['PUBMED'],
        categories: ['A & B'],
        search: 'heart failure',
        dateRange: 'lastyear' as const,
        designs: ['RANDOMISED_CONTROLLED_TRIAL' as const],
        peerReview: 'PREPRINT' as const,
        openAccessOnly: true,
        journal: 'BMJ Open',
        searchScope: 'AUTHORS' as const,
      },
      sort: 'most-viewed' as const,
    };
    const search = feedParamsToSearch(params);
    expect(parseFeedParams(search)).toEqual(params);
    expect(feedParamsToSearch({ filters: EMPTY_FILTERS, sort: 'newest' })).toBe('');
  });

  it('ignores unknown ranges and sorts', () => {
    expect(parseFeedParams('?range=lastweek&sort=random')).toEqual({ filters: EMPTY_FILTERS, sort: 'newest' });
  });
});

describe('feed freshness (always stale, kept 60 s)', () => {
  it('fetches a new list, shows a recent one while refreshing it, and fetches an old one again', () => {
    expect(feedFetchPolicy('k', 0)).toBe('network-only');
    expect(feedFetchPolicy('k', FEED_KEEP_MS - 1)).toBe('cache-and-network');
    expect(feedFetchPolicy('k', FEED_KEEP_MS * 3)).toBe('network-only');
    markFeedStale('k');
    expect(feedFetchPolicy('k', FEED_KEEP_MS * 3 + 1)).toBe('network-only');
  });

  it("uses the boot script's answer once", () => {
    markBootSeeded('boot');
    expect(feedFetchPolicy('boot')).toBe('cache-first');
    expect(feedFetchPolicy('boot')).toBe('cache-and-network');
  });
});
