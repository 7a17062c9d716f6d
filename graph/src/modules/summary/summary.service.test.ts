import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { draftFrom, insertDrafts } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { daleChallScore, readingDifficulty, readingGrade } from '../../text/readability.js';
import { COLLEGE_LEVEL, describeReadingLevel, readingLevelOf } from '../../text/reading-level.js';
import { LocalSummariser } from './local-summariser.service.js';
import { listArticlesMissingSummary } from './summary-drafting.service.js';
import { saveSummary, summariseArticles } from './summary.service.js';

let db: TestDatabase;
let api: TestServer;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
  ids = await insertDrafts(db.orm.em, [await draftFrom(0), await draftFrom(1), await draftFrom(2)]);
  api = await startTestServer(db);
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

interface Row {
  ai_summary: string;
  summary_provider: string;
  summary_reading_grade: number;
  summary_reading_difficulty: number;
  summary_numbers_traceable: boolean;
  summary_quality_flag: string | null;
}

async function rowOf(id: number): Promise<Row> {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<Row[]>(
      'select ai_summary, summary_provider, summary_reading_grade, summary_reading_difficulty, summary_numbers_traceable, summary_quality_flag from articles where id = ?',
      [id],
    );
  return row;
}

const SUMMARY_QUERY = graphql(`
  query StoredSummary($id: ID!) {
    article(id: $id) {
      aiSummary
      summary {
        provider
        readingGrade
        readingDifficulty
        numbersTraceable
        qualityFlag
      }
    }
  }
`);

const READING_LEVELS_QUERY = graphql(`
  query SummaryReadingLevels($id: ID!) {
    article(id: $id) {
      plain: summary {
        text
        readingGrade
        readingDifficulty
        readingLevel {
          grade
          college
          label
        }
      }
      detailed: summary(level: DETAILED) {
        text
        readingGrade
        readingDifficulty
        readingLevel {
          grade
          college
          label
        }
      }
    }
  }
`);

const LEVELS_QUERY = graphql(`
  query SummaryLevels($id: ID!) {
    article(id: $id) {
      plain: summary {
        level
        text
        provider
      }
      detailed: summary(level: DETAILED) {
        level
        text
        provider
        numbersTraceable
      }
    }
  }
`);

