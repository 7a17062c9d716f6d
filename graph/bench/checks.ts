import { ArticleOrder } from '../src/modules/article/article.enums.js';
import { termLabel } from './feed-cases.js';
import type { HttpLoadSummary } from './http-load.js';
import { check, formatTable, ms, ratioCheck, times, type MeasurementRow, type TargetCheck } from './report.js';
import type { OverheadResult } from './t1-overhead.js';
import type { StatementCount, StatementsResult } from './t3-statements.js';
import { SEARCH_CLIENTS, type SearchResult } from './t4-search.js';
import { REST_LAST_OFFSET, type PaginationResult } from './t5-pagination.js';
import type { CacheResult, CountsResult } from './t25-cache.js';
import type { PeerResult } from './t2-peer.js';
import type { KeyedResult } from './t26-keyed.js';

/** Everything the benchmark measured. */
export interface BenchResults {
  articles: number;
  t1: OverheadResult;
  /** T1 for the feed with the study-design filter, for a Premium reader. */
  t1Design: OverheadResult;
  t3: StatementsResult;
  t4: SearchResult;
  t5: PaginationResult;
  t25: CacheResult;
  counts: CountsResult;
  /** Null unless `--peer` was given. */
  t2: PeerResult | null;
  t26: KeyedResult;
}

const MAX_STATEMENTS = 2;
const SEARCH_BUDGET_MS = 50;

function connectionNote(summary: HttpLoadSummary, extra = ''): string {
  return `1 connection${extra}${summary.failures ? `, ${summary.failures} FAILED requests` : ''}`;
}

function overheadRows(t1: OverheadResult): MeasurementRow[] {
  const feed = `feed "${t1.term}"${designNote(t1.designs)}`;
  return [
    { name: `T1 GraphQL ${feed}`, summary: t1.graphql, note: connectionNote(t1.graphql, `, ${t1.rows} rows`) },
    { name: `T1 REST ${feed}`, summary: t1.rest, note: connectionNote(t1.rest) },
    {
      name: `T1 hand-written SQL (pg) ${feed}`,
      summary: t1.sql,
      note: t1.sameRows ? '1 client, same rows as the API' : '1 client, ROWS DIFFER from the API',
    },
  ];
}

function designNote(designs: readonly string[]): string {
  return designs.length ? ` + design ${designs.join(', ')}` : '';
}

/** The latency table's rows. */
export function measurementRows({ t1, t1Design, t3, t4, t5, t25, counts, t26 }: BenchResults): MeasurementRow[] {
  const feed = `feed "${t1.term}"`;
  return [
    ...overheadRows(t1),
    ...overheadRows(t1Design),
    ...t3.latency.map(({ first, summary }) => ({ name: `T3 GraphQL ${feed} first: ${first}`, summary, note: connectionNote(summary) })),
    ...t4.timings.map(({ term, designs, order, matches, summary }) => ({
      name: `T4 feed SQL ${termLabel(term)}${designNote(designs)} ${order}`,
      summary,
      note: `${SEARCH_CLIENTS} clients, ${matches} matches`,
    })),
    { name: `T5 GraphQL cursor walk (${t5.pagesWalked} pages)`, summary: t5.walk, note: `${t5.walkSeconds.toFixed(1)} s in all` },
    { name: 'T5 GraphQL page 1', summary: t5.firstPage },
    { name: `T5 GraphQL page ${t5.pagesWalked}`, summary: t5.lastPage },
    ...t5.rest.map(({ offset, summary }) => ({ name: `T5 REST offset ${offset}`, summary })),
    ...cacheRows(t25, feed),
    { name: 'Filter panel counts (sources + categories), GraphQL', summary: counts.graphql, note: connectionNote(counts.graphql) },
    { name: `T26 GraphQL ${feed}, signed in with a cookie`, summary: t26.cookie, note: connectionNote(t26.cookie) },
    { name: `T26 GraphQL ${feed}, with an API key`, summary: t26.keyed, note: connectionNote(t26.keyed) },
  ];
}

