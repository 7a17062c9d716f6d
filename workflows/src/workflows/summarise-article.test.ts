import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftFrom, insertDrafts } from '#graph-test/factories.js';
import { startHarness, type Harness } from '../../test/harness.js';
import { SUMMARISE_ARTICLE_WORKFLOW, summariseWorkflowId, type SummariseArticleResult } from '../contracts.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('summarise');
});

afterAll(async () => {
  await harness?.close();
});

async function summarise(articleId: number) {
  return harness.temporal.client.workflow.start(SUMMARISE_ARTICLE_WORKFLOW, {
    workflowId: summariseWorkflowId(articleId),
    taskQueue: harness.taskQueue,
    args: [{ articleId }],
  });
}

async function attemptsOf(handle: Awaited<ReturnType<typeof summarise>>): Promise<number[]> {
  const history = await handle.fetchHistory();
  return (history.events ?? []).flatMap((event) =>
    event.activityTaskStartedEventAttributes ? [event.activityTaskStartedEventAttributes.attempt ?? 0] : [],
  );
}

describe('summariseArticle', () => {
  const rowOf = async (articleId: number) => {
    const [row] = await harness.db.orm.em
      .fork()
      .getConnection()
      .execute<{ ai_summary: string | null; summary_provider: string; summary_quality_flag: string | null }[]>(
        'select ai_summary, summary_provider, summary_quality_flag from articles where id = ?',
        [articleId],
      );
    return row;
  };

  it('retries the AI call on 429 and 500 within the gateway, then stores the summary in the first attempt', async () => {
    harness.openai.reset();
    const [articleId] = await insertDrafts(harness.db.orm.em, [await draftFrom(3)]);
    harness.openai.script({ status: 429, headers: { 'retry-after-ms': '200' } }, { status: 500 });
    const handle = await summarise(articleId);
    const result = (await handle.result()) as SummariseArticleResult;
    expect(result).toEqual({ articleId, status: 'summarised', provider: 'openai', model: 'gpt-4o-mini-2026-01-01' });
    expect(harness.openai.requests).toHaveLength(3);
    expect(await attemptsOf(handle)).toEqual([1]);
    const row = await rowOf(articleId);
    expect(row.summary_provider).toBe('openai');
    expect(row.ai_summary).toMatch(/canned summary/);
  });

  it('stores the offline summary, flagged, in the first attempt when the provider rejects the request', async () => {
    harness.openai.reset();
    const [articleId] = await insertDrafts(harness.db.orm.em, [await draftFrom(4)]);
    harness.openai.script({
      status: 400,
      body: { error: { message: "Unsupported model 'gpt-nonexistent'", type: 'invalid_request_error' } },
    });
    const handle = await summarise(articleId);
    expect(await handle.result()).toEqual({ articleId, status: 'summarised', provider: 'local', model: 'extractive-v2' });
    expect(harness.openai.requests).toHaveLength(1);
    expect(await attemptsOf(handle)).toEqual([1]);
    const row = await rowOf(articleId);
    expect(row.summary_provider).toBe('local');
    expect(row.ai_summary).not.toBeNull();
    expect(row.summary_quality_flag).toMatch(
      /^The AI summary was not used: the AI provider could not answer \(.*HTTP 400.*gpt-nonexistent/,
    );
  });

  it('leaves every paper with a summary in its first attempt when the provider fails every call', async () => {
    harness.openai.reset();
    const ids = await insertDrafts(harness.db.orm.em, [await draftFrom(5), await draftFrom(6), await draftFrom(7)]);
    harness.openai.script(...Array.from({ length: 30 }, () => ({ status: 503 })));
    const handles = await Promise.all(ids.map((id) => summarise(id)));
    const results = (await Promise.all(handles.map((handle) => handle.result()))) as SummariseArticleResult[];
    expect(results.map((result) => result.provider)).toEqual(['local', 'local', 'local']);
    for (const handle of handles) expect(await attemptsOf(handle)).toEqual([1]);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ summary_provider: 'local' });
      expect(row.ai_summary?.length).toBeGreaterThan(0);
      expect(row.summary_quality_flag).toMatch(/the AI provider could not answer \(The AI provider failed with HTTP 503/);
    }
    // Three attempts each, none retried by Temporal.
    expect(harness.openai.requests).toHaveLength(9);
  });

  it('ends as skipped when the article was deleted first', async () => {
    const result = (await (await summarise(987_654)).result()) as SummariseArticleResult;
    expect(result).toEqual({ articleId: 987_654, status: 'skipped', provider: null, model: null });
  });
});
