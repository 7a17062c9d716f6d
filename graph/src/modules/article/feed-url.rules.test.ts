import { describe, expect, it } from 'vitest';
import { ArticleOrder, DateRange, Source } from './article.enums.js';
import { readFeedUrl } from './feed-url.rules.js';

/** The client's reading of a feed URL, in the shapes the server's test compares (see web/src/features/feed/utils). */
interface ClientFeed {
  parseFeedParams(search: string): { filters: ClientFilters; sort: string };
  feedVariables(filters: ClientFilters, sort: string): { filter: Record<string, unknown>; first: number; orderBy?: string };
  withoutAdvanced(filters: ClientFilters): ClientFilters;
  countActiveFilters(filters: ClientFilters): number;
  countAdvancedFilters(filters: ClientFilters): number;
}
type ClientFilters = { search: string; dateRange: string } & Record<string, unknown>;

// The client's modules are loaded by the test runner, which resolves their extensionless imports; held in variables so
// the server's compiler, which requires extensions, does not check the client's files.
const CLIENT_MODULES = [
  '../../../../web/src/features/feed/utils/feedParams.ts',
  '../../../../web/src/features/feed/utils/feedFilters.ts',
  '../../../../web/src/features/feed/utils/feedVariables.ts',
];

async function clientFeed(): Promise<ClientFeed> {
  const modules = (await Promise.all(CLIENT_MODULES.map((specifier) => import(specifier)))) as Partial<ClientFeed>[];
  return Object.assign({}, ...modules) as ClientFeed;
}

const URLS = [
  '',
  '?range=lastyear',
  'range=lastyear',
  '?range=all',
  '?range=nonsense',
  '?range=toString',
  '?search=%20heart%20failure%20',
  '?search=%20%20',
  '?source=PubMed&source=PLOS&source=Nope&source=PUBMED',
  '?category=Cardiology&category=Oncology&range=last30days&sort=title-asc',
  '?search=&range=last3months',
  '?sort=oldest&range=all',
  '?sort=most-viewed',
  '?sort=newest',
  '?sort=sideways',
  '?sort=constructor',
  '?design=COHORT&design=rct&review=PREPRINT&oa=1&journal=%20BMJ%20&in=TITLE&search=salt',
  '?in=AUTHORS',
  '?oa=true&journal=%20%20&review=maybe&in=ALL',
];

const GRAPHQL_SOURCES = Object.fromEntries(Object.entries(Source).map(([name, value]) => [value, name]));
const GRAPHQL_RANGES = Object.fromEntries(Object.entries(DateRange).map(([name, value]) => [value, name]));

describe("the server's reading of a feed URL", () => {
  it.each(URLS)("asks the feed for exactly what the app's feed page asks for (%s)", async (url) => {
    const client = await clientFeed();
    const { filters, sort } = client.parseFeedParams(url);
    const free = client.withoutAdvanced(filters);
    const server = readFeedUrl(url);
    const { filter } = server;
    const asGraphql = {
      ...(filter.sources ? { sources: filter.sources.map((source) => GRAPHQL_SOURCES[source]) } : {}),
      ...(filter.categories ? { categories: filter.categories } : {}),
      ...(filter.search ? { search: filter.search } : {}),
      ...(filter.dateRange ? { dateRange: GRAPHQL_RANGES[filter.dateRange] } : {}),
    };
    const variables = client.feedVariables(free, sort);
    expect(asGraphql).toEqual(variables.filter);
    expect(server.order).toBe(variables.orderBy === undefined ? null : ArticleOrder[variables.orderBy as keyof typeof ArticleOrder]);
    expect(server.search).toBe(filters.search);
    expect(server.activeFilters).toBe(client.countActiveFilters(free));
    expect(server.advancedFilters).toBe(client.countAdvancedFilters(filters));
    // FeedEmptyState's untouched first feed, which shows the newest papers when its window is empty.
    expect(server.untouched).toBe(filters.dateRange === 'last7days' && client.countActiveFilters(filters) === 0 && !filters.search.trim());
  });
});
