import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { draftFrom, insertDrafts } from '../test/factories.js';
import { startOpenAiStandIn, STAND_IN_USAGE, type OpenAiStandIn, type StandInReply } from '../test/openai-stand-in.js';
import { RateLimits } from '../src/lib/rate-limits/rate-limits.js';
import { ModelAiProvider } from '../src/modules/ai/ai-model-provider.service.js';
import { groundedModel } from '../src/modules/ai/test/models.js';
import { Article } from '../src/modules/article/article.entity.js';
import { AiSummariser } from '../src/modules/summary/ai-summariser.service.js';
import { User } from '../src/modules/user/user.entity.js';
import { testServices } from '../test/services.js';
import { LocalSummariser } from '../src/modules/summary/local-summariser.service.js';
import { MeasuredGateway } from './ai-calls.js';
import { measureQuality } from './ai-quality.js';
import { describeFallbacks, measureSummaries, uncheckedClaims } from './ai-summaries.js';

let db: TestDatabase;
let standIn: OpenAiStandIn;
let ids: number[];

const draft = (summary: string, detailedSummary = summary, simplifiedTitle = 'What a new treatment did for adults with the illness') => ({
  content: JSON.stringify({ simplifiedTitle, summary, detailedSummary }),
});
const SOUND = draft(
  'Doctors gave some adults a new treatment and others their usual care. The people who had the new treatment felt better after some time.',
  'Adults were given the new treatment or usual care, and the treatment group improved more than the group given usual care.',
);
const INVENTED = draft(
  'Doctors gave 987654 adults a new treatment and others their usual care. The people who had it felt better after some time.',
);

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  ids = await insertDrafts(db.orm.em, await Promise.all([0, 1, 2, 3, 4].map((index) => draftFrom(index))));
  standIn = await startOpenAiStandIn(() => SOUND);
});

afterAll(async () => {
  await standIn?.close();
  await db?.drop();
});

describe('the AI benchmark’s summary accounting', () => {
  it('counts what was accepted, what fell back and why, the second drafts, calls and tokens, from what was stored', async () => {
    const replies: StandInReply[] = [
      SOUND, // the first paper: accepted at once
      INVENTED, // the second: an invented number twice, so the offline summary is stored
      INVENTED,
      { status: 400, body: { error: { message: 'Invalid request', type: 'invalid_request_error' } } }, // the third: refused
      { content: '{"verdict": "not a summary"}' }, // the fourth: not the summary's format
      INVENTED, // the fifth: an invented number, then a sound second draft, which is kept
      SOUND,
    ];
    standIn.script(...replies);
    const gateway = new MeasuredGateway({ apiKey: 'test-key', baseUrl: standIn.baseUrl, model: 'stand-in', maxAttempts: 1 });
    const tally = await measureSummaries(db.orm.em.fork(), new AiSummariser(gateway), ids);

    expect(standIn.requests).toHaveLength(7);
    expect(tally).toMatchObject({ provider: 'openai', papers: 5, accepted: 2, acceptedTitles: 2, secondRequests: 2, flagged: 4 });
    expect(tally.fallbacks).toEqual({ untraceable_numbers: 1, provider_failed: 1, malformed: 1 });
    expect(describeFallbacks(tally.fallbacks)).toContain('1 the AI summary gave numbers the abstract does not state');
    expect(tally.unchecked).toEqual([]);
    expect(tally.plainTraceable).toBe(5);
    expect(tally.detailed).toBe(5);
    expect(tally.detailedTraceable).toBe(5);
    expect(tally.acceptedWithinGrade).toBe(2);
    expect(tally.acceptedGradeMedian).toBeLessThanOrEqual(9);

    const figures = gateway.figures();
    expect(figures.outputMode).toBe('json_schema');
    expect(figures.tasks).toHaveLength(1);
    const [summaries] = figures.tasks;
    expect(summaries).toMatchObject({
      task: 'summary',
      calls: 7,
      failed: { rejected: 1 },
      promptTokens: 6 * STAND_IN_USAGE.prompt_tokens,
      completionTokens: 6 * STAND_IN_USAGE.completion_tokens,
    });
    expect(summaries.latency.samples).toBe(7);
    expect(summaries.latency.p95).toBeGreaterThanOrEqual(summaries.latency.p50);
  });

  it('counts nothing as unchecked for the offline summariser, whose summaries are the paper’s own sentences', async () => {
    const tally = await measureSummaries(db.orm.em.fork(), new LocalSummariser(), ids);
    expect(tally).toMatchObject({ provider: 'local', accepted: 5, secondRequests: 0, fallbacks: {}, unchecked: [] });
    expect(describeFallbacks(tally.fallbacks)).toBe('none');
  });
});

