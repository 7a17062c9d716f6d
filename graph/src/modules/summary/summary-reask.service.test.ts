import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../workflows/test/fake-openai.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { AiGateway } from '../ai-gateway/ai-gateway.service.js';
import { AiSummariser } from './ai-summariser.service.js';
import { LocalSummariser } from './local-summariser.service.js';
import { draftArticleSummary } from './summary-drafting.service.js';
import { selectSummaryReask } from './summary-reask.queries.js';
import { MAX_REASKS, nextReaskAt } from './summary-reask.rules.js';
import { listSummariesToReask, reaskArticleSummary } from './summary-reask.service.js';
import { saveSummary } from './summary.service.js';
import type { Summariser } from './summariser.types.js';

const HOUR = 3_600_000;
const T0 = new Date('2026-11-20T10:00:00.000Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
// A request the provider refuses outright: the gateway does not retry it, so each re-ask makes exactly one request.
const REFUSED = { status: 400, body: { error: { message: "Unsupported model 'gpt-nonexistent'", type: 'invalid_request_error' } } };

let db: TestDatabase;
let fake: FakeOpenAi;
let ai: AiSummariser;
let ids: number[];
const ctx = () => ({ em: db.orm.em.fork() });

interface Row {
  ai_summary: string;
  summary_provider: string;
  summary_quality_flag: string | null;
  summarised_at: Date;
}

async function rowOf(id: number): Promise<Row> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<Row[]>('select ai_summary, summary_provider, summary_quality_flag, summarised_at from articles where id = ?', [id]);
  return { ...row, summarised_at: new Date(row.summarised_at) };
}

/** Summarises a paper as the summarisation workflow does (draft through the quality gate, then store), as of `when`. */
async function summarise(id: number, when: Date, summariser: Summariser = ai): Promise<void> {
  const draft = await draftArticleSummary(ctx(), summariser, id);
  if (!draft) throw new Error(`Article ${id} is gone.`);
  await saveSummary(ctx(), id, draft, when);
}

/** Summarises a paper while the provider refuses the request, so its offline summary is stored, flagged. */
async function fallBack(id: number, when: Date): Promise<void> {
  fake.script(REFUSED);
  await summarise(id, when);
}

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  fake = await startFakeOpenAi();
  ai = new AiSummariser(new AiGateway({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'gpt-4o-mini', retryDelayMs: 5 }));
  ids = await insertDrafts(db.orm.em, await Promise.all([0, 1, 2, 3, 4, 5, 6].map((index) => draftFrom(index))));
  const [oldest, older, old, recent, aiSummarised, noProvider, replaced] = ids;
  await fallBack(replaced, at(-7));
  await summarise(aiSummarised, at(-6));
  await summarise(noProvider, at(-6), new LocalSummariser());
  await fallBack(oldest, at(-5));
  await fallBack(older, at(-3));
  await fallBack(old, at(-2));
  await fallBack(recent, at(-0.5));
  // A later AI summary (here the summarisation run again) takes a paper out of the line.
  await summarise(replaced, at(-4));
  fake.reset();
});

afterEach(() => fake.reset());

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

describe('the re-ask backoff', () => {
  it('waits 1 hour after the fallback, then 6 hours, then 24, then daily, and gives up after the last re-ask', () => {
    const waits = Array.from({ length: MAX_REASKS }, (_, made) => (nextReaskAt(made, T0)!.getTime() - T0.getTime()) / HOUR);
    expect(waits).toEqual([1, 6, 24, 24, 24, 24, 24]);
    expect(nextReaskAt(MAX_REASKS, T0)).toBeNull();
  });
});

describe('listSummariesToReask', () => {
  it('lists only papers whose AI summary was refused, oldest fallback first, once their hour has passed', async () => {
    const [oldest, older, old, recent, aiSummarised, noProvider, replaced] = ids;
    expect((await rowOf(oldest)).summary_quality_flag).toMatch(/^The AI summary was not used: the AI provider could not answer/);
    expect(await rowOf(noProvider)).toMatchObject({ summary_provider: 'local', summary_quality_flag: null });
    expect(await rowOf(aiSummarised)).toMatchObject({ summary_provider: 'openai' });
    expect(await rowOf(replaced)).toMatchObject({ summary_provider: 'openai', summary_quality_flag: null });
    expect(await selectSummaryReask(db.orm.em.fork(), replaced)).toBeNull();

    expect(await listSummariesToReask(ctx(), ai, { at: T0, limit: 20 })).toEqual([oldest, older, old]);
    expect(await listSummariesToReask(ctx(), ai, { at: at(0.5), limit: 20 })).toEqual([oldest, older, old, recent]);
    expect(await selectSummaryReask(db.orm.em.fork(), oldest)).toMatchObject({
      attempts: 0,
      fallbackReason: 'provider_failed',
      nextAttemptAt: at(-4),
    });
  });

  it('keeps to the budget, the longest waiting first', async () => {
    const [oldest, older] = ids;
    expect(await listSummariesToReask(ctx(), ai, { at: T0, limit: 2 })).toEqual([oldest, older]);
    expect(await listSummariesToReask(ctx(), ai, { at: T0, limit: 0 })).toEqual([]);
  });

  it('lists nothing, and asks nothing, when no AI provider is configured', async () => {
    const local = new LocalSummariser();
    expect(await listSummariesToReask(ctx(), local, { at: at(100), limit: 20 })).toEqual([]);
    expect(await reaskArticleSummary(ctx(), local, ids[0], T0)).toEqual({ status: 'no_provider' });
    expect(await selectSummaryReask(db.orm.em.fork(), ids[0])).toMatchObject({ attempts: 0, lastAttemptAt: null });
  });
});

