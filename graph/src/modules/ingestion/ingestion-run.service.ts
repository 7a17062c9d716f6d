import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../lib/errors.js';
import type { ArticleDraft, SourceName } from './article-draft.types.js';
import { IngestionRun, type IngestionRunStatus, type IngestionTrigger } from './ingestion-run.entity.js';
import { findLastSucceededWindowEnd, findRecentRuns, findRunByWorkflowId, hasSucceededRun } from './ingestion-run.queries.js';
import { upsertArticles } from './ingestion.service.js';

const HOUR = 3_600_000;

/** How far back a source's first run reads, when no earlier run of it has succeeded. */
export const FIRST_WINDOW_MS = 24 * HOUR;
/** The longest window one run reads; a longer gap since the last success is cut to this and noted on the run. */
export const MAX_WINDOW_MS = 7 * 24 * HOUR;
/** The shortest window: a run whose start would not precede its end reads the hour before the end. */
export const MIN_WINDOW_MS = HOUR;

/** A half-open time range [start, end). */
export interface IngestionWindow {
  start: Date;
  end: Date;
}

export interface StartIngestionRunInput {
  workflowId: string;
  temporalRunId: string | null;
  source: SourceName;
  trigger: IngestionTrigger;
  /** An explicit window (backfill, replay); null lets the run read everything since the last successful one. */
  window: IngestionWindow | null;
  /** The run's nominal time: the end of the window when none is given. */
  until: Date;
}

/** What storing one run's papers did. `insertedIds` covers every attempt of the run, not just the last. */
export interface IngestionOutcome {
  fetched: number;
  insertedIds: number[];
  updated: number;
  unchanged: number;
  duplicates: number;
}

/**
 * The window a run reads when none is given: from the end of the source's latest successful window that ends no
 * later than `until`, or `FIRST_WINDOW_MS` before `until` when there is none; never longer than `MAX_WINDOW_MS`
 * (`clamped` says when it was cut) and never shorter than `MIN_WINDOW_MS`. Reads only.
 */
export async function resolveIngestionWindow(
  ctx: { em: EntityManager },
  source: SourceName,
  until: Date,
): Promise<IngestionWindow & { clamped: boolean }> {
  const lastEnd = await findLastSucceededWindowEnd(ctx.em, source, until);
  const earliest = until.getTime() - MAX_WINDOW_MS;
  let start = lastEnd ? lastEnd.getTime() : until.getTime() - FIRST_WINDOW_MS;
  const clamped = start < earliest;
  if (clamped) start = earliest;
  start = Math.min(start, until.getTime() - MIN_WINDOW_MS);
  return { start: new Date(start), end: until, clamped };
}

/**
 * Records that an ingestion workflow has started, or started again under the same workflow id (a replay: `attempts`
 * goes up and the counts start afresh; a retried activity of the same execution changes nothing), and settles the
 * window it reads: the explicit one, else the one stored by an earlier attempt, else the window since the source's last
 * successful run. Returns the run. Writes one row.
 */
export async function startIngestionRun(ctx: { em: EntityManager }, input: StartIngestionRunInput): Promise<IngestionRun> {
  return ctx.em.transactional(async (em) => {
    const existing = await findRunByWorkflowId(em, input.workflowId, { lock: true });
    const run = existing ?? new IngestionRun();
    let note: string | null = null;
    if (input.window) {
      run.windowStart = input.window.start;
      run.windowEnd = input.window.end;
    } else if (!existing) {
      const window = await resolveIngestionWindow({ em }, input.source, input.until);
      run.windowStart = window.start;
      run.windowEnd = window.end;
      if (window.clamped)
        note = `The window was cut to ${MAX_WINDOW_MS / (24 * HOUR)} days; replay or backfill the days before ${window.start.toISOString()}.`;
    }
    if (existing && existing.temporalRunId !== input.temporalRunId) {
      // A new execution (a replay, or a repeated backfill day): what the previous one inserted was its business.
      run.attempts += 1;
      run.insertedArticleIds = [];
      run.fetched = run.inserted = run.updated = run.unchanged = run.duplicates = 0;
    } else if (!existing) {
      run.workflowId = input.workflowId;
      run.source = input.source;
      run.trigger = input.trigger;
      em.persist(run);
    }
    run.status = 'running';
    run.temporalRunId = input.temporalRunId;
    run.error = null;
    if (!existing || input.window) run.note = note;
    run.startedAt = new Date();
    run.finishedAt = null;
    return run;
  });
}

/**
 * Stores a run's papers through `upsertArticles` and marks the run succeeded with its counts, in one transaction, so
 * either both happen or neither does. Inserted ids accumulate over the attempts of one execution: an attempt
 * interrupted after its commit is retried, finds nothing new, and still reports the articles the first one inserted.
 * Throws NotFoundError when no run has this workflow id.
 */
export async function recordIngestion(
  ctx: { em: EntityManager },
  input: { workflowId: string; drafts: ArticleDraft[] },
): Promise<IngestionOutcome> {
  return ctx.em.transactional(async (em) => {
    const run = await findRunByWorkflowId(em, input.workflowId, { lock: true });
    if (!run) throw new NotFoundError(`No ingestion run has the workflow id ${input.workflowId}.`);
    const result = await upsertArticles({ em }, input.drafts);
    const insertedIds = [...new Set([...run.insertedArticleIds, ...result.inserted])];
    run.status = 'succeeded';
    run.fetched = input.drafts.length;
    run.insertedArticleIds = insertedIds;
    run.inserted = insertedIds.length;
    run.updated = result.updated.length;
    run.unchanged = result.unchanged;
    run.duplicates = result.duplicates;
    run.finishedAt = new Date();
    return { fetched: run.fetched, insertedIds, updated: run.updated, unchanged: run.unchanged, duplicates: run.duplicates };
  });
}

/** Marks a run failed with a readable reason; its stored articles, if any, stay. Throws NotFoundError for an unknown id. */
export async function failIngestionRun(ctx: { em: EntityManager }, input: { workflowId: string; error: string }): Promise<void> {
  const run = await findRunByWorkflowId(ctx.em, input.workflowId);
  if (!run) throw new NotFoundError(`No ingestion run has the workflow id ${input.workflowId}.`);
  run.status = 'failed';
  run.error = input.error;
  run.finishedAt = new Date();
  await ctx.em.flush();
}

/** The run with this workflow id, or null. */
export async function findIngestionRun(ctx: { em: EntityManager }, workflowId: string): Promise<IngestionRun | null> {
  return findRunByWorkflowId(ctx.em, workflowId);
}

/** Recent runs, newest first, optionally only one status and one source. Reads only. */
export async function listIngestionRuns(
  ctx: { em: EntityManager },
  filter: { status?: IngestionRunStatus; source?: SourceName; limit?: number } = {},
): Promise<IngestionRun[]> {
  return findRecentRuns(ctx.em, { ...filter, limit: filter.limit ?? 20 });
}

/** The sources, of those given, that have never had a successful ingestion run (a fresh installation's). Reads only. */
export async function listNeverIngestedSources(ctx: { em: EntityManager }, sources: readonly SourceName[]): Promise<SourceName[]> {
  const never: SourceName[] = [];
  for (const source of sources) if (!(await hasSucceededRun(ctx.em, source))) never.push(source);
  return never;
}
