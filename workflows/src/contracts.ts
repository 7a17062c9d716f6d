import type { DigestDeliveryOutcome } from '#graph/modules/digest/digest-delivery.service.js';
import type { DigestFrequency } from '#graph/modules/digest/email-preferences.entity.js';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import type { IngestionTrigger } from '#graph/modules/ingestion/ingestion-run.entity.js';

/** The task queue the worker polls for ingestion and summarisation. */
export const INGESTION_TASK_QUEUE = 'paperlight-ingestion';

/** Workflow type names, as clients and schedules start them. */
export const INGEST_SOURCE_WORKFLOW = 'ingestSource';
export const SUMMARISE_ARTICLE_WORKFLOW = 'summariseArticle';
export const DIGEST_TICK_WORKFLOW = 'digestTick';
export const SEND_DIGEST_WORKFLOW = 'sendDigest';
export const BACKFILL_WORKFLOW = 'backfill';

/**
 * The four sources, in the order schedules and listings use: graph's `SOURCE_NAMES`, restated so that the workflow
 * bundle, which includes this file, takes no code from graph. A graph test holds the two equal.
 */
export const INGESTED_SOURCES: readonly SourceName[] = ['PubMed', 'medRxiv', 'PLOS', 'DOAJ'];

/** A half-open time range [start, end) as ISO 8601 instants. */
export interface WindowInput {
  start: string;
  end: string;
}

/**
 * What an ingestion run reads. Without `window` it reads everything since the source's last successful run, up to
 * `until`, or the schedule's nominal time, or its own start time.
 */
export interface IngestSourceInput {
  source: SourceName;
  trigger?: IngestionTrigger;
  window?: WindowInput;
  until?: string;
  /** Set when a run continues as new to start the summaries left over from a large window; nothing is fetched again. */
  continued?: { result: IngestSourceResult; pendingSummaries: number[] };
}

/** What an ingestion run did; `summariesStarted` counts the summarisation workflows it started. */
export interface IngestSourceResult {
  source: SourceName;
  window: WindowInput | null;
  fetched: number;
  inserted: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  summariesStarted: number;
}

export interface SummariseArticleInput {
  articleId: number;
}

export interface SummariseArticleResult {
  articleId: number;
  /** `skipped` when the article was deleted before its summary was written. */
  status: 'summarised' | 'skipped';
  provider: string | null;
  model: string | null;
}

/** The lower-case key a source goes by in ids and on the command line: `pubmed`, `medrxiv`, `plos`, `doaj`. */
export function sourceKey(source: SourceName): string {
  return source.toLowerCase();
}

/** The hourly schedule of one source. */
export function ingestScheduleId(source: SourceName): string {
  return `ingest-${sourceKey(source)}`;
}

/** The workflow id a schedule's runs share before Temporal appends the nominal time (`ingest:pubmed-2026-08-21T13:05:00Z`). */
export function ingestWorkflowIdPrefix(source: SourceName): string {
  return `ingest:${sourceKey(source)}`;
}

/** The workflow id of a source's first ingestion, started at once when it has never been ingested. */
export function firstIngestionWorkflowId(source: SourceName): string {
  return `ingest:${sourceKey(source)}:first`;
}

/**
 * The ingestion-run id of one window a backfill reads: `ingest:pubmed:backfill:2026-07-01` for a day,
 * `ingest:medrxiv:backfill:2026-07-01..2026-07-30` for a range, so backfilling the same days again updates the same
 * runs, and `npm run ops -- replay <id>` reads a failed one again.
 */
export function backfillWorkflowId(source: SourceName, firstDay: string, lastDay = firstDay): string {
  return `ingest:${sourceKey(source)}:backfill:${firstDay}${lastDay === firstDay ? '' : `..${lastDay}`}`;
}

/** The workflow id of one backfill: `backfill:all:2026-07-01:2026-07-30`, or `backfill:plos:…` for one source. */
export function backfillRunWorkflowId(sources: readonly SourceName[], from: string, to: string): string {
  const all = INGESTED_SOURCES.every((source) => sources.includes(source));
  return `backfill:${all ? 'all' : sources.map(sourceKey).join('+')}:${from}:${to}`;
}

/**
 * How many days one read of a source covers in a backfill. medRxiv's API takes a date range paged by a cursor, so a
 * month is one range of full pages rather than thirty ranges each ending in a part-filled page; the others read a
 * day at a time, so a failed day is one day to replay.
 */
export const BACKFILL_DAYS_PER_READ: Record<SourceName, number> = { PubMed: 1, medRxiv: 30, PLOS: 1, DOAJ: 1 };

/** Days one backfill run covers before it continues as new, keeping each run's history small. */
export const BACKFILL_DAYS_PER_RUN = 30;