function cacheRows(t25: CacheResult, feed: string): MeasurementRow[] {
  const note = (summary: HttpLoadSummary) =>
    `${t25.connections} connections${summary.failures ? `, ${summary.failures} FAILED requests` : ''}`;
  return [
    { name: `T25 REST ${feed}, uncached`, summary: t25.restUncached, note: note(t25.restUncached) },
    { name: `T25 REST ${feed}, cached`, summary: t25.restCached, note: note(t25.restCached) },
    { name: `T25 GraphQL GET persisted ${feed}, uncached`, summary: t25.graphqlUncached, note: note(t25.graphqlUncached) },
    { name: `T25 GraphQL GET persisted ${feed}, cached`, summary: t25.graphqlCached, note: note(t25.graphqlCached) },
  ];
}

/** The feed plans table: how each shape reads articles and how long one EXPLAIN ANALYZE run took. */
export function formatPlans(t4: SearchResult): string {
  return formatTable(
    ['Feed shape (EXPLAIN ANALYZE, one run)', 'reads articles by', 'time', 'Seq Scan on articles'],
    t4.plans.map((plan) => [plan.name, plan.access, ms(plan.executionMs), plan.seqScanOnArticles ? 'YES' : 'no']),
  );
}

function overheadChecks(t1: OverheadResult): TargetCheck[] {
  const label = t1.designs.length ? ` (design filter, Premium reader)` : '';
  return [
    ratioCheck('T1', `GraphQL p50 ÷ SQL p50${label}`, t1.graphql.p50, t1.sql.p50, 3),
    ratioCheck('T1', `GraphQL p95 ÷ SQL p95${label}`, t1.graphql.p95, t1.sql.p95, 4),
    ratioCheck('T1', `REST p50 ÷ SQL p50${label}`, t1.rest.p50, t1.sql.p50, 3),
    ratioCheck('T1', `REST p95 ÷ SQL p95${label}`, t1.rest.p95, t1.sql.p95, 4),
    check('T1', `API and SQL return the same page${label}`, t1.sameRows ? 'yes' : 'no', 'yes', t1.sameRows),
  ];
}

function statementChecks(counts: StatementCount[], label: string): TargetCheck[] {
  const [counted20, counted50] = counts;
  const feed = (count: StatementCount) => count.statements - count.session;
  const session = (count: StatementCount) => (count.session ? ` + ${count.session} session` : '');
  return [
    check(
      'T3',
      `statements, GraphQL first: ${counted20.first}${label}`,
      `${feed(counted20)}${session(counted20)}`,
      `≤ ${MAX_STATEMENTS}`,
      feed(counted20) <= MAX_STATEMENTS,
    ),
    check(
      'T3',
      `statements, first: ${counted50.first} (${counted50.articles} articles) = first: ${counted20.first}${label}`,
      `${feed(counted50)} vs ${feed(counted20)}`,
      'equal',
      feed(counted50) === feed(counted20) && counted50.statements === counted20.statements && feed(counted50) <= MAX_STATEMENTS,
    ),
  ];
}

