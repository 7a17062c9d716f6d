import { WorkflowFailedError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_NAMES } from '#graph/modules/article/article-sources.types.js';
import { findIngestionRun } from '#graph/modules/ingestion/ingestion-run.service.js';
import { recordsOnDay } from '../../test/fixture-records.js';
import { startHarness, type Harness } from '../../test/harness.js';
import { expectedDrafts, articlesOf, waitForSummaries, snapshotArticles } from '../../test/ingestion-expectations.js';
import {
  INGEST_SOURCE_WORKFLOW,
  ingestWorkflowIdPrefix,
  sourceKey,
  type IngestSourceInput,
  type IngestSourceResult,
} from '../contracts.js';
import { replayRun } from '../ops/replay.js';
import type { OpsContext } from '../ops/ops-context.js';

const DAY = '2026-07-01';
const NOMINAL = `${DAY}T13:05:00Z`;
let harness: Harness;

beforeAll(async () => {
  // One failed attempt per request, so the Temporal activity retry (not the client's) recovers from a 500.
  harness = await startHarness('ingest', { attempts: 1 });
  harness.sources.pools = recordsOnDay(harness.recorded, DAY);
});

afterAll(async () => {
  await harness?.close();
});

function start(workflowId: string, input: IngestSourceInput) {
  return harness.temporal.client.workflow.start(INGEST_SOURCE_WORKFLOW, { workflowId, taskQueue: harness.taskQueue, args: [input] });
}

async function run(workflowId: string, input: IngestSourceInput): Promise<IngestSourceResult> {
  return (await start(workflowId, input)).result() as Promise<IngestSourceResult>;
}

function opsContext(): OpsContext {
  return {
    em: async () => harness.db.orm.em.fork(),
    client: async () => harness.temporal.client,
    out: { log: () => undefined, error: () => undefined, interactive: false },
    taskQueue: harness.taskQueue,
    summariser: { provider: 'openai' },
  };
}

describe('an hourly ingestion run', () => {
  it.each(SOURCE_NAMES)('lands every %s paper of the window once, visible at once and summarised after', async (source) => {
    harness.openai.hold();
    const expected = expectedDrafts(harness.sources.pools, source);
    const workflowId = `${ingestWorkflowIdPrefix(source)}-${NOMINAL}`;
    const result = await run(workflowId, { source, trigger: 'schedule', until: NOMINAL });
    expect(result).toMatchObject({
      source,
      fetched: expected.length,
      inserted: expected.length,
      updated: 0,
      duplicates: 0,
      summariesStarted: expected.length,
    });
    // The first run of a source reads the 24 hours before its nominal time.
    expect(result.window).toEqual({ start: '2026-06-30T13:05:00.000Z', end: '2026-07-01T13:05:00.000Z' });
    const stored = await articlesOf(harness.db, source);
    expect(stored.map((article) => article.external_id).sort()).toEqual(expected.map((draft) => draft.externalId).sort());
    expect(stored.every((article) => article.ai_summary === null)).toBe(true);
    harness.openai.release();
    const summarised = await waitForSummaries(harness.db, source, expected.length);
    expect(summarised.every((article) => article.summary_provider === 'openai' && article.summary_model === 'gpt-4o-mini-2026-01-01')).toBe(
      true,
    );
    const row = await findIngestionRun({ em: harness.db.orm.em.fork() }, workflowId);
    expect(row).toMatchObject({
      status: 'succeeded',
      trigger: 'schedule',
      attempts: 1,
      fetched: expected.length,
      inserted: expected.length,
    });
  });

  it('adds nothing and changes nothing when the same window runs again (T9), and starts no summaries', async () => {
    const before = await snapshotArticles(harness.db);
    const first = await findIngestionRun({ em: harness.db.orm.em.fork() }, `ingest:pubmed-${NOMINAL}`);
    const window = { start: first!.windowStart.toISOString(), end: first!.windowEnd.toISOString() };
    const again = await run('ingest:pubmed:again', { source: 'PubMed', window });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: again.fetched, summariesStarted: 0 });
    expect(again.fetched).toBeGreaterThan(0);
    const nextHour = await run(`ingest:pubmed-${DAY}T14:05:00Z`, { source: 'PubMed', trigger: 'schedule', until: `${DAY}T14:05:00Z` });
    expect(nextHour.window).toEqual({ start: `${DAY}T13:05:00.000Z`, end: `${DAY}T14:05:00.000Z` });
    expect(nextHour).toMatchObject({ inserted: 0, updated: 0 });
    expect(await snapshotArticles(harness.db)).toEqual(before);
  });
});

