import { ArticleOrder, StudyDesign } from '../src/modules/article/article.enums.js';
import { FEED_CATEGORY_COUNT, FEED_DATE_RANGE, FEED_PAGE_SIZE, FEED_SOURCES, GRAPHQL_FEED_SOURCES } from './feed-cases.js';
import { graphqlRequest, type HttpRequestSpec } from './http-load.js';

/** The feed as the web client asks for it. */
export const FEED_DOCUMENT = `query Feed($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int, $after: String) {
  articles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
    edges { node { id databaseId title simplifiedTitle source publishedDate categories viewCount commentCount viewerHasBookmarked } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export interface FeedNode {
  id: string;
  /** The number REST and the database carry (`id` is the opaque global id). */
  databaseId: number;
  title: string;
  simplifiedTitle: string | null;
  source: string;
  publishedDate: string;
  categories: string[];
  viewCount: number;
  commentCount: number;
  viewerHasBookmarked: boolean;
}

export interface FeedData {
  articles: { edges: { node: FeedNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

/** An article as `GET /api/articles` returns it (the fields the benchmark reads). */
export interface RestArticle {
  id: number;
  categories: string[];
}

const GRAPHQL_DATE_RANGE = 'LAST_YEAR';

/** GraphQL's name of each study design (the enum's keys), by its REST value. */
const GRAPHQL_DESIGN = Object.fromEntries(Object.entries(StudyDesign).map(([name, value]) => [value, name])) as Record<StudyDesign, string>;

/** The feed request's optional parts: the Premium study-design filter, and a reader's session cookie. */
export interface FeedVariant {
  designs?: readonly StudyDesign[];
  cookie?: string;
}

function withCookie(spec: HttpRequestSpec, cookie: string | undefined): HttpRequestSpec {
  return cookie ? { ...spec, headers: { ...spec.headers, cookie } } : spec;
}

/** The GraphQL feed request: with the feed filter and a search term, or unfiltered when `search` is undefined. */
export function graphqlFeed(
  options: {
    categories?: readonly string[];
    search?: string;
    first?: number;
    after?: string | null;
  } & FeedVariant,
): HttpRequestSpec {
  const filter =
    options.search === undefined
      ? undefined
      : {
          sources: [...GRAPHQL_FEED_SOURCES],
          categories: (options.categories ?? []).slice(0, FEED_CATEGORY_COUNT),
          dateRange: GRAPHQL_DATE_RANGE,
          search: options.search,
          ...(options.designs?.length ? { designs: options.designs.map((design) => GRAPHQL_DESIGN[design]) } : {}),
        };
  const spec = graphqlRequest(FEED_DOCUMENT, {
    filter,
    orderBy: ArticleOrder.NEWEST,
    first: options.first ?? FEED_PAGE_SIZE,
    after: options.after ?? null,
  });
  return withCookie(spec, options.cookie);
}

/** The REST feed request: the feed filter and search term, or offset paging over the unfiltered feed. */
export function restFeed(
  options: { categories?: readonly string[]; search?: string; offset?: number; limit?: number } & FeedVariant,
): HttpRequestSpec {
  const query = new URLSearchParams();
  if (options.search !== undefined) {
    for (const source of FEED_SOURCES) query.append('source', source);
    for (const category of (options.categories ?? []).slice(0, FEED_CATEGORY_COUNT)) query.append('category', category);
    query.set('dateRange', FEED_DATE_RANGE);
    query.set('search', options.search);
    for (const design of options.designs ?? []) query.append('design', design);
  }
  query.set('limit', String(options.limit ?? FEED_PAGE_SIZE));
  if (options.offset) query.set('offset', String(options.offset));
  return withCookie({ method: 'GET', path: `/api/articles?${query.toString()}` }, options.cookie);
}
