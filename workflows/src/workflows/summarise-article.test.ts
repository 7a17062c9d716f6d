import { WorkflowFailedError } from '@temporalio/client';
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
  it('retries the AI call on 429 and 500 with backoff, then stores the summary', async () => {
    const [articleId] = await insertDrafts(harness.db.orm.em, [await draftFrom(3)]);
    harness.openai.script({ status: 429, headers: { 'retry-after-ms': '200' } }, { status: 500 });
    const handle = await summarise(articleId);
    const result = (await handle.result()) as SummariseArticleResult;
    expect(result).toEqual({ articleId, status: 'summarised', provider: 'openai', model: 'gpt-4o-mini-2026-01-01' });
    expect(harness.openai.requests).toHaveLength(3);
    expect(await attemptsOf(handle)).toEqual([3]);
    const [row] = await harness.db.orm.em
      .fork()
      .getConnection()
      .execute<{ ai_summary: string | null; summary_provider: string }[]>(
        'select ai_summary, summary_provider from articles where id = ?',
        [articleId],
      );
    expect(row.summary_provider).toBe('openai');
    expect(row.ai_summary).toMatch(/canned summary/);
  });

  it('fails at once on a request the provider rejects, leaving the article without a summary', async () => {
    harness.openai.reset();
    const [articleId] = await insertDrafts(harness.db.orm.em, [await draftFrom(4)]);
    harness.openai.script({
      status: 400,
      body: { error: { message: "Unsupported model 'gpt-nonexistent'", type: 'invalid_request_error' } },
    });
    const handle = await summarise(articleId);
    const failure = await handle.result().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkflowFailedError);
    expect(harness.openai.requests).toHaveLength(1);
    expect(await attemptsOf(handle)).toEqual([1]);
  });

  it('ends as skipped when the article was deleted first', async () => {
    const result = (await (await summarise(987_654)).result()) as SummariseArticleResult;
    expect(result).toEqual({ articleId: 987_654, status: 'skipped', provider: null, model: null });
  });
});
