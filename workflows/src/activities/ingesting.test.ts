import { ApplicationFailure } from '@temporalio/activity';
import { activityEnvironment, runActivity } from '../../test/activity-environment.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findIngestionRun, type IngestionOutcome } from '#graph/modules/ingestion/ingestion-run.service.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { loadRecordPools, recordsOnDay } from '../../test/fixture-records.js';
import { testSourceClients } from '../../test/source-clients.js';
import { startSourceServer, type SourceServer } from '../../test/source-server.js';
import { createIngestingActivities, type BeginIngestionRunInput, type IngestWindowInput } from './ingesting.js';

let db: TestDatabase;
let server: SourceServer;
let activities: ReturnType<typeof createIngestingActivities>;
const DAY = '2026-07-01';
const WINDOW = { start: `${DAY}T09:00:00.000Z`, end: `${DAY}T10:00:00.000Z` };

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  server = await startSourceServer(recordsOnDay(loadRecordPools(), DAY));
  activities = createIngestingActivities({ orm: db.orm, sources: testSourceClients(server, { attempts: 1 }) });
});

afterEach(() => server.reset());

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function failureOf(promise: Promise<unknown>): Promise<ApplicationFailure> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApplicationFailure);
  return error as ApplicationFailure;
}

const begin = (workflowId: string, overrides: Partial<BeginIngestionRunInput> = {}) => {
  const input: BeginIngestionRunInput = {
    workflowId,
    temporalRunId: 'run-1',
    source: 'medRxiv',
    trigger: 'schedule',
    window: null,
    until: WINDOW.end,
    ...overrides,
  };
  return runActivity(activities.beginIngestionRun, input);
};

const ingest = (input: IngestWindowInput) => runActivity(activities.ingestWindow, input);

describe('beginIngestionRun', () => {
  it('reads the 24 hours before a source’s first run, and keeps that window for a retry and for a replay', async () => {
    const first = { window: { start: `2026-06-30T10:00:00.000Z`, end: WINDOW.end }, attempts: 1 };
    expect(await begin('first')).toEqual(first);
    expect(await begin('first', { until: `${DAY}T23:00:00.000Z` })).toEqual(first);
    expect(await begin('first', { temporalRunId: 'run-2', until: `${DAY}T23:00:00.000Z` })).toEqual({ ...first, attempts: 2 });
  });

  it('uses an explicit window as given', async () => {
    expect((await begin('explicit', { window: WINDOW })).window).toEqual(WINDOW);
  });
});

describe('ingestWindow', () => {
  it('stores the window, marks the run succeeded and heartbeats; a retry after the commit still reports the new ids', async () => {
    await begin('stored', { window: WINDOW, source: 'PLOS' });
    const environment = activityEnvironment();
    let heartbeats = 0;
    environment.on('heartbeat', () => (heartbeats += 1));
    const input: IngestWindowInput = { workflowId: 'stored', source: 'PLOS', window: WINDOW };
    const first = await environment.run<[IngestWindowInput], IngestionOutcome, typeof activities.ingestWindow>(
      activities.ingestWindow,
      input,
    );
    expect(first.fetched).toBe(20);
    expect(first.insertedIds).toHaveLength(20);
    expect(heartbeats).toBeGreaterThan(0);
    const retried = await ingest({ workflowId: 'stored', source: 'PLOS', window: WINDOW });
    expect(retried).toEqual({ ...first, unchanged: 20 });
    expect(await findIngestionRun({ em: db.orm.em.fork() }, 'stored')).toMatchObject({ status: 'succeeded', inserted: 20, fetched: 20 });
  });

  it('fails without retry and stores nothing when the source answers garbage', async () => {
    await begin('garbage', { window: WINDOW, source: 'DOAJ' });
    server.script('doaj', { status: 200, body: '{"results": [{"id": "x", "bibjson": ' });
    const failure = await failureOf(ingest({ workflowId: 'garbage', source: 'DOAJ', window: WINDOW }));
    expect(failure).toMatchObject({ type: 'SourceParseError', nonRetryable: true });
    expect(failure.message).toMatch(/^DOAJ: response is not valid JSON .*; nothing from this window was stored\.$/);
    const [{ count }] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>(`select count(*) from articles where source = 'DOAJ'`);
    expect(Number(count)).toBe(0);
  });

  it('fails retryably on a 503, after the Retry-After the source sent', async () => {
    await begin('busy', { window: WINDOW, source: 'PubMed' });
    server.script('pubmed', { status: 503, headers: { 'retry-after': '7' } });
    const failure = await failureOf(ingest({ workflowId: 'busy', source: 'PubMed', window: WINDOW }));
    expect(failure).toMatchObject({ type: 'SourceUnavailable', nonRetryable: false, nextRetryDelay: 7000 });
  });

  it('fails without retry on a 404', async () => {
    await begin('missing', { window: WINDOW, source: 'PubMed' });
    server.script('pubmed', { status: 404 });
    expect(await failureOf(ingest({ workflowId: 'missing', source: 'PubMed', window: WINDOW }))).toMatchObject({
      type: 'SourceRejected',
      nonRetryable: true,
    });
  });
});

describe('recordIngestionFailure', () => {
  it('marks the run failed with its reason', async () => {
    await begin('broken', { window: WINDOW });
    await runActivity(activities.recordIngestionFailure, { workflowId: 'broken', error: 'medRxiv: API answered "error".' });
    expect(await findIngestionRun({ em: db.orm.em.fork() }, 'broken')).toMatchObject({
      status: 'failed',
      error: 'medRxiv: API answered "error".',
    });
  });
});
