import { defineEntity, p } from '@mikro-orm/core';
import { SOURCE_CHECK, type SourceName } from '../article/article-sources.types.js';

/** Where an ingestion run stands: running, finished with its papers stored, or failed and waiting for a replay. */
export type IngestionRunStatus = 'running' | 'succeeded' | 'failed';

/** What started an ingestion run: the hourly schedule, an operator's backfill, or a direct start. */
export type IngestionTrigger = 'schedule' | 'backfill' | 'manual';

/**
 * One ingestion workflow, keyed by its Temporal workflow id: the source, the time window it read, and what it stored.
 * A replay of a failed run starts the same workflow id again and updates this row, so `attempts` counts the tries.
 */
export class IngestionRun {
  id!: number;
  workflowId!: string;
  source!: SourceName;
  trigger: IngestionTrigger = 'schedule';
  status: IngestionRunStatus = 'running';
  windowStart!: Date;
  windowEnd!: Date;
  attempts = 1;
  fetched = 0;
  inserted = 0;
  updated = 0;
  unchanged = 0;
  duplicates = 0;
  /** Every article this run inserted, across attempts, so a retried run still summarises them. */
  insertedArticleIds: number[] = [];
  error: string | null = null;
  /** Something an operator should know about a run that succeeded, such as a window cut to the maximum length. */
  note: string | null = null;
  temporalRunId: string | null = null;
  startedAt: Date = new Date();
  finishedAt: Date | null = null;
  createdAt: Date = new Date();
}

export const IngestionRunSchema = defineEntity({
  class: IngestionRun,
  tableName: 'ingestion_runs',
  properties: {
    id: p.integer().primary().autoincrement(),
    workflowId: p.string().length(255).unique('ingestion_runs_workflow_id_unique'),
    source: p.string().length(16).check(SOURCE_CHECK),
    trigger: p.string().length(16).default('schedule').check("trigger in ('schedule', 'backfill', 'manual')"),
    status: p.string().length(16).default('running').check("status in ('running', 'succeeded', 'failed')"),
    windowStart: p.datetime(),
    windowEnd: p.datetime(),
    attempts: p.integer().default(1).check('attempts >= 1'),
    fetched: p.integer().default(0),
    inserted: p.integer().default(0),
    updated: p.integer().default(0),
    unchanged: p.integer().default(0),
    duplicates: p.integer().default(0),
    insertedArticleIds: p.json<number[]>().default('[]'),
    error: p.text().nullable(),
    note: p.text().nullable(),
    temporalRunId: p.string().length(64).nullable(),
    startedAt: p.datetime().defaultRaw('now()'),
    finishedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
  indexes: [
    {
      name: 'ingestion_runs_source_status_window_end_index',
      expression:
        'create index "ingestion_runs_source_status_window_end_index" on "ingestion_runs" ("source", "status", "window_end" desc)',
    },
    {
      name: 'ingestion_runs_started_at_index',
      expression: 'create index "ingestion_runs_started_at_index" on "ingestion_runs" ("started_at" desc, "id" desc)',
    },
  ],
});
