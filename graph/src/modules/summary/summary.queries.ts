import type { EntityManager } from '@mikro-orm/postgresql';
import { selectRows } from '../../lib/sql.js';
import type { AbstractSection } from '../ingestion/article-draft.types.js';
import type { SummaryInput } from './summariser.types.js';

/** What is stored with a summary: the text, its provenance and its quality. */
export interface StoredSummary {
  simplifiedTitle: string;
  summary: string;
  provider: string;
  model: string;
  readingGrade: number;
  readingDifficulty: number;
  numbersTraceable: boolean;
  qualityFlag: string | null;
  summarisedAt: Date;
  /** The detailed level, with its own grade, Dale–Chall score and number check; all null when the summariser wrote none. */
  detailed: { summary: string; readingGrade: number; readingDifficulty: number; numbersTraceable: boolean } | null;
}

/**
 * Writes a summary onto an article, in the EntityManager's transaction when it has one; resolves to null when the
 * article is gone, else to whether it had no summary before (its first summary).
 */
export async function updateArticleSummary(
  em: EntityManager,
  articleId: number,
  stored: StoredSummary,
): Promise<{ first: boolean } | null> {
  const [row] = await selectRows<{ first: boolean }>(em, {
    sql: `with previous as (select id, ai_summary is null as first from articles where id = ? for update)
     update articles a set simplified_title = ?, ai_summary = ?, summary_provider = ?, summary_model = ?, summarised_at = ?,
       summary_reading_grade = ?, summary_reading_difficulty = ?, summary_numbers_traceable = ?, summary_quality_flag = ?,
       detailed_summary = ?, detailed_summary_reading_grade = ?, detailed_summary_reading_difficulty = ?,
       detailed_summary_numbers_traceable = ?, updated_at = now()
     from previous where a.id = previous.id
     returning previous.first`,
    params: [
      articleId,
      stored.simplifiedTitle,
      stored.summary,
      stored.provider,
      stored.model,
      stored.summarisedAt,
      stored.readingGrade,
      stored.readingDifficulty,
      stored.numbersTraceable,
      stored.qualityFlag,
      stored.detailed?.summary ?? null,
      stored.detailed?.readingGrade ?? null,
      stored.detailed?.readingDifficulty ?? null,
      stored.detailed?.numbersTraceable ?? null,
    ],
  });
  return row ? { first: row.first } : null;
}

/**
 * Ids of articles without a summary (or without its detailed level), oldest first; with `replacing`, also those whose
 * summary came from another provider than that one.
 */
export async function selectArticlesMissingSummary(em: EntityManager, replacing: string | null, limit: number): Promise<number[]> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select id from articles
     where ai_summary is null or detailed_summary is null ${replacing === null ? '' : 'or summary_provider is distinct from ?'}
     order by id
     limit ?`,
    replacing === null ? [limit] : [replacing, limit],
  );
  return rows.map((row) => row.id);
}

/** The paper as its summary is written and checked from; null when the article is gone. */
export async function selectSummarySource(em: EntityManager, articleId: number): Promise<SummaryInput | null> {
  const [row] = await em
    .getConnection()
    .execute<{ title: string; abstract: string; abstract_sections: AbstractSection[]; is_preprint: boolean; journal: string }[]>(
      'select title, abstract, abstract_sections, is_preprint, journal from articles where id = ?',
      [articleId],
    );
  return row === undefined
    ? null
    : {
        title: row.title,
        abstract: row.abstract,
        abstractSections: row.abstract_sections,
        isPreprint: row.is_preprint,
        journal: row.journal,
      };
}