describe('reaskArticleSummary', () => {
  it('keeps the offline summary when the AI fails again, records the attempt, and waits 6 hours, then 24, until it gives up', async () => {
    const older = ids[1];
    const before = await rowOf(older);
    fake.script(REFUSED);
    expect(await reaskArticleSummary(ctx(), ai, older, T0)).toEqual({
      status: 'still_offline',
      attempts: 1,
      failure: expect.stringMatching(/^The AI summary was not used: the AI provider could not answer \(.*HTTP 400/) as unknown,
      nextAttemptAt: at(6),
    });
    expect(fake.requests).toHaveLength(1);
    expect(await rowOf(older)).toEqual(before);
    expect(await selectSummaryReask(db.orm.em.fork(), older)).toMatchObject({
      attempts: 1,
      lastAttemptAt: T0,
      nextAttemptAt: at(6),
      lastFailure: expect.stringMatching(/HTTP 400/) as unknown,
    });

    // Asked again in the same hour: not due, and the AI is not called.
    expect(await reaskArticleSummary(ctx(), ai, older, at(0.5))).toEqual({ status: 'not_due' });
    expect(fake.requests).toHaveLength(1);
    expect(await listSummariesToReask(ctx(), ai, { at: at(5.99), limit: 20 })).not.toContain(older);
    expect(await listSummariesToReask(ctx(), ai, { at: at(6), limit: 20 })).toContain(older);

    let when = at(6);
    for (let attempt = 2; attempt <= MAX_REASKS; attempt += 1) {
      fake.script(REFUSED);
      const outcome = await reaskArticleSummary(ctx(), ai, older, when);
      const next = nextReaskAt(attempt, when);
      expect(outcome).toMatchObject({ status: 'still_offline', attempts: attempt, nextAttemptAt: next });
      if (next) expect((next.getTime() - when.getTime()) / HOUR).toBe(24);
      when = next ?? when;
    }
    expect(fake.requests).toHaveLength(MAX_REASKS);
    expect(await selectSummaryReask(db.orm.em.fork(), older)).toMatchObject({ attempts: MAX_REASKS, nextAttemptAt: null });
    expect(await listSummariesToReask(ctx(), ai, { at: at(24 * 365), limit: 20 })).not.toContain(older);
    expect(await reaskArticleSummary(ctx(), ai, older, at(24 * 365))).toEqual({ status: 'not_due' });
    expect(fake.requests).toHaveLength(MAX_REASKS);
    expect(await rowOf(older)).toEqual(before);
  });

  it('stores an acceptable AI summary through saveSummary in place of the offline one, clears the flag and leaves the line', async () => {
    const oldest = ids[0];
    const [{ count: additionsBefore }] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>('select count(*) from article_additions where article_id = ?', [oldest]);
    expect(await reaskArticleSummary(ctx(), ai, oldest, T0)).toEqual({
      status: 'summarised',
      provider: 'openai',
      model: 'gpt-4o-mini-2026-01-01',
    });
    const row = await rowOf(oldest);
    expect(row).toMatchObject({ summary_provider: 'openai', summary_quality_flag: null, summarised_at: T0 });
    expect(row.ai_summary).toMatch(/canned summary/);
    expect(await selectSummaryReask(db.orm.em.fork(), oldest)).toBeNull();
    expect(await listSummariesToReask(ctx(), ai, { at: at(100), limit: 20 })).not.toContain(oldest);
    // The paper joined the library with its offline summary; replacing that summary does not add it again.
    const [{ count: additionsAfter }] = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>('select count(*) from article_additions where article_id = ?', [oldest]);
    expect(Number(additionsAfter)).toBe(Number(additionsBefore));
    expect(Number(additionsAfter)).toBe(1);
  });

  it('puts a paper in line when saveSummary itself refuses an AI summary with an untraceable number', async () => {
    const [id] = await insertDrafts(db.orm.em, [await draftFrom(8)]);
    const saved = await saveSummary(
      ctx(),
      id,
      { simplifiedTitle: 'A plain title', summary: 'Researchers studied 987654 people.', provider: 'openai', model: 'gpt-4o-mini' },
      T0,
    );
    expect(saved).toEqual({ provider: 'local', model: 'extractive-v2', fallbackReason: 'untraceable_numbers' });
    expect(await selectSummaryReask(db.orm.em.fork(), id)).toMatchObject({
      attempts: 0,
      fallbackReason: 'untraceable_numbers',
      nextAttemptAt: at(1),
    });
  });
});
