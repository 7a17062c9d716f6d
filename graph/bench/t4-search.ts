import pg from 'pg';
import { ArticleOrder, type StudyDesign } from '../src/modules/article/article.enums.js';
import { FEED_DESIGNS, FEED_TERM } from './t1-overhead.js';
import { buildFeedCountQuery } from '../src/modules/article/article-feed.queries.js';
import { progress, type BenchContext } from './bench-context.js';
import { feedFilter, feedPage, feedPlanCases, feedStatement, hasSeqScanOnArticles, runFeedPage, termLabel } from './feed-cases.js';
import { measureLoops, type LatencySummary } from './stats.js';
import { SEARCH_TERMS, type SearchTerm } from './synthetic-sql.js';

/** Concurrent clients for the search measurements, as `pgbench -c 2`. */
export const SEARCH_CLIENTS = 2;

export interface SearchTiming {
  term: SearchTerm;
  /** The study designs the case narrows to; empty for the feed query itself. */
  designs: StudyDesign[];
  order: ArticleOrder;
  /** Articles the whole filter matches. */
  matches: number;
  summary: LatencySummary;
}

export interface PlanCheck {
  name: string;
  seqScanOnArticles: boolean;
  /** How the plan reads articles, e.g. "Index Scan using articles_published_date_index". */
  access: string;
  /** EXPLAIN ANALYZE's execution time of one run. */
  executionMs: number;
  plan: string;
}

export interface SearchResult {
  timings: SearchTiming[];
  plans: PlanCheck[];
}

async function explain(client: pg.Client, sql: string): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

function articlesAccess(plan: string): string {
  const line = plan.split('\n').find((text) => / on articles a\b/.test(text));
  return line ? line.replace(/^[\s>-]*/, '').replace(/ on articles a\b.*$/, '') : 'unknown';
}

/**
 * T4: the exact SQL the feed runs (the statement of `planFeedPage`, parameters inlined as the ORM sends them) for the
 * feed filter with each search term, newest first (and with the study-design filter for the 2% term), and by relevance
 * for the commonest term, each on two concurrent
 * clients; and EXPLAIN ANALYZE of every feed shape, checked for a sequential scan of articles.
 */
export async function measureSearch(ctx: BenchContext): Promise<SearchResult> {
  const platform = ctx.db.orm.em.getPlatform();
  const clients = Array.from({ length: SEARCH_CLIENTS }, () => new pg.Client({ connectionString: ctx.db.url }));
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const [first] = clients;
    const cases: { term: SearchTerm; order: ArticleOrder; designs: StudyDesign[] }[] = [
      ...SEARCH_TERMS.map((term) => ({ term, order: ArticleOrder.NEWEST, designs: [] })),
      { term: FEED_TERM, order: ArticleOrder.NEWEST, designs: [...FEED_DESIGNS] },
      { term: SEARCH_TERMS[SEARCH_TERMS.length - 1], order: ArticleOrder.RELEVANCE, designs: [] },
    ];
    const timings: SearchTiming[] = [];
    for (const { term, order, designs } of cases) {
      const filter = { ...feedFilter(ctx.categories, term.term), ...(designs.length ? { designs } : {}) };
      const page = feedPage(filter, ctx.now, order);
      const count = buildFeedCountQuery(filter, ctx.now);
      const counted = await first.query<{ count: number }>(platform.formatQuery(count.sql, count.params));
      progress(
        `T4: feed SQL ${termLabel(term)}${designs.length ? ` + design ${designs.join(', ')}` : ''} ${order}, ${SEARCH_CLIENTS} clients, ${ctx.options.warmup} s warm-up + ${ctx.options.duration} s`,
      );
      const summary = await measureLoops(
        clients.map((client) => () => runFeedPage(client, platform, page)),
        ctx.options.warmup,
        ctx.options.duration,
      );
      timings.push({ term, designs, order, matches: counted.rows[0]?.count ?? 0, summary });
    }
    const plans: PlanCheck[] = [];
    for (const planCase of feedPlanCases(ctx.categories, ctx.now)) {
      const plan = await explain(first, feedStatement(platform, planCase.query));
      plans.push({
        name: planCase.name,
        seqScanOnArticles: hasSeqScanOnArticles(plan),
        access: articlesAccess(plan),
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN),
        plan,
      });
    }
    return { timings, plans };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