describe('saveSummary', () => {
  it('stores the grade and the number check with every summary, measured against the stored abstract, and the flag as given', async () => {
    await saveSummary({ em: db.orm.em.fork() }, ids[0], {
      simplifiedTitle: 'A plain title',
      summary: 'Researchers studied the people in this paper. The results were clear.',
      provider: 'openai',
      model: 'gpt-4o-mini',
      qualityFlag:
        'The first draft reads at grade 12.0 on the Flesch-Kincaid scale, above 9, so a second was requested; the second draft was kept.',
    });
    const row = await rowOf(ids[0]);
    expect(row.summary_numbers_traceable).toBe(true);
    expect(row.summary_reading_grade).toBeGreaterThan(0);
    // Dale–Chall as textstat counts it: "researchers", "studied", "paper" and "results" are not on the familiar list.
    expect(row.summary_reading_difficulty).toBeCloseTo(
      readingDifficulty('Researchers studied the people in this paper. The results were clear.'),
      5,
    );
    expect(row.summary_quality_flag).toMatch(/^The first draft reads at grade 12\.0/);

    const { data } = await api.graphql(SUMMARY_QUERY, { id: String(ids[0]) });
    expect(data?.article?.summary).toEqual({
      provider: 'openai',
      readingGrade: Math.round(row.summary_reading_grade * 10) / 10,
      readingDifficulty: Math.round(row.summary_reading_difficulty * 10) / 10,
      numbersTraceable: true,
      qualityFlag: row.summary_quality_flag,
    });
  });

  it('never stores an AI summary with a number the paper does not state: the offline summary takes its place, flagged', async () => {
    await saveSummary({ em: db.orm.em.fork() }, ids[0], {
      simplifiedTitle: 'A plain title',
      summary: 'Researchers studied 987654 people. The results were clear.',
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    const row = await rowOf(ids[0]);
    expect(row).toMatchObject({ summary_provider: 'local', summary_numbers_traceable: true });
    expect(row.ai_summary).not.toContain('987654');
    expect(row.summary_quality_flag).toBe(
      'The AI summary was not used: the AI summary gave numbers the abstract does not state (987654), so the offline summary is shown.',
    );
  });

  it('says the article is gone, and writes nothing, when it no longer exists', async () => {
    await expect(
      saveSummary({ em: db.orm.em.fork() }, 999_999, { simplifiedTitle: 'T', summary: 'S.', provider: 'local', model: 'extractive-v2' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Article not found.' });
  });
});

describe('summariseArticles', () => {
  it('summarises through the quality gate and stores each summary with its grade and a passing number check', async () => {
    expect(await summariseArticles({ em: db.orm.em.fork() }, new LocalSummariser(), ids.slice(1))).toBe(2);
    for (const id of ids.slice(1)) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ summary_provider: 'local', summary_numbers_traceable: true, summary_quality_flag: null });
      expect(typeof row.summary_reading_grade).toBe('number');
      const { data } = await api.graphql(SUMMARY_QUERY, { id: String(id) });
      expect(data?.article?.summary?.readingGrade).toBe(Math.round(row.summary_reading_grade * 10) / 10);
      expect(String(data?.article?.summary?.readingGrade)).toMatch(/^-?\d+(?:\.\d)?$/);
    }
    expect(await listArticlesMissingSummary({ em: db.orm.em.fork() }, { provider: 'local' })).toEqual([]);
    // The first article's AI summary was refused and its offline summary stored, so it still waits for the AI.
    expect(await listArticlesMissingSummary({ em: db.orm.em.fork() }, { provider: 'openai' })).toEqual(ids);
  });

  it('serves both reading levels over GraphQL and REST, the detailed one with its statistics and traceable numbers', async () => {
    const id = ids[1];
    const { data } = await api.graphql(LEVELS_QUERY, { id: String(id) });
    const stored = await rowOf(id);
    expect(data?.article?.plain).toEqual({ level: 'PLAIN', text: stored.ai_summary, provider: 'local' });
    expect(data?.article?.detailed).toMatchObject({ level: 'DETAILED', provider: 'local', numbersTraceable: true });
    expect(data?.article?.detailed?.text).not.toBe(stored.ai_summary);

    const plain = await api.request<{ aiSummary: string; summaryLevel: string }>(`/api/articles/${id}`);
    expect(plain.body).toMatchObject({ aiSummary: stored.ai_summary, summaryLevel: 'plain' });
    const detailed = await api.request<{ aiSummary: string; summaryLevel: string }>(`/api/articles/${id}?level=detailed`);
    expect(detailed.body).toMatchObject({ aiSummary: data?.article?.detailed?.text, summaryLevel: 'detailed' });
    const list = await api.request<{ id: number; aiSummary: string; summaryLevel: string }[]>('/api/articles?level=detailed&dateRange=all');
    expect(list.body.find((article) => article.id === id)).toMatchObject({
      aiSummary: data?.article?.detailed?.text,
      summaryLevel: 'detailed',
    });
    const bad = await api.request<{ error: string }>(`/api/articles/${id}?level=expert`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('level must be one of plain, detailed');
  });
});

describe('the reading level (docs/product/ai.md#reading-level)', () => {
  interface ScoredRow {
    ai_summary: string;
    detailed_summary: string;
    summary_reading_difficulty: number;
    detailed_summary_reading_difficulty: number;
  }

  const scoredRow = async (id: number) =>
    (
      await db.orm.em
        .fork()
        .getConnection()
        .execute<ScoredRow[]>(
          'select ai_summary, detailed_summary, summary_reading_difficulty, detailed_summary_reading_difficulty from articles where id = ?',
          [id],
        )
    )[0];

  it('stores the Dale–Chall score of the stored text at both levels, and answers the level shown for each', async () => {
    for (const id of ids.slice(1)) {
      const row = await scoredRow(id);
      expect(row.summary_reading_difficulty).toBeCloseTo(Math.round(daleChallScore(row.ai_summary) * 10) / 10, 5);
      expect(row.detailed_summary_reading_difficulty).toBeCloseTo(Math.round(daleChallScore(row.detailed_summary) * 10) / 10, 5);
      const { data } = await api.graphql(READING_LEVELS_QUERY, { id: String(id) });
      for (const level of [data?.article?.plain, data?.article?.detailed]) {
        const text = level?.text ?? '';
        const shown = readingLevelOf(text);
        expect(level?.readingDifficulty).toBe(readingDifficulty(text));
        expect(level?.readingLevel).toEqual({ grade: shown, college: shown === COLLEGE_LEVEL, label: describeReadingLevel(shown) });
      }
    }
  });

  it('labels jargon in short sentences college level, not the grade 6 its Flesch-Kincaid grade gives, and keeps a plain summary’s grade', async () => {
    const plain =
      'The people in this study who took the new pill had less pain than those who did not. Most of them felt better after a week, and few had side effects.';
    const jargon = 'The desaturation index had a large area under the ROC curve. It was a predictor of a high specificity.';
    const [id] = await insertDrafts(db.orm.em, [await draftFrom(3)]);
    await saveSummary({ em: db.orm.em.fork() }, id, {
      simplifiedTitle: 'A plain title',
      summary: plain,
      detailedSummary: jargon,
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    const { data } = await api.graphql(READING_LEVELS_QUERY, { id: String(id) });
    expect(data?.article?.plain?.text).toBe(plain);
    const plainGrade = Math.round(readingGrade(plain));
    expect(data?.article?.plain?.readingLevel).toEqual({ grade: plainGrade, college: false, label: `grade ${plainGrade}` });
    expect(data?.article?.detailed?.text).toBe(jargon);
    expect(Math.round(data?.article?.detailed?.readingGrade ?? 0)).toBe(6);
    expect(data?.article?.detailed?.readingLevel).toEqual({ grade: COLLEGE_LEVEL, college: true, label: 'college level' });
  });
});