describe('a failing source', () => {
  const DAY2 = '2026-07-02';

  beforeAll(() => {
    harness.sources.pools = recordsOnDay(harness.recorded, DAY2, 1, 1);
  });

  it('answering 500 then 200 ends in success through the activity retry', async () => {
    harness.sources.script('plos', { status: 500, body: 'Internal Server Error' });
    const handle = await start('ingest:plos:flaky', { source: 'PLOS', window: { start: `${DAY2}T00:00:00Z`, end: `${DAY2}T01:00:00Z` } });
    const result = (await handle.result()) as IngestSourceResult;
    expect(result.inserted).toBe(expectedDrafts(harness.sources.pools, 'PLOS').length);
    const attempts = (await handle.fetchHistory()).events
      ?.filter((event) => event.activityTaskStartedEventAttributes)
      .map((event) => event.activityTaskStartedEventAttributes?.attempt);
    expect(attempts).toContain(2);
  });

  it('answering garbage fails the run with a readable error and writes nothing; a replay succeeds once it recovers', async () => {
    const workflowId = `${ingestWorkflowIdPrefix('medRxiv')}-${DAY2}T13:10:00Z`;
    const before = (await articlesOf(harness.db, 'medRxiv')).length;
    harness.sources.script('medrxiv', { status: 200, body: '<html><body>Down for maintenance</body></html>' });
    const failure = await run(workflowId, {
      source: 'medRxiv',
      trigger: 'schedule',
      window: { start: `${DAY2}T12:10:00Z`, end: `${DAY2}T13:10:00Z` },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkflowFailedError);
    expect((failure as WorkflowFailedError).cause?.message).toMatch(
      /^Ingestion from medRxiv for 2026-07-02T12:10:00.000Z – 2026-07-02T13:10:00.000Z failed: medRxiv: response is not valid JSON \(.+\); nothing from this window was stored\.$/,
    );
    expect((await articlesOf(harness.db, 'medRxiv')).length).toBe(before);
    const failed = await findIngestionRun({ em: harness.db.orm.em.fork() }, workflowId);
    expect(failed).toMatchObject({ status: 'failed', fetched: 0, inserted: 0 });
    expect(failed?.error).toMatch(/^medRxiv: response is not valid JSON/);

    const replay = await replayRun(opsContext(), workflowId);
    expect(replay.status).toBe('succeeded');
    const expected = expectedDrafts(harness.sources.pools, 'medRxiv');
    expect((await articlesOf(harness.db, 'medRxiv')).length).toBe(before + expected.length);
    expect(await findIngestionRun({ em: harness.db.orm.em.fork() }, workflowId)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      inserted: expected.length,
    });
    expect(await replayRun(opsContext(), workflowId)).toMatchObject({ status: 'skipped' });
  });

  it('refuses a source that redirects to a private address, without retrying', async () => {
    harness.sources.script('doaj', { redirect: 'http://169.254.169.254/latest/meta-data/' });
    const failure = await run(`ingest:${sourceKey('DOAJ')}:redirected`, {
      source: 'DOAJ',
      window: { start: `${DAY2}T00:00:00Z`, end: `${DAY2}T01:00:00Z` },
    }).catch((error: unknown) => error);
    expect((failure as WorkflowFailedError).cause?.message).toMatch(
      /DOAJ: refused a redirect to http:\/\/169\.254\.169\.254: it is not one of the source APIs\.$/,
    );
  });
});