describe('the AI benchmark’s question and takeaway accounting', () => {
  it('counts answers the provider could not give apart from those it gave, with the quotes shown and the tokens', async () => {
    standIn.respondWith(groundedModel);
    standIn.script({ status: 400, body: { error: { message: 'Invalid request', type: 'invalid_request_error' } } });
    const gateway = new MeasuredGateway({ apiKey: 'test-key', baseUrl: standIn.baseUrl, model: 'stand-in', maxAttempts: 1 });
    const em = db.orm.em.fork();
    const [row] = await em
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into users (username, email, password_hash) values ('quality', 'quality@example.org', 'x') returning id`,
      );
    const limits = RateLimits.forDatabase(db.url);
    try {
      const tally = await measureQuality({
        orm: db.orm,
        limits,
        services: { ...testServices(), aiBudget: { questions: 1_000, tokens: 10_000_000 } },
        reader: await em.findOneOrFail(User, { id: row.id }),
        articles: await em.find(Article, { id: ids[0] }),
        provider: new ModelAiProvider(gateway),
        questionsPerKind: 2,
      });
      expect(tally).toMatchObject({ articles: 1, answersUnavailable: 1, takeaways: 1, takeawaysUnavailable: 0 });
      expect(tally.onTopic.asked + tally.offTopic.asked).toBe(3);
      expect(tally.quotesVerbatim).toBe(tally.quotesShown);
      const tasks = gateway.figures().tasks;
      expect(tasks.map((task) => task.task).sort()).toEqual(['answer', 'takeaway']);
      const answers = tasks.find((task) => task.task === 'answer');
      expect(answers?.failed).toEqual({ rejected: 1 });
      expect(tally.tokens).toBe(tasks.reduce((sum, task) => sum + task.promptTokens + task.completionTokens, 0));
    } finally {
      await limits.close();
      standIn.reset();
    }
  });
});

describe('uncheckedClaims', () => {
  const paper = { title: 'Salt and blood pressure', abstract: 'We enrolled 120 adults. Pressure fell by 5 mmHg.' };
  const sound = {
    simplifiedTitle: 'Less salt, lower blood pressure',
    summary: 'In a group of 120 adults, blood pressure fell by 5 mmHg on less salt.',
  };

  it('finds an AI summary’s number the paper does not state, at any level or in the title', () => {
    expect(
      uncheckedClaims({
        ...paper,
        ...sound,
        provider: 'openai',
        detailedSummary: 'Blood pressure fell by 5 mmHg in the 120 adults who ate less salt.',
      }),
    ).toEqual([]);
    expect(
      uncheckedClaims({
        ...paper,
        ...sound,
        provider: 'openai',
        detailedSummary: 'Blood pressure fell by 7 mmHg in the adults on less salt (p = 0.03).',
      }),
    ).toEqual(['detailed summary gives 7, 0.03, not in the paper']);
    expect(
      uncheckedClaims({ ...paper, ...sound, provider: 'openai', simplifiedTitle: 'Salt cut by 40%', detailedSummary: sound.summary }),
    ).toEqual(['simplified title gives 40, not in the paper']);
  });

  it('finds an empty level, and leaves offline and missing summaries alone', () => {
    expect(uncheckedClaims({ ...paper, ...sound, provider: 'openai', detailedSummary: null })).toEqual(['detailed summary is empty']);
    expect(
      uncheckedClaims({ ...paper, ...sound, provider: 'openai', detailedSummary: 'This preprint has not yet been peer reviewed. yes' }),
    ).toEqual(['detailed summary is empty']);
    expect(uncheckedClaims({ ...paper, ...sound, provider: 'local', detailedSummary: 'It fell by 7 mmHg.' })).toEqual([]);
    expect(uncheckedClaims({ ...paper, provider: null, simplifiedTitle: null, summary: null, detailedSummary: null })).toEqual([]);
  });
});
