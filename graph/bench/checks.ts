import { ArticleOrder } from '../src/modules/article/article.enums.js';
import { termLabel } from './feed-cases.js';
import type { HttpLoadSummary } from './http-load.js';
import { check, formatTable, ms, ratioCheck, times, type MeasurementRow, type TargetCheck } from './report.js';
import type { OverheadResult } from './t1-overhead.js';
import type { StatementsResult } from './t3-statements.js';
import { SEARCH_CLIENTS, type SearchResult } from './t4-search.js';
import { REST_LAST_OFFSET, type PaginationResult } from './t5-pagination.js';

/** Everything the benchmark measured. */
export interface BenchResults {
  articles: number;
  t1: OverheadResult;
  t3: StatementsResult;
  t4: SearchResult;
  t5: PaginationResult;
}

const MAX_STATEMENTS = 4;
const SEARCH_BUDGET_MS = 50;

function connectionNote(summary: HttpLoadSummary, extra = ''): string {
  return `1 connection${extra}${summary.failures ? `, ${summary.failures} FAILED requests` : ''}`;
}

/** The latency table's rows. */
export function measurementRows({ t1, t3, t4, t5 }: BenchResults): MeasurementRow[] {
  const feed = `feed "${t1.term}"`;
  return [
    { name: `T1 GraphQL ${feed}`, summary: t1.graphql, note: connectionNote(t1.graphql, `, ${t1.rows} rows`) },
    { name: `T1 REST ${feed}`, summary: t1.rest, note: connectionNote(t1.rest) },
    {
      name: `T1 hand-written SQL (pg) ${feed}`,
      summary: t1.sql,
      note: t1.sameRows ? '1 client, same rows as the API' : '1 client, ROWS DIFFER from the API',
    },
    ...t3.latency.map(({ first, summary }) => ({ name: `T3 GraphQL ${feed} first: ${first}`, summary, note: connectionNote(summary) })),
    ...t4.timings.map(({ term, order, matches, summary }) => ({
      name: `T4 feed SQL ${termLabel(term)} ${order}`,
      summary,
      note: `${SEARCH_CLIENTS} clients, ${matches} matches`,
    })),
    { name: `T5 GraphQL cursor walk (${t5.pagesWalked} pages)`, summary: t5.walk, note: `${t5.walkSeconds.toFixed(1)} s in all` },
    { name: 'T5 GraphQL page 1', summary: t5.firstPage },
    { name: `T5 GraphQL page ${t5.pagesWalked}`, summary: t5.lastPage },
    ...t5.rest.map(({ offset, summary }) => ({ name: `T5 REST offset ${offset}`, summary })),
  ];
}

/** The feed plans table: how each shape reads articles and how long one EXPLAIN ANALYZE run took. */
export function formatPlans(t4: SearchResult): string {
  return formatTable(
    ['Feed shape (EXPLAIN ANALYZE, one run)', 'reads articles by', 'time', 'Seq Scan on articles'],
    t4.plans.map((plan) => [plan.name, plan.access, ms(plan.executionMs), plan.seqScanOnArticles ? 'YES' : 'no']),
  );
}

/** Every target check, in target order. */
export function targetChecks({ articles, t1, t3, t4, t5 }: BenchResults, pages: number): TargetCheck[] {
  const [counted20, counted50] = t3.graphql;
  const [timed10, timed50] = t3.latency;
  const newest = t4.timings.filter((timing) => timing.order === ArticleOrder.NEWEST);
  const relevance = t4.timings.find((timing) => timing.order === ArticleOrder.RELEVANCE);
  const common = newest.find((timing) => timing.term.term === relevance?.term.term);
  const seqScans = t4.plans.filter((plan) => plan.seqScanOnArticles);
  const rows = `${articles.toLocaleString('en')} rows`;
  const [restFirst, restLast] = t5.rest;
  return [
    ratioCheck('T1', 'GraphQL p50 ÷ SQL p50', t1.graphql.p50, t1.sql.p50, 3),
    ratioCheck('T1', 'GraphQL p95 ÷ SQL p95', t1.graphql.p95, t1.sql.p95, 4),
    ratioCheck('T1', 'REST p50 ÷ SQL p50', t1.rest.p50, t1.sql.p50, 3),
    ratioCheck('T1', 'REST p95 ÷ SQL p95', t1.rest.p95, t1.sql.p95, 4),
    check('T1', 'API and SQL return the same page', t1.sameRows ? 'yes' : 'no', 'yes', t1.sameRows),
    check('T2', 'PostGraphile peer ratio', 'not measured', '≥ 0.5×', null),
    check(
      'T3',
      `statements, GraphQL first: ${counted20.first}`,
      String(counted20.statements),
      `≤ ${MAX_STATEMENTS}`,
      counted20.statements <= MAX_STATEMENTS,
    ),
    check(
      'T3',
      `statements, first: ${counted50.first} (${counted50.articles} articles) = first: ${counted20.first}`,
      `${counted50.statements} vs ${counted20.statements}`,
      'equal',
      counted50.statements === counted20.statements && counted50.statements <= MAX_STATEMENTS,
    ),
    ...t3.rest.map((count) =>
      check('T3', `statements, REST limit=${count.first} (info)`, String(count.statements), `≤ ${MAX_STATEMENTS}`, null),
    ),
    ratioCheck('T3', `p50 first: ${timed50.first} ÷ p50 first: ${timed10.first}`, timed50.summary.p50, timed10.summary.p50, 2),
    ...newest.map((timing) =>
      check(
        'T4',
        `feed SQL p95 ${termLabel(timing.term)}, ${rows}`,
        ms(timing.summary.p95),
        `≤ ${SEARCH_BUDGET_MS} ms`,
        timing.summary.p95 <= SEARCH_BUDGET_MS,
      ),
    ),
    check('T4', `plans with Seq Scan on articles (${t4.plans.length} feed shapes)`, String(seqScans.length), '0', seqScans.length === 0),
    relevance && common
      ? ratioCheck('T4', `RELEVANCE p95 ÷ NEWEST p95 ${termLabel(relevance.term)}`, relevance.summary.p95, common.summary.p95, 5)
      : check('T4', 'RELEVANCE p95 ÷ NEWEST p95', 'not measured', '≤ 5.0×', null),
    check('T5', `cursor walk reached page ${pages}`, String(t5.pagesWalked), String(pages), t5.pagesWalked >= pages),
    ratioCheck('T5', `p50 page ${t5.pagesWalked} ÷ p50 page 1 (GraphQL cursor)`, t5.lastPage.p50, t5.firstPage.p50, 1.5),
    check('T5', `REST p50 offset ${REST_LAST_OFFSET} ÷ offset 0 (info)`, times(restLast.summary.p50 / restFirst.summary.p50), '-', null),
  ];
}
