import { runActivity } from '../../test/activity-environment.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AiGateway } from '#graph/modules/ai-gateway/ai-gateway.service.js';
import { AiSummariser } from '#graph/modules/summary/ai-summariser.service.js';
import { createTestDatabase, type TestDatabase } from '#graph-test/database.js';
import { draftFrom, insertDrafts } from '#graph-test/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai.js';
import { createSummarisingActivities } from './summarising.js';

let db: TestDatabase;
let openai: FakeOpenAi;
let activities: ReturnType<typeof createSummarisingActivities>;
let articleId: number;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  openai = await startFakeOpenAi();
  activities = createSummarisingActivities({
    orm: db.orm,
    summariser: new AiSummariser(new AiGateway({ apiKey: 'sk-test', baseUrl: openai.baseUrl, model: 'gpt-4o-mini', retryDelayMs: 5 })),
  });
  [articleId] = await insertDrafts(db.orm.em, [await draftFrom(0)]);
});

afterEach(() => openai.reset());

afterAll(async () => {
  await openai?.close();
  await db?.drop();
});

const draft = (id = articleId) => runActivity(activities.draftSummary, { articleId: id });

describe('draftSummary', () => {
  it('returns the provider’s summary with its provider and model, unsaved', async () => {
    const summary = await draft();
    expect(summary).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini-2026-01-01' });
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ ai_summary: string | null }[]>('select ai_summary from articles where id = ?', [articleId]);
    expect(row.ai_summary).toBeNull();
  });

  it('retries 429 within the gateway, after the wait the provider asked for, and returns the AI summary', async () => {
    openai.script({ status: 429, headers: { 'retry-after-ms': '300' } });
    expect(await draft()).toMatchObject({ provider: 'openai', fallbackReason: null });
    expect(openai.requests).toHaveLength(2);
  });

  it('returns the offline summary, flagged, when the provider fails every attempt, rather than failing', async () => {
    openai.script({ status: 500 }, { status: 500 }, { status: 500 });
    expect(await draft()).toMatchObject({ provider: 'local', model: 'extractive-v2', fallbackReason: 'provider_failed' });
    expect(openai.requests).toHaveLength(3);
  });

  it('returns the offline summary, flagged, when the provider rejects the request', async () => {
    openai.script({ status: 400, body: { error: { message: 'The model gpt-nonexistent does not exist', type: 'invalid_request_error' } } });
    const summary = await draft();
    expect(summary).toMatchObject({ provider: 'local', fallbackReason: 'provider_failed' });
    expect(summary?.qualityFlag).toMatch(/HTTP 400: .*gpt-nonexistent does not exist/);
  });

  it('returns null for an article that no longer exists', async () => {
    expect(await draft(999_999)).toBeNull();
  });
});

describe('storeSummary', () => {
  it('stores the summary with its provenance, and reports a deleted article', async () => {
    const summary = { simplifiedTitle: 'A plain title', summary: 'A plain summary.', provider: 'openai', model: 'gpt-4o-mini-2026-01-01' };
    expect(await runActivity(activities.storeSummary, { articleId, summary })).toBe(true);
    const [row] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ ai_summary: string; summary_provider: string; summary_model: string }[]>(
        'select ai_summary, summary_provider, summary_model from articles where id = ?',
        [articleId],
      );
    expect(row).toEqual({ ai_summary: 'A plain summary.', summary_provider: 'openai', summary_model: 'gpt-4o-mini-2026-01-01' });
    expect(await runActivity(activities.storeSummary, { articleId: 999_999, summary })).toBe(false);
  });
});
