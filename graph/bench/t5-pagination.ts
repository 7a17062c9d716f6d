import { progress, type BenchContext } from './bench-context.js';
import { FEED_PAGE_SIZE } from './feed-cases.js';
import { graphqlFeed, restFeed, type FeedData } from './feed-requests.js';
import { fetchGraphQL, fetchJson } from './http-load.js';
import { summarise, timeRepeated, type LatencySummary } from './stats.js';

export interface PaginationResult {
  /** Pages the cursor walk reached (the target is `options.pages`). */
  pagesWalked: number;
  walkSeconds: number;
  /** Every page of the walk, timed once. */
  walk: LatencySummary;
  firstPage: LatencySummary;
  lastPage: LatencySummary;
  /** REST's offset paging, for information: the first page and the page at the largest offset the API allows. */
  rest: { offset: number; summary: LatencySummary }[];
}

const WARMUP_REQUESTS = 5;
/** The last REST page of 20 below the API's offset limit of 10,000. */
export const REST_LAST_OFFSET = 9_980;

/**
 * T5: walks the unfiltered feed newest first with the returned GraphQL cursor for `options.pages` pages of 20, then
 * times the first page and the last page (from the cursor the walk reached) `options.repeats` times each; and, for
 * information, REST's offset paging at offset 0 and 9,980.
 */
export async function measurePagination(ctx: BenchContext): Promise<PaginationResult> {
  const { pages, repeats } = ctx.options;
  progress(`T5: walking ${pages} GraphQL pages of ${FEED_PAGE_SIZE} with the returned cursor`);
  const walkTimes: number[] = [];
  let after: string | null = null;
  let lastAfter: string | null = null;
  let pagesWalked = 0;
  const started = performance.now();
  while (pagesWalked < pages) {
    const requestStarted = performance.now();
    const data: FeedData = await fetchGraphQL<FeedData>(ctx.baseUrl, graphqlFeed({ after }));
    walkTimes.push(performance.now() - requestStarted);
    if (data.articles.edges.length < FEED_PAGE_SIZE) break;
    pagesWalked += 1;
    lastAfter = after;
    if (!data.articles.pageInfo.hasNextPage) break;
    after = data.articles.pageInfo.endCursor;
  }
  const walkSeconds = (performance.now() - started) / 1000;
  progress(`T5: page 1 and page ${pagesWalked}, ${repeats} times each; REST offsets 0 and ${REST_LAST_OFFSET}`);
  const firstPage = await timeRepeated(() => fetchGraphQL(ctx.baseUrl, graphqlFeed({})), repeats, WARMUP_REQUESTS);
  const lastPage = await timeRepeated(() => fetchGraphQL(ctx.baseUrl, graphqlFeed({ after: lastAfter })), repeats, WARMUP_REQUESTS);
  const rest: PaginationResult['rest'] = [];
  for (const offset of [0, REST_LAST_OFFSET]) {
    const times = await timeRepeated(() => fetchJson(ctx.baseUrl, restFeed({ offset })), repeats, WARMUP_REQUESTS);
    rest.push({ offset, summary: summarise(times) });
  }
  return {
    pagesWalked,
    walkSeconds,
    walk: summarise(walkTimes, walkSeconds),
    firstPage: summarise(firstPage),
    lastPage: summarise(lastPage),
    rest,
  };
}
