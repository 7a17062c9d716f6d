import pg from 'pg';
import { StudyDesign } from '../src/modules/article/article.enums.js';
import { DATE_RANGE_MS, SEARCH_WINDOW_DAYS } from '../src/modules/article/article-feed.queries.js';
import { progress, type BenchContext } from './bench-context.js';
import { FEED_CATEGORY_COUNT, FEED_DATE_RANGE, FEED_PAGE_SIZE, FEED_SOURCES } from './feed-cases.js';
import { graphqlFeed, restFeed, type FeedData, type FeedVariant, type RestArticle } from './feed-requests.js';
import { fetchGraphQL, fetchJson, measureHttp, type HttpLoadSummary } from './http-load.js';
import { measureLoops, type LatencySummary } from './stats.js';
import { SEARCH_TERMS } from './synthetic-sql.js';

/**
 * The feed page as hand-written SQL: the same rows as the API (one extra to learn whether a next page exists), only the
 * selected columns, and each article's category names aggregated in the same statement. As the product does for a
 * newest-first search, it reads the last `SEARCH_WINDOW_DAYS` (from $6) first and the older rows only when those fall
 * short; $5 is the rows still wanted. Anonymous: nothing is bookmarked.
 */
export const HAND_WRITTEN_FEED_SQL = `
select a.id, a.title, a.simplified_title, a.source, a.published_date, a.view_count, a.comment_count,
  false as viewer_has_bookmarked,
  array(select c.name from article_categories ac join categories c on c.id = ac.category_id
        where ac.article_id = a.id order by ac.position, c.name) as categories
from articles a
where a.source = any($1::text[])
  and a.published_date >= $2
  and a.search @@ websearch_to_tsquery('english'::regconfig, $3)
  and exists (select 1 from article_categories ac join categories c on c.id = ac.category_id
              where ac.article_id = a.id and (c.name = any($4::text[]) or c.slug = any($4::text[])))
  and a.published_date >= $6
order by a.published_date desc, a.id desc
limit $5`;

/** The older rows of the same page: before $6. */
const HAND_WRITTEN_REST_SQL = HAND_WRITTEN_FEED_SQL.replace('and a.published_date >= $6', 'and a.published_date < $6');

/**
 * The feed page with the Premium study-design filter, for a signed-in reader: the same statements narrowed to the
 * designs in $7, with whether reader $8 bookmarked each article.
 */
function withDesigns(sql: string): string {
  return sql
    .replace(
      'false as viewer_has_bookmarked',
      'exists (select 1 from bookmarks b where b.user_id = $8 and b.article_id = a.id) as viewer_has_bookmarked',
    )
    .replace('\norder by', '\n  and a.study_design = any($7::text[])\norder by');
}

/** Runs the hand-written page: the recent stretch, then the older rows when it falls short. */
async function handWrittenPage(client: pg.Client, params: unknown[], premium: boolean): Promise<{ id: number }[]> {
  const wanted = FEED_PAGE_SIZE + 1;
  const recent = await client.query<{ id: number }>(premium ? withDesigns(HAND_WRITTEN_FEED_SQL) : HAND_WRITTEN_FEED_SQL, params);
  if (recent.rows.length >= wanted) return recent.rows;
  const restParams = params.map((value, index) => (index === 4 ? wanted - recent.rows.length : value));
  const rest = await client.query<{ id: number }>(premium ? withDesigns(HAND_WRITTEN_REST_SQL) : HAND_WRITTEN_REST_SQL, restParams);
  return [...recent.rows, ...rest.rows];
}

/** The designs the Premium feed case narrows to: randomised controlled trials, 6 % of the synthetic articles. */
export const FEED_DESIGNS: readonly StudyDesign[] = [StudyDesign.RANDOMISED_CONTROLLED_TRIAL];

/** A signed-in reader with Premium, for the feed case with the study-design filter. */
export interface BenchReader {
  userId: number;
  cookie: string;
}

export interface OverheadResult {
  term: string;
  /** The study designs the case narrows to; empty for the anonymous feed query. */
  designs: StudyDesign[];
  /** Articles on the measured page. */
  rows: number;
  /** Whether GraphQL, REST and the hand-written SQL return the same articles in the same order. */
  sameRows: boolean;
  graphql: HttpLoadSummary;
  rest: HttpLoadSummary;
  sql: LatencySummary;
}

/** The term of about 2% document frequency that the feed query searches for. */
export const FEED_TERM = SEARCH_TERMS[1];

/**
 * T1: the feed query through GraphQL over HTTP and through REST, each with one client, against the equivalent
 * hand-written SQL run with `pg` from this process, one query at a time. With a reader, the Premium case: the same
 * feed narrowed to `FEED_DESIGNS`, sent with the reader's session cookie.
 */
export async function measureOverhead(ctx: BenchContext, reader: BenchReader | null = null): Promise<OverheadResult> {
  const variant: FeedVariant = reader ? { designs: FEED_DESIGNS, cookie: reader.cookie } : {};
  const request = { categories: ctx.categories, search: FEED_TERM.term, ...variant };
  const label = reader ? 'feed query + design filter (Premium reader)' : 'feed query';
  const graphqlSpec = graphqlFeed(request);
  const restSpec = restFeed(request);
  const client = new pg.Client({ connectionString: ctx.db.url });
  await client.connect();
  try {
    const now = Date.now();
    const sqlParams = [
      [...FEED_SOURCES],
      new Date(now - DATE_RANGE_MS[FEED_DATE_RANGE]),
      FEED_TERM.term,
      ctx.categories.slice(0, FEED_CATEGORY_COUNT),
      FEED_PAGE_SIZE + 1,
      new Date(now - SEARCH_WINDOW_DAYS * 86_400_000),
      ...(reader ? [[...FEED_DESIGNS], reader.userId] : []),
    ];
    const graphqlPage = await fetchGraphQL<FeedData>(ctx.baseUrl, graphqlSpec);
    const restPage = await fetchJson<RestArticle[]>(ctx.baseUrl, restSpec);
    const sqlPage = await handWrittenPage(client, sqlParams, Boolean(reader));
    const ids = graphqlPage.articles.edges.map((edge) => edge.node.databaseId);
    const sameRows =
      JSON.stringify(ids) === JSON.stringify(restPage.map((article) => article.id)) &&
      JSON.stringify(ids) === JSON.stringify(sqlPage.slice(0, FEED_PAGE_SIZE).map((row) => row.id));

    const load = { connections: 1, warmup: ctx.options.warmup, duration: ctx.options.duration };
    progress(`T1: GraphQL ${label}, 1 connection, ${load.warmup} s warm-up + ${load.duration} s`);
    const graphql = await measureHttp(ctx.baseUrl, graphqlSpec, load);
    progress(`T1: REST ${label}, 1 connection, ${load.warmup} s warm-up + ${load.duration} s`);
    const rest = await measureHttp(ctx.baseUrl, restSpec, load);
    progress(`T1: hand-written SQL with pg (${label}), 1 client, ${load.warmup} s warm-up + ${load.duration} s`);
    const sql = await measureLoops([() => handWrittenPage(client, sqlParams, Boolean(reader))], load.warmup, load.duration);
    return { term: FEED_TERM.term, designs: reader ? [...FEED_DESIGNS] : [], rows: ids.length, sameRows, graphql, rest, sql };
  } finally {
    await client.end();
  }
}
