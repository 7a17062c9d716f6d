import { Migration } from '@mikro-orm/migrations';
import { readingDifficulty, readingGrade } from '../../text/readability.js';

/** A stored summary missing its grade or its Dale–Chall score at either level. */
interface UnscoredRow {
  id: number;
  ai_summary: string | null;
  detailed_summary: string | null;
}

// Rows are scored in batches so a large library is never held in memory at once.
const BATCH = 500;

/**
 * Each summary's Dale–Chall score at both levels (`detailed_summary_reading_difficulty` joins the plain level's
 * `summary_reading_difficulty`), and every stored summary gets the grade and score it lacks. Neither can be counted in
 * SQL (textstat's word, sentence and syllable rules and its list of familiar words), so they are counted here with the
 * text library, from the stored text, as `saveSummary` counts them; values already stored are kept.
 */
export class Migration20261128154516_reading_levels extends Migration {
  override name = 'Migration20261128154516_reading_levels';

  override async up(): Promise<void> {
    await this.execute(`alter table "articles" add "detailed_summary_reading_difficulty" real null;`);
    let after = 0;
    for (;;) {
      const rows = (await this.execute(
        `select id, ai_summary, detailed_summary from articles
         where id > ? and (
           (ai_summary is not null and (summary_reading_grade is null or summary_reading_difficulty is null))
           or (detailed_summary is not null and (detailed_summary_reading_grade is null or detailed_summary_reading_difficulty is null)))
         order by id limit ?`,
        [after, BATCH],
      )) as unknown as UnscoredRow[];
      if (rows.length === 0) return;
      const values = rows.flatMap((row) => [
        row.id,
        row.ai_summary === null ? null : readingGrade(row.ai_summary),
        row.ai_summary === null ? null : readingDifficulty(row.ai_summary),
        row.detailed_summary === null ? null : readingGrade(row.detailed_summary),
        row.detailed_summary === null ? null : readingDifficulty(row.detailed_summary),
      ]);
      await this.execute(
        `update articles a set
           summary_reading_grade = coalesce(a.summary_reading_grade, v.grade),
           summary_reading_difficulty = coalesce(a.summary_reading_difficulty, v.difficulty),
           detailed_summary_reading_grade = coalesce(a.detailed_summary_reading_grade, v.detailed_grade),
           detailed_summary_reading_difficulty = coalesce(a.detailed_summary_reading_difficulty, v.detailed_difficulty)
         from (values ${rows.map(() => '(?::int, ?::real, ?::real, ?::real, ?::real)').join(', ')})
           as v(id, grade, difficulty, detailed_grade, detailed_difficulty)
         where a.id = v.id`,
        values,
      );
      after = rows[rows.length - 1].id;
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "articles" drop column "detailed_summary_reading_difficulty";`);
  }
}
