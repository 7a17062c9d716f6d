import { ApplicationFailure } from '@temporalio/activity';
import { runActivity } from '../../test/activity-environment.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiSummariser } from '#graph/modules/summary/openai-summariser.service.js';
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
    summariser: new OpenAiSummariser({ apiKey: 'sk-test', baseUrl: openai.baseUrl, model: 'gpt-4o-mini' }),
  });
  [articleId] = await insertDrafts(db.orm.em, [await draftFrom(0)]);
});

afterEach(() => openai.reset());

afterAll(async () => {
  await openai?.close();
  await db?.drop();
});

const draft = (id = articleId) => runActivity(activities.draftSummary, { articleId: id });

async function failureOf(promise: Promise<unknown>): Promise<ApplicationFailure> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApplicationFailure);
  return error as ApplicationFailure;
}

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

  it('fails retryably on 429, after the wait the provider asked for', async () => {
    openai.script({ status: 429, headers: { 'retry-after-ms': '2500' } });
    expect(await failureOf(draft())).toMatchObject({ type: 'SummaryUnavailable', nonRetryable: false, nextRetryDelay: 2500 });
  });

  it('fails retryably on 500', async () => {
    openai.script({ status: 500 });
    expect(await failureOf(draft())).toMatchObject({ type: 'SummaryUnavailable', nonRetryable: false });
  });

  it('fails without retry on 400', async () => {
    openai.script({ status: 400, body: { error: { message: 'Invalid schema for response_format', type: 'invalid_request_error' } } });
    const failure = await failureOf(draft());
    expect(failure).toMatchObject({ type: 'SummaryRejected', nonRetryable: true });
    expect(failure.message).toMatch(/^The AI provider rejected the request with HTTP 400: .*Invalid schema/);
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