/** Summarisation workflows one backfill run starts before it continues as new with the rest. */
export const BACKFILL_SUMMARIES_PER_RUN = 1_000;

/** The query that reports a backfill's progress. */
export const BACKFILL_PROGRESS_QUERY = 'backfillProgress';

/** One backfill: every source named, over the UTC days `from` to `to`, both included. */
export interface BackfillInput {
  sources: SourceName[];
  /** The first and last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Days per run before continuing as new; `BACKFILL_DAYS_PER_RUN` when left out. */
  daysPerRun?: number;
  /** Summaries one run starts before continuing as new with the rest; `BACKFILL_SUMMARIES_PER_RUN` when left out. */
  summariesPerRun?: number;
  /**
   * Set when a backfill continues as new: the next day to read, each source's next unread day, the totals, and the
   * new articles whose summaries are still to start.
   */
  continued?: {
    nextDay: number;
    nextDayBySource: Partial<Record<SourceName, number>>;
    progress: BackfillProgress;
    pendingSummaries: number[];
  };
}

/** Where a backfill stands: days done of the range, and totals over every window read so far. */
export interface BackfillProgress {
  days: number;
  done: number;
  /** The last day finished, `YYYY-MM-DD`; null before the first. */
  day: string | null;
  /** Windows (one source, one read) that succeeded and that failed. */
  succeeded: number;
  failed: number;
  fetched: number;
  inserted: number;
  updated: number;
  summariesStarted: number;
  /** Runs so far: 1, plus one for each time the backfill continued as new. */
  runs: number;
  /** `<ingestion run id>: <reason>` for each failed window. */
  failures: string[];
}

/** The workflow id of an article's summarisation: one at a time per article. */
export function summariseWorkflowId(articleId: number): string {
  return `summarise:${articleId}`;
}

/** One tick of a delivery slot: starts a `sendDigest` workflow for every reader due then. */
export interface DigestTickInput {
  /** The slot, such as `09:00` (Eastern time), as its schedule names it. */
  slot: string;
  /** The moment the tick acts as, an ISO instant on the slot; the schedule's nominal time when left out. */
  at?: string;
  /** Set when a large tick continues as new: where it left off, and what it did so far. */
  continued?: { afterUserId: number; totals: DigestTickResult };
}

/** What a tick did: readers due, digests started, and digests whose workflow had already started. */
export interface DigestTickResult {
  slot: string;
  at: string;
  due: number;
  started: number;
  alreadyStarted: number;
}

/** One reader due at a slot, as the tick's activity lists them. */
export interface DueDigest {
  userId: number;
  frequency: DigestFrequency;
  periodKey: string;
}

/** What starting one page of due readers' digests did. */
export interface DueDigestPageResult {
  listed: number;
  started: number;
  alreadyStarted: number;
  /** The last reader of the page, where the next page starts; null for an empty page. */
  lastUserId: number | null;
}

export interface SendDigestInput {
  userId: number;
  periodKey: string;
  frequency: DigestFrequency;
  /** The slot's instant, ISO, or the moment `digest send` sent the period early: the digest covers the period up to it. */
  periodEnd: string;
  /** ISO: the slot that closes the period, when `digest send` sends it before then; `periodEnd` when left out. */
  slotInstant?: string;
}

/** What sending did; see the digest delivery service for the statuses. */
export interface SendDigestResult extends DigestDeliveryOutcome {
  userId: number;
  periodKey: string;
}

/** The workflow id of one reader's digest for one period: Temporal refuses a second one, whoever starts it. */
export function digestWorkflowId(userId: number, periodKey: string): string {
  return `digest:${userId}:${periodKey}`;
}

/** The schedule of one delivery slot: `digest-0900`. */
export function digestScheduleId(slot: string): string {
  return `digest-${slot.replace(':', '')}`;
}

/** The workflow id a slot's ticks share before the nominal time is appended (`digest-tick:0900-2026-11-29T14:00:00Z`). */
export function digestTickWorkflowIdPrefix(slot: string): string {
  return `digest-tick:${slot.replace(':', '')}`;
}

/** What `npm start` writes to `<data dir>/runtime.json` while it runs, so `npm run ops` and workers can find it. */
export interface RuntimeInfo {
  pid: number;
  databaseUrl: string;
  temporalAddress: string;
  temporalNamespace: string;
  temporalUiUrl: string | null;
}

export const RUNTIME_FILE_NAME = 'runtime.json';

/** The workflow that re-reads stored papers' status at their sources (docs/product/feed.md#status-after-publication). */
export const STATUS_REFRESH_WORKFLOW = 'refreshStatuses';

/** The query that reports a status refresh's progress. */
export const STATUS_REFRESH_PROGRESS_QUERY = 'statusRefreshProgress';

/** Papers re-read per batch: one PubMed EFetch of 200 PMIDs. */
export const STATUS_REFRESH_BATCH = 200;

