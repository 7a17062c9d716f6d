import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom } from '../../../test/factories.js';
import type { ArticleDraft } from './article-draft.types.js';
import {
  failIngestionRun,
  listIngestionRuns,
  recordIngestion,
  resolveIngestionWindow,
  startIngestionRun,
  type StartIngestionRunInput,
} from './ingestion-run.service.js';

let db: TestDatabase;
const ctx = () => ({ em: db.orm.em.fork() });
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
});

afterAll(async () => {
  await db?.drop();
});

function start(workflowId: string, overrides: Partial<StartIngestionRunInput> = {}) {
  return startIngestionRun(ctx(), {
    workflowId,
    temporalRunId: `${workflowId}/1`,
    source: 'PLOS',
    trigger: 'schedule',
    window: null,
    until: at('2026-07-01T13:00:00Z'),
    ...overrides,
  });
}

async function succeed(workflowId: string, drafts: ArticleDraft[] = []) {
  return recordIngestion(ctx(), { workflowId, drafts });
}

describe('resolveIngestionWindow', () => {
  it('reads the last 24 hours when a source has never succeeded, ignoring failed runs', async () => {
    await start('failed-plos', { window: { start: at('2026-07-01T10:00:00Z'), end: at('2026-07-01T11:00:00Z') } });
    await failIngestionRun(ctx(), { workflowId: 'failed-plos', error: 'PLOS: API answered HTTP 503.' });
    expect(await resolveIngestionWindow(ctx(), 'PLOS', at('2026-07-01T13:00:00Z'))).toEqual({
      start: at('2026-06-30T13:00:00Z'),
      end: at('2026-07-01T13:00:00Z'),
      clamped: false,
    });
  });

  it('starts at the end of the latest successful window that ends by the nominal time', async () => {
    await start('ok-1', { source: 'DOAJ', window: { start: at('2026-07-01T10:00:00Z'), end: at('2026-07-01T11:00:00Z') } });
    await succeed('ok-1');
    await start('ok-later', { source: 'DOAJ', window: { start: at('2026-07-05T10:00:00Z'), end: at('2026-07-05T11:00:00Z') } });
    await succeed('ok-later');
    expect(await resolveIngestionWindow(ctx(), 'DOAJ', at('2026-07-01T14:00:00Z'))).toMatchObject({
      start: at('2026-07-01T11:00:00Z'),
      clamped: false,
    });
  });

  it('cuts a gap longer than seven days and never reads less than an hour', async () => {
    expect(await resolveIngestionWindow(ctx(), 'DOAJ', at('2026-07-20T11:00:00Z'))).toMatchObject({
      start: at('2026-07-13T11:00:00Z'),
      clamped: true,
    });
    expect(await resolveIngestionWindow(ctx(), 'DOAJ', at('2026-07-01T11:00:00Z'))).toMatchObject({ start: at('2026-07-01T10:00:00Z') });
  });
});

describe('startIngestionRun and recordIngestion', () => {
  it('store the papers and mark the run succeeded together, and a retried execution keeps its window', async () => {
    const run = await start('hourly', { source: 'medRxiv', until: at('2026-07-02T13:00:00Z') });
    expect([run.windowStart, run.windowEnd, run.attempts]).toEqual([at('2026-07-01T13:00:00Z'), at('2026-07-02T13:00:00Z'), 1]);
    const drafts = [await draftFrom(0, { source: 'medRxiv' }), await draftFrom(1, { source: 'medRxiv' })];
    const outcome = await succeed('hourly', drafts);
    expect(outcome).toMatchObject({ fetched: 2, updated: 0, unchanged: 0, duplicates: 0 });
    expect(outcome.insertedIds).toHaveLength(2);
    expect(await succeed('hourly', drafts)).toEqual({ ...outcome, unchanged: 2 });
    const replay = await start('hourly', { source: 'medRxiv', temporalRunId: 'hourly/2', until: at('2026-07-09T00:00:00Z') });
    expect([replay.windowStart, replay.windowEnd, replay.attempts, replay.inserted]).toEqual([
      at('2026-07-01T13:00:00Z'),
      at('2026-07-02T13:00:00Z'),
      2,
      0,
    ]);
  });

  it('write nothing when storing fails half-way: the run stays as it was', async () => {
    await start('broken', { source: 'PubMed', window: { start: at('2026-07-01T00:00:00Z'), end: at('2026-07-02T00:00:00Z') } });
    const bad = { ...(await draftFrom(2, { source: 'PubMed' })), publishedDate: 'not a date' };
    await expect(succeed('broken', [await draftFrom(3, { source: 'PubMed' }), bad])).rejects.toThrow();
    const [{ count }] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>(`select count(*)::int as count from articles where source = 'PubMed'`);
    expect(count).toBe(0);
    expect((await listIngestionRuns(ctx(), { source: 'PubMed' }))[0]).toMatchObject({
      workflowId: 'broken',
      status: 'running',
      inserted: 0,
    });
  });
});

describe('listIngestionRuns', () => {
  it('lists newest first, by status and source', async () => {
    const failed = await listIngestionRuns(ctx(), { status: 'failed' });
    expect(failed.map((run) => [run.workflowId, run.error])).toEqual([['failed-plos', 'PLOS: API answered HTTP 503.']]);
    expect((await listIngestionRuns(ctx(), { source: 'DOAJ' })).map((run) => run.workflowId)).toEqual(['ok-later', 'ok-1']);
    expect(await listIngestionRuns(ctx(), { limit: 2 })).toHaveLength(2);
  });
});
