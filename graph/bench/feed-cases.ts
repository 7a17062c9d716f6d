import {
  ArticleOrder,
  ArticleStatus,
  DateRange,
  PeerReview,
  SearchScope,
  Source,
  StudyDesign,
} from '../src/modules/article/article.enums.js';
import type pg from 'pg';
import { planFeedPage, type FeedFilter, type FeedPageQuery } from '../src/modules/article/article-feed.queries.js';
import { SEARCH_TERMS } from './synthetic-sql.js';
import { SURNAMES } from './vocabulary.js';

/** The two sources the feed query narrows to. */
export const FEED_SOURCES: readonly Source[] = [Source.PUBMED, Source.MEDRXIV];
/** The same two sources as the GraphQL `Source` enum names them. */
export const GRAPHQL_FEED_SOURCES: readonly string[] = ['PUBMED', 'MEDRXIV'];
/** The widest date range the API offers: the targets' two-year window does not exist in it. */
export const FEED_DATE_RANGE = DateRange.LAST_YEAR;
export const FEED_PAGE_SIZE = 20;
/** How many categories the feed query narrows to. */
export const FEED_CATEGORY_COUNT = 5;

/** Turns the product's `?` placeholders and parameters into the SQL text it sends (MikroORM inlines parameters). */
export interface SqlFormatter {
  formatQuery(sql: string, params: readonly unknown[]): string;
}

export interface FeedPlanCase {
  name: string;
  query: FeedPageQuery;
}

/** The feed query's filter: two sources, the given categories, the widest date range and optional search text. */
export function feedFilter(categories: readonly string[], search: string | null): FeedFilter {
  return {
    sources: [...FEED_SOURCES],
    categories: categories.slice(0, FEED_CATEGORY_COUNT),
    dateRange: FEED_DATE_RANGE,
    search,
  };
}

/** A first page of the feed, newest first unless told otherwise. */
export function feedPage(filter: FeedFilter, now: Date, order = ArticleOrder.NEWEST, limit = FEED_PAGE_SIZE): FeedPageQuery {
  return { filter, order, limit, now };
}

/** A search term with its share as a label, e.g. `"bronchiolitis" (2%)`. */
export function termLabel(term: { term: string; share: number }): string {
  return `"${term.term}" (${+(term.share * 100).toPrecision(2)}%)`;
}

/**
 * Every feed shape whose plan must avoid a sequential scan of articles: the full feed filter with each search term
 * (newest first, and by relevance for the commonest), each term alone, the filter without search, and no filter.
 */
export function feedPlanCases(categories: readonly string[], now: Date): FeedPlanCase[] {
  const common = SEARCH_TERMS[SEARCH_TERMS.length - 1];
  return [
    ...SEARCH_TERMS.map((term) => ({ name: `feed ${termLabel(term)}`, query: feedPage(feedFilter(categories, term.term), now) })),
    {
      name: `feed ${termLabel(common)} RELEVANCE`,
      query: feedPage(feedFilter(categories, common.term), now, ArticleOrder.RELEVANCE),
    },
    ...SEARCH_TERMS.map((term) => ({ name: `search only ${termLabel(term)}`, query: feedPage({ search: term.term }, now) })),
    { name: 'sources + categories + date range', query: feedPage(feedFilter(categories, null), now) },
    { name: 'no filter', query: feedPage({}, now) },
    ...advancedPlanCases(categories, now),
  ];
}

/** The Premium filters: study designs alone and with the feed filter, peer review, open access, journal, scoped search. */
function advancedPlanCases(categories: readonly string[], now: Date): FeedPlanCase[] {
  const trials = [StudyDesign.RANDOMISED_CONTROLLED_TRIAL];
  const rare = SEARCH_TERMS[1];
  return [
    { name: 'design: randomised trials', query: feedPage({ designs: trials }, now) },
    { name: 'design: randomised trials, oldest first', query: feedPage({ designs: trials }, now, ArticleOrder.OLDEST) },
    {
      name: 'design: trials and reviews, peer reviewed, open access',
      query: feedPage(
        { designs: [...trials, StudyDesign.SYSTEMATIC_REVIEW], peerReview: PeerReview.PEER_REVIEWED, openAccessOnly: true },
        now,
      ),
    },
    { name: 'feed filter + design: randomised trials', query: feedPage({ ...feedFilter(categories, null), designs: trials }, now) },
    {
      name: `feed filter ${termLabel(rare)} + design: randomised trials`,
      query: feedPage({ ...feedFilter(categories, rare.term), designs: trials }, now),
    },
    { name: 'preprints only', query: feedPage({ peerReview: PeerReview.PREPRINT }, now) },
    { name: 'open access only', query: feedPage({ openAccessOnly: true }, now) },
    { name: 'journal', query: feedPage({ journals: ['Synthetic Journal 17'] }, now) },
    { name: `search in titles ${termLabel(rare)}`, query: feedPage({ search: rare.term, searchScope: SearchScope.TITLE }, now) },
    { name: `search in authors "${SURNAMES[2]}"`, query: feedPage({ search: SURNAMES[2], searchScope: SearchScope.AUTHORS }, now) },
    ...statusPlanCases(categories, now),
  ];
}

/** The status filter: one status, two, oldest first, with the feed filter, and the feed with retracted papers shown. */
export function statusPlanCases(categories: readonly string[], now: Date): FeedPlanCase[] {
  const retracted = [ArticleStatus.RETRACTED];
  return [
    { name: 'status: retracted', query: feedPage({ statuses: retracted }, now) },
    {
      name: 'status: retracted or corrected, oldest first',
      query: feedPage({ statuses: [...retracted, ArticleStatus.CORRECTED] }, now, ArticleOrder.OLDEST),
    },
    { name: 'status: retracted + feed filter', query: feedPage({ ...feedFilter(categories, null), statuses: retracted }, now) },
    { name: 'feed with retracted papers included', query: feedPage({ includeRetracted: true }, now) },
  ];
}

/** The SQL text the product sends for a feed page (`planFeedPage`, parameters inlined by the ORM). */
export function feedStatement(formatter: SqlFormatter, query: FeedPageQuery): string {
  const statement = planFeedPage(query);
  return formatter.formatQuery(statement.sql, statement.params);
}

/** Runs a feed page's statement as the product does; resolves to the number of rows. */
export async function runFeedPage(client: pg.Client, formatter: SqlFormatter, query: FeedPageQuery): Promise<number> {
  return (await client.query(feedStatement(formatter, query))).rows.length;
}

/** Whether a plan scans the articles table sequentially. */
export function hasSeqScanOnArticles(plan: string): boolean {
  return /Seq Scan on articles\b/.test(plan);
}