/** Batches one status refresh run reads before it continues as new, keeping each run's history small. */
export const STATUS_REFRESH_BATCHES_PER_RUN = 50;

/** The workflow id of a status refresh: `status-refresh:all`, or `status-refresh:since-2026-01-01`. */
export function statusRefreshWorkflowId(since: string | null): string {
  return `status-refresh:${since ? `since-${since}` : 'all'}`;
}

/** One status refresh: every stored PubMed paper and medRxiv preprint, or those public since a day. */
export interface StatusRefreshInput {
  /** `YYYY-MM-DD`, or null for every stored paper. */
  since: string | null;
  /** Papers per batch; `STATUS_REFRESH_BATCH` when left out. */
  batchSize?: number;
  /** Batches per run before continuing as new; `STATUS_REFRESH_BATCHES_PER_RUN` when left out. */
  batchesPerRun?: number;
  /** Set when a refresh continues as new: the last paper checked and the totals so far. */
  continued?: { afterId: number; progress: StatusRefreshProgress };
}

/** Where a status refresh stands. */
export interface StatusRefreshProgress {
  /** Papers to re-check, counted when the refresh started. */
  total: number;
  checked: number;
  /** Papers whose status changed, and papers otherwise updated (a preprint's journal version found, say). */
  changed: number;
  updated: number;
  /** The id of the last paper checked; the refresh resumes after it. */
  afterId: number;
  /** Runs so far: 1, plus one for each time the refresh continued as new. */
  runs: number;
}

/** One batch of a status refresh: the papers after `afterId`. */
export interface StatusRefreshBatchInput {
  since: string | null;
  afterId: number;
  limit: number;
}

/** What one batch re-read: how many papers, the last one's id (null when none were left), what changed. */
export interface StatusRefreshBatchResult {
  checked: number;
  lastId: number | null;
  changed: number;
  updated: number;
}

/** The workflow that posts one webhook delivery, retrying for 24 hours. */
export const DELIVER_WEBHOOK_WORKFLOW = 'deliverWebhook';

export interface DeliverWebhookInput {
  deliveryId: number;
}

/**
 * What a delivery came to: `delivered`; `failed` when 24 hours of tries failed or a try disabled the endpoint
 * (`disabled`, and its reader was emailed); `gone` when the delivery or its endpoint was deleted, or the endpoint was
 * already disabled.
 */
export interface DeliverWebhookResult {
  deliveryId: number;
  status: 'delivered' | 'failed' | 'gone';
  disabled: boolean;
}

/**
 * The workflow id of one delivery's tries: `webhook-delivery:<id>` for the first, started once however often the paper
 * is summarised; `webhook-delivery:<id>:again-<n>` for the reader's n-th request to deliver it again.
 */
export function webhookDeliveryWorkflowId(deliveryId: number, redelivery = 0): string {
  return `webhook-delivery:${deliveryId}${redelivery > 0 ? `:again-${redelivery}` : ''}`;
}

/** The workflow that asks the AI again for papers whose AI summary was refused (docs/product/ai.md#asking-the-ai-again). */
export const REASK_SUMMARIES_WORKFLOW = 'reaskOfflineSummaries';

/** Its hourly schedule. */
export const REASK_SCHEDULE_ID = 'reask-summaries';

/** The workflow id a schedule's runs share before Temporal appends the nominal time (`reask-summaries-2026-11-28T14:30:00Z`). */
export const REASK_WORKFLOW_ID_PREFIX = 'reask-summaries';

/** One run of re-asks. */
export interface ReaskSummariesInput {
  /** The moment the run acts as, ISO: papers due by then are asked; the run's start when left out. */
  at?: string;
  /** Papers asked at most; the worker's AI_REASK_BATCH when left out. */
  limit?: number;
}

/** What a run of re-asks did: papers due, AI summaries stored, papers still offline, papers skipped, activities failed. */
export interface ReaskSummariesResult {
  at: string;
  due: number;
  summarised: number;
  stillOffline: number;
  /** Listed as due but found not due when asked: another run asked first, or the paper changed or went. */
  skipped: number;
  /** Re-asks whose activity failed after its retries (the database, not the AI); tried again at the paper's next time. */
  failed: number;
}

/** One paper asked again, as of `at` (ISO). */
export interface ReaskSummaryInput {
  articleId: number;
  at: string;
}

/** What asking one paper again came to; `nextAttemptAt` (ISO) is null once Paperlight gave up on it. */
export type ReaskSummaryResult =
  | { articleId: number; status: 'summarised'; provider: string; model: string }
  | { articleId: number; status: 'still_offline'; attempts: number; failure: string; nextAttemptAt: string | null }
  | { articleId: number; status: 'not_due' | 'no_provider' };