/** Every target check, in target order. */
export function targetChecks({ articles, t1, t1Design, t2, t3, t4, t5, t25, counts, t26 }: BenchResults, pages: number): TargetCheck[] {
  const [timed10, timed50] = t3.latency;
  const newest = t4.timings.filter((timing) => timing.order === ArticleOrder.NEWEST);
  const relevance = t4.timings.find((timing) => timing.order === ArticleOrder.RELEVANCE);
  const common = newest.find((timing) => timing.term.term === relevance?.term.term && !timing.designs.length);
  const seqScans = t4.plans.filter((plan) => plan.seqScanOnArticles);
  const rows = `${articles.toLocaleString('en')} rows`;
  const [restFirst, restLast] = t5.rest;
  return [
    ...overheadChecks(t1),
    ...overheadChecks(t1Design),
    ...peerChecks(t2),
    ...statementChecks(t3.graphql, ''),
    ...statementChecks(t3.design, ` (design filter, Premium reader)`),
    ...t3.rest.map((count) =>
      check('T3', `statements, REST limit=${count.first} (info)`, String(count.statements), `≤ ${MAX_STATEMENTS}`, null),
    ),
    ratioCheck('T3', `p50 first: ${timed50.first} ÷ p50 first: ${timed10.first}`, timed50.summary.p50, timed10.summary.p50, 2),
    ...newest.map((timing) =>
      check(
        'T4',
        `feed SQL p95 ${termLabel(timing.term)}${designNote(timing.designs)}, ${rows}`,
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
    ...cacheChecks(t25),
    check(
      'T4',
      `filter panel counts p95 (shared until a new article), ${rows}`,
      ms(counts.graphql.p95),
      `≤ ${SEARCH_BUDGET_MS} ms`,
      counts.graphql.p95 <= SEARCH_BUDGET_MS,
    ),
    check('T4', `the same counts computed in SQL, once (first request after a change; info)`, ms(counts.coldSqlMs), '-', null),
    ratioCheck('T26', 'feed p50 with an API key ÷ p50 signed in with a cookie', t26.keyed.p50, t26.cookie.p50, 1.2),
  ];
}

const MIN_CACHE_SPEEDUP = 5;
const WRITE_VISIBLE_MS = 1_000;

function cacheChecks(t25: CacheResult): TargetCheck[] {
  const speedup = (cached: HttpLoadSummary, uncached: HttpLoadSummary) => cached.rps / uncached.rps;
  const rest = speedup(t25.restCached, t25.restUncached);
  const graphql = speedup(t25.graphqlCached, t25.graphqlUncached);
  return [
    check('T25', 'REST feed req/s cached ÷ uncached', times(rest), `≥ ${MIN_CACHE_SPEEDUP.toFixed(1)}×`, rest >= MIN_CACHE_SPEEDUP),
    check(
      'T25',
      'GraphQL GET feed req/s cached ÷ uncached',
      times(graphql),
      `≥ ${MIN_CACHE_SPEEDUP.toFixed(1)}×`,
      graphql >= MIN_CACHE_SPEEDUP,
    ),
    check(
      'T25',
      'statements for a conditional request (If-None-Match)',
      `${t25.notModifiedStatements} (status ${t25.notModifiedStatus})`,
      '0, status 304',
      t25.notModifiedStatements === 0 && t25.notModifiedStatus === 304,
    ),
    check(
      'T25',
      'a counted view visible to the next request',
      ms(t25.writeVisibleMs),
      `≤ ${WRITE_VISIBLE_MS} ms`,
      t25.writeVisibleMs <= WRITE_VISIBLE_MS,
    ),
  ];
}

const MIN_PEER_RATIO = 1;

function peerChecks(t2: PeerResult | null): TargetCheck[] {
  if (!t2) return [check('T2', 'feed req/s Paperlight ÷ PostGraphile', 'not measured (--peer)', `≥ ${MIN_PEER_RATIO.toFixed(1)}×`, null)];
  const ratio = t2.paperlight.rps / t2.postgraphile.rps;
  return [
    check(
      'T2',
      `feed req/s Paperlight ÷ PostGraphile, ${t2.connections} connections`,
      times(ratio),
      `≥ ${MIN_PEER_RATIO.toFixed(1)}×`,
      ratio >= MIN_PEER_RATIO,
    ),
    check('T2', 'PostGraphile answers the same articles in the same order', t2.sameRows ? 'yes' : 'no', 'yes', t2.sameRows),
  ];
}

/** The peer table: each server in its own process, the same load, one after the other. */
export function formatPeer(t2: PeerResult): string {
  const row = (name: string, summary: HttpLoadSummary, note: string) => [
    name,
    summary.rps.toFixed(0),
    ms(summary.p50),
    ms(summary.p95),
    `${note}${summary.failures ? `, ${summary.failures} FAILED requests` : ''}`,
  ];
  return [
    `T2 peer comparison, ${t2.connections} connections, each server in a process of its own (installed in ${t2.installDir}):`,
    formatTable(
      ['Server', 'req/s', 'p50', 'p95', 'note'],
      [
        row('Paperlight (Apollo + type-graphql + MikroORM)', t2.paperlight, 'the feed query, POST /graphql'),
        row('PostGraphile 5.1.5 (Amber preset)', t2.postgraphile, 'peerFeed(): the same filter and order as one SQL function'),
        ...t2.helloWorlds.map(({ name, summary }) => row(name, summary, '{ hello }, context only')),
      ],
    ),
  ].join('\n');
}
