import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channel, LiveTopic, parseLiveEvent, parseReadChange } from '#graph/lib/change-events.js';
import { LocalSummariser } from '#graph/modules/summary/local-summariser.service.js';
import { draftArticleSummary } from '#graph/modules/summary/summary-drafting.service.js';
import { selectSummaryReask } from '#graph/modules/summary/summary-reask.queries.js';
import { saveSummary } from '#graph/modules/summary/summary.service.js';
import { draftFrom, insertDrafts } from '#graph-test/factories.js';
import { startHarness, type Harness } from '../../test/harness.js';
import {
  REASK_SUMMARIES_WORKFLOW,
  SUMMARISE_ARTICLE_WORKFLOW,
  summariseWorkflowId,
  type ReaskSummariesInput,
  type ReaskSummariesResult,
} from '../contracts.js';

const HOUR = 3_600_000;
// A request the provider refuses outright: the gateway does not retry it, so one re-ask is one request.
const REFUSED = { status: 400, body: { error: { message: "Unsupported model 'gpt-nonexistent'", type: 'invalid_request_error' } } };

let harness: Harness;
let listener: pg.Client;
const heard: { channel: string; payload: string }[] = [];
let flushes = 0;

beforeAll(async () => {
  harness = await startHarness('reask');
  listener = new pg.Client({ connectionString: harness.db.url });
  await listener.connect();
  listener.on('notification', (message) => heard.push({ channel: message.channel, payload: message.payload ?? '' }));
  await listener.query(`listen ${Channel.Reads}`);
  await listener.query(`listen ${Channel.Live}`);
});

afterAll(async () => {
  await listener?.end();
  await harness?.close();
});

