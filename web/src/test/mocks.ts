import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import {
  FeedArticlesDocument,
  FeedFilterOptionsDocument,
  PricingPlanDocument,
  SubscriptionStatusDocument,
  ViewerDocument,
  type ArticleFilter,
  type ArticleOrder,
  type Source,
} from '../gql/graphql';
import { FilterCountsDocument } from '../features/feed/hooks/useFilterCounts';
import type { ArticleFixture } from './fixtures';

/** A mocked answer for one operation with exactly these variables. */
export function mockQuery(
  query: DocumentNode,
  variables: Record<string, unknown>,
  data: Record<string, unknown>,
  delay = 0,
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { data }, delay };
}

export function mockError(
  query: DocumentNode,
  variables: Record<string, unknown>,
  message: string,
  code = 'BAD_USER_INPUT',
): MockLink.MockedResponse {
  return { request: { query, variables }, result: { errors: [{ message, extensions: { code } }] } } as MockLink.MockedResponse;
}

export function mockNetworkError(query: DocumentNode, variables: Record<string, unknown>): MockLink.MockedResponse {
  return { request: { query, variables }, error: new Error('Network down') };
}

export const DEFAULT_FEED_FILTER: ArticleFilter = { dateRange: 'LAST_7_DAYS' };

/** A page of the feed for a filter (the default 7-day filter unless given). */
export function feedMock(
  nodes: ArticleFixture[],
  options: { filter?: ArticleFilter; orderBy?: ArticleOrder; offset?: number; totalCount?: number; delay?: number } = {},
): MockLink.MockedResponse {
  const variables: Record<string, unknown> = { filter: options.filter ?? DEFAULT_FEED_FILTER, first: 20 };
  if (options.orderBy !== undefined) variables.orderBy = options.orderBy;
  if (options.offset !== undefined) variables.offset = options.offset;
  return mockQuery(
    FeedArticlesDocument,
    variables,
    { articles: { __typename: 'ArticleConnection', totalCount: options.totalCount ?? nodes.length, nodes } },
    options.delay,
  );
}

export function viewerMock(me: Record<string, unknown> | null): MockLink.MockedResponse {
  return mockQuery(ViewerDocument, {}, { me });
}

/** The configured Premium price (minor units), as `Query.premiumPlan` answers it; purchasable unless told otherwise. */
export function premiumPlanMock(
  plan: { unitAmount: number; currency: string; interval: string; purchasable?: boolean } = {
    unitAmount: 999,
    currency: 'USD',
    interval: 'month',
  },
  delay = 0,
): MockLink.MockedResponse {
  return mockQuery(PricingPlanDocument, {}, { premiumPlan: { __typename: 'PremiumPlan', purchasable: true, ...plan } }, delay);
}

export interface StatusFixture {
  tier: string;
  hasAccess: boolean;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  granted: boolean;
}

/** A subscription status: the free plan unless overridden. */
export function buildStatus(overrides: Partial<StatusFixture> = {}): StatusFixture & { __typename: 'SubscriptionStatus' } {
  return {
    __typename: 'SubscriptionStatus',
    tier: 'free',
    hasAccess: false,
    status: 'inactive',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    granted: false,
    ...overrides,
  };
}

/** A paid Premium plan renewing at `currentPeriodEnd` (seconds). */
export const PREMIUM_STATUS = { tier: 'premium', hasAccess: true, status: 'active', currentPeriodEnd: 1_798_200_000 } as const;

export function subscriptionStatusMock(overrides: Partial<StatusFixture> = {}, delay = 0): MockLink.MockedResponse {
  return mockQuery(SubscriptionStatusDocument, {}, { subscriptionStatus: buildStatus(overrides) }, delay);
}

export function categoriesMock(categories: Array<{ name: string; count: number }>, sourceCounts = SOURCE_COUNTS): MockLink.MockedResponse {
  return mockQuery(
    FeedFilterOptionsDocument,
    {},
    {
      sourceCounts: sourceCounts.map((item) => ({ __typename: 'SourceCount', ...item })),
      categories: categories.map((item, index) => ({ __typename: 'Category', id: String(index + 1), ...item })),
    },
  );
}

/** The filter panel's counts for one feed filter (each facet ignoring its own choice), as `Query.filterCounts` answers. */
export function filterCountsMock(
  filter: ArticleFilter,
  sources: Array<{ source: Source; count: number }>,
  categories: Array<{ name: string; count: number }>,
): MockLink.MockedResponse {
  return mockQuery(
    FilterCountsDocument,
    { filter },
    {
      filterCounts: {
        __typename: 'FilterCounts',
        sources: sources.map((item) => ({ __typename: 'SourceCount', ...item })),
        categories: categories.map((item) => ({ __typename: 'CategoryMatchCount', ...item })),
      },
    },
  );
}

export const SOURCE_COUNTS = [
  { source: 'PUBMED', count: 26 },
  { source: 'MEDRXIV', count: 13 },
  { source: 'PLOS', count: 20 },
  { source: 'DOAJ', count: 100 },
];

export const CATEGORY_COUNTS = [
  'Infectious Disease',
  'Public Health',
  'Medicine',
  'Psychiatry & Mental Health',
  'Epidemiology',
  'General Medicine',
  'Sleep Medicine',
  'Cardiology',
  'Oncology',
].map((name, index) => ({ name, count: 90 - index * 9 }));
