import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { draftFrom, insertDrafts } from '../../test/factories.js';
import { LocalSummariser } from '../modules/summary/local-summariser.service.js';
import { readingDifficulty, readingGrade } from '../text/readability.js';

const MIGRATION = 'Migration20261128154516_reading_levels';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ debug: false });
});

afterAll(async () => {
  await db?.drop();
});

interface ScoreRow {
  id: number;
  ai_summary: string | null;
  detailed_summary: string | null;
  summary_reading_grade: number | null;
  summary_reading_difficulty: number | null;
  detailed_summary_reading_grade: number | null;
  detailed_summary_reading_difficulty: number | null;
}

const run = (sql: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute(sql, params, 'run');

describe('the reading-levels migration (docs/product/ai.md#reading-level)', () => {
  it('fills the grade and the Dale–Chall score of every summary stored before it, at both levels, from the stored text', async () => {
    const drafts = [await draftFrom(0), await draftFrom(1), await draftFrom(2)];
    const [older, scored, unsummarised] = await insertDrafts(db.orm.em, drafts);
    const summariser = new LocalSummariser();
    const first = await summariser.summarise(drafts[0]);
    const second = await summariser.summarise(drafts[1]);

    // The database as it was before the migration, holding a summary stored before grades were recorded and one stored
    // by the code of that time: a plain score, a detailed grade, and no column for the detailed score.
    await db.orm.migrator.down([MIGRATION]);
    await run(
      `update articles set ai_summary = ?, detailed_summary = ?, summary_reading_grade = null, summary_reading_difficulty = null,
         detailed_summary_reading_grade = 14.2 where id = ?`,
      [first.summary, first.detailedSummary, older],
    );
    await run(
      `update articles set ai_summary = ?, detailed_summary = ?, summary_reading_grade = 7.5, summary_reading_difficulty = 11.1,
         detailed_summary_reading_grade = null where id = ?`,
      [second.summary, second.detailedSummary, scored],
    );
    await db.orm.migrator.up([MIGRATION]);

    const rows = await db.orm.em
      .fork()
      .getConnection()
      .execute<ScoreRow[]>(
        `select id, ai_summary, detailed_summary, summary_reading_grade, summary_reading_difficulty, detailed_summary_reading_grade,
           detailed_summary_reading_difficulty from articles order by id`,
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
    const scores = (row: ScoreRow | undefined) => [
      oneDecimal(row?.summary_reading_grade ?? null),
      oneDecimal(row?.summary_reading_difficulty ?? null),
      oneDecimal(row?.detailed_summary_reading_grade ?? null),
      oneDecimal(row?.detailed_summary_reading_difficulty ?? null),
    ];

    const detailedOf = (summary: { detailedSummary?: string | null }) => summary.detailedSummary ?? '';
    expect(first.detailedSummary).toBeTruthy();
    expect(scores(byId.get(older))).toEqual([
      readingGrade(first.summary),
      readingDifficulty(first.summary),
      14.2,
      readingDifficulty(detailedOf(first)),
    ]);
    // Values already stored are kept; only what is missing is counted.
    expect(scores(byId.get(scored))).toEqual([7.5, 11.1, readingGrade(detailedOf(second)), readingDifficulty(detailedOf(second))]);
    expect(scores(byId.get(unsummarised))).toEqual([null, null, null, null]);
    const unscored = rows.filter(
      (row) =>
        (row.ai_summary !== null && (row.summary_reading_grade === null || row.summary_reading_difficulty === null)) ||
        (row.detailed_summary !== null &&
          (row.detailed_summary_reading_grade === null || row.detailed_summary_reading_difficulty === null)),
    );
    expect(unscored).toEqual([]);
  });
});