/** Waits until every announcement committed so far has been heard: PostgreSQL delivers them in commit order. */
async function flush(): Promise<void> {
  const marker = `flush-${++flushes}`;
  await listener.query('select pg_notify($1, $2)', [Channel.Reads, marker]);
  const deadline = Date.now() + 10_000;
  while (!heard.some((entry) => entry.payload === marker)) {
    if (Date.now() > deadline) throw new Error(`The announcement ${marker} was never heard.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Announcements of a changed row of the article on the reads channel, among `entries`. */
const readChangesOf = (articleId: number, entries = heard) =>
  entries.filter((entry) => {
    if (entry.channel !== Channel.Reads || entry.payload.startsWith('flush-')) return false;
    const change = parseReadChange(entry.payload);
    return change.kind === 'articles' && change.articleIds.has(articleId);
  }).length;

/** ArticleAdded live events for the article: the paper joining the library. */
const additionsOf = (articleId: number) =>
  heard.filter((entry) => {
    const event = entry.channel === Channel.Live ? parseLiveEvent(entry.payload) : null;
    return event?.topic === LiveTopic.ArticleAdded && event.payload.articleId === articleId;
  }).length;

async function reask(workflowId: string, input: ReaskSummariesInput): Promise<{ result: ReaskSummariesResult; activities: string[] }> {
  const handle = await harness.temporal.client.workflow.start(REASK_SUMMARIES_WORKFLOW, {
    workflowId,
    taskQueue: harness.taskQueue,
    args: [input],
  });
  const result = (await handle.result()) as ReaskSummariesResult;
  const history = await handle.fetchHistory();
  const activities = (history.events ?? []).flatMap((event) => {
    const name = event.activityTaskScheduledEventAttributes?.activityType?.name;
    return name ? [name] : [];
  });
  await flush();
  return { result, activities };
}

async function articleRow(articleId: number) {
  const [row] = await harness.db.orm.em
    .fork()
    .getConnection()
    .execute<{ ai_summary: string; summary_provider: string; summary_quality_flag: string | null; summarised_at: Date }[]>(
      'select ai_summary, summary_provider, summary_quality_flag, summarised_at from articles where id = ?',
      [articleId],
    );
  return { ...row, summarised_at: new Date(row.summarised_at) };
}

describe('reaskOfflineSummaries', () => {
  it('asks the AI again an hour after a refused summary: a failure keeps the offline summary and waits, a success replaces it once', async () => {
    const [offline, aiSummarised, noProvider] = await insertDrafts(harness.db.orm.em, [
      await draftFrom(10),
      await draftFrom(11),
      await draftFrom(12),
    ]);
    // Ingestion's summaries: the provider refuses the first paper's request and answers the second's.
    harness.openai.reset();
    harness.openai.script(REFUSED);
    for (const articleId of [offline, aiSummarised]) {
      await harness.temporal.client.workflow.execute(SUMMARISE_ARTICLE_WORKFLOW, {
        workflowId: summariseWorkflowId(articleId),
        taskQueue: harness.taskQueue,
        args: [{ articleId }],
      });
    }
    // A paper summarised offline for want of a provider, as the demo library is.
    const local = await draftArticleSummary({ em: harness.db.orm.em.fork() }, new LocalSummariser(), noProvider);
    await saveSummary({ em: harness.db.orm.em.fork() }, noProvider, local!);
    await flush();
    const fallback = await articleRow(offline);
    expect(fallback).toMatchObject({ summary_provider: 'local' });
    expect(fallback.summary_quality_flag).toMatch(/^The AI summary was not used: the AI provider could not answer/);
    expect(await articleRow(aiSummarised)).toMatchObject({ summary_provider: 'openai' });
    for (const articleId of [offline, aiSummarised, noProvider]) expect(additionsOf(articleId)).toBe(1);
    const fellBackAt = fallback.summarised_at.getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    harness.openai.reset();

    // Within the hour nothing is due.
    const early = await reask('reask-summaries-test-early', { at: iso(fellBackAt + HOUR / 2) });
    expect(early.result).toEqual({ at: iso(fellBackAt + HOUR / 2), due: 0, summarised: 0, stillOffline: 0, skipped: 0, failed: 0 });
    expect(early.activities).toEqual(['listSummariesToReask']);
    expect(harness.openai.requests).toHaveLength(0);

    // An hour on, the provider refuses again: the offline summary stays as it was, the attempt is recorded.
    const firstAt = fellBackAt + HOUR;
    const heardBefore = heard.length;
    harness.openai.script(REFUSED);
    const first = await reask('reask-summaries-test-first', { at: iso(firstAt) });
    expect(first.result).toEqual({ at: iso(firstAt), due: 1, summarised: 0, stillOffline: 1, skipped: 0, failed: 0 });
    expect(first.activities).toEqual(['listSummariesToReask', 'reaskSummary']);
    expect(harness.openai.requests).toHaveLength(1);
    expect(await articleRow(offline)).toEqual(fallback);
    expect(readChangesOf(offline, heard.slice(heardBefore))).toBe(0);
    expect(await selectSummaryReask(harness.db.orm.em.fork(), offline)).toMatchObject({
      attempts: 1,
      lastAttemptAt: new Date(firstAt),
      nextAttemptAt: new Date(firstAt + 6 * HOUR),
      lastFailure: expect.stringMatching(/^The AI summary was not used: the AI provider could not answer \(.*HTTP 400/) as unknown,
    });

    // Run again in the same hour: nothing is asked.
    const again = await reask('reask-summaries-test-again', { at: iso(firstAt + HOUR / 3) });
    expect(again.result).toMatchObject({ due: 0, summarised: 0, stillOffline: 0 });
    expect(harness.openai.requests).toHaveLength(1);

    // Six hours on, the AI answers: its summary replaces the offline one and the flag goes.
    const secondAt = firstAt + 6 * HOUR;
    const heardBeforeSuccess = heard.length;
    const second = await reask('reask-summaries-test-second', { at: iso(secondAt) });
    expect(second.result).toEqual({ at: iso(secondAt), due: 1, summarised: 1, stillOffline: 0, skipped: 0, failed: 0 });
    expect(harness.openai.requests).toHaveLength(2);
    const replaced = await articleRow(offline);
    expect(replaced).toMatchObject({ summary_provider: 'openai', summary_quality_flag: null, summarised_at: new Date(secondAt) });
    expect(replaced.ai_summary).toMatch(/canned summary/);
    expect(await selectSummaryReask(harness.db.orm.em.fork(), offline)).toBeNull();
    // The stored summary is announced once, as any stored summary is; the paper had joined the library already.
    expect(readChangesOf(offline, heard.slice(heardBeforeSuccess))).toBe(1);
    expect(additionsOf(offline)).toBe(1);

    // Only the paper whose AI summary was refused was asked about; the others never are.
    const [{ title }] = await harness.db.orm.em
      .fork()
      .getConnection()
      .execute<{ title: string }[]>('select title from articles where id = ?', [offline]);
    for (const request of harness.openai.requests) expect(request.messages.map((message) => message.content).join('\n')).toContain(title);
    const later = await reask('reask-summaries-test-later', { at: iso(secondAt + 30 * 24 * HOUR) });
    expect(later.result).toMatchObject({ due: 0 });
    expect(harness.openai.requests).toHaveLength(2);
    expect(await articleRow(noProvider)).toMatchObject({ summary_provider: 'local', summary_quality_flag: null });
  });
});
