import type { EntityManager } from '@mikro-orm/postgresql';
import { ClinicalTakeaway } from './takeaway.entity.js';

/** The id of the stored article with exactly this title and abstract (the oldest, if several), or null. */
export async function findArticleIdByText(em: EntityManager, title: string, abstract: string): Promise<number | null> {
  const [row] = await em
    .getConnection()
    .execute<{ id: number }[]>('select id from articles where title = ? and abstract = ? order by id limit 1', [title, abstract]);
  return row?.id ?? null;
}

/** The article's best-matching category name, or null when it has none. */
export async function findFirstCategory(em: EntityManager, articleId: number): Promise<string | null> {
  const [row] = await em.getConnection().execute<{ name: string }[]>(
    `select c.name from article_categories ac join categories c on c.id = ac.category_id
      where ac.article_id = ? order by ac.position, c.name limit 1`,
    [articleId],
  );
  return row?.name ?? null;
}

/** A reader's AI use on one day. */
export interface UsageRow {
  questions: number;
  takeaways: number;
  tokens: number;
}

export interface UsageClaim {
  userId: number;
  day: string;
  questions: number;
  takeaways: number;
  tokens: number;
}

/**
 * Adds a claim to the reader's day in one statement, only while the day's questions and tokens stay within the limits;
 * answers the new totals, or null when the claim would pass a limit (nothing changes then).
 */
export async function claimUsage(
  em: EntityManager,
  claim: UsageClaim,
  limits: { questions: number; tokens: number },
): Promise<UsageRow | null> {
  if (claim.questions > limits.questions || claim.tokens > limits.tokens) return null;
  const [row] = await em.getConnection().execute<UsageRow[]>(
    `insert into ai_usage as u (user_id, day, questions, takeaways, tokens) values (?, ?, ?, ?, ?)
     on conflict (user_id, day) do update
        set questions = u.questions + excluded.questions,
            takeaways = u.takeaways + excluded.takeaways,
            tokens = u.tokens + excluded.tokens
      where u.questions + excluded.questions <= ? and u.tokens + excluded.tokens <= ?
     returning questions, takeaways, tokens::int as tokens`,
    [claim.userId, claim.day, claim.questions, claim.takeaways, claim.tokens, limits.questions, limits.tokens],
  );
  return row ?? null;
}

/** Replaces a claim by what was really used: the reserved tokens by the reported ones, and gives back unused counts. */
export async function settleUsage(
  em: EntityManager,
  claim: UsageClaim,
  used: { questions: number; takeaways: number; tokens: number },
): Promise<void> {
  await em.getConnection().execute(
    `update ai_usage
        set questions = greatest(0, questions - ? + ?),
            takeaways = greatest(0, takeaways - ? + ?),
            tokens = greatest(0, tokens - ? + ?)
      where user_id = ? and day = ?`,
    [claim.questions, used.questions, claim.takeaways, used.takeaways, claim.tokens, used.tokens, claim.userId, claim.day],
    'run',
  );
}

/** The reader's use on one day; zeros when there is none. */
export async function readUsage(em: EntityManager, userId: number, day: string): Promise<UsageRow> {
  const [row] = await em
    .getConnection()
    .execute<UsageRow[]>('select questions, takeaways, tokens::int as tokens from ai_usage where user_id = ? and day = ?', [userId, day]);
  return row ?? { questions: 0, takeaways: 0, tokens: 0 };
}

/** The kept takeaway of an article by a provider, when it was drawn from the same title and abstract. */
export async function findKeptTakeaway(
  em: EntityManager,
  articleId: number,
  provider: string,
  sourceHash: string,
): Promise<ClinicalTakeaway | null> {
  return em.findOne(ClinicalTakeaway, { article: articleId, provider, sourceHash });
}

/** Keeps a takeaway as the article's one for its provider, replacing a stale one; a concurrent writer's copy is replaced too. */
export async function keepTakeaway(em: EntityManager, takeaway: ClinicalTakeaway): Promise<void> {
  await em.getConnection().execute(
    `insert into clinical_takeaways (article_id, bottom_line, population, intervention, comparison, outcome, study_design,
       level_of_evidence, sample_size, sample_unit, key_numbers, caveats, provider, model, generated_at, source_hash)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?)
     on conflict (article_id, provider) do update set
       bottom_line = excluded.bottom_line, population = excluded.population, intervention = excluded.intervention,
       comparison = excluded.comparison, outcome = excluded.outcome, study_design = excluded.study_design,
       level_of_evidence = excluded.level_of_evidence, sample_size = excluded.sample_size, sample_unit = excluded.sample_unit,
       key_numbers = excluded.key_numbers, caveats = excluded.caveats, model = excluded.model,
       generated_at = excluded.generated_at, source_hash = excluded.source_hash`,
    [
      takeaway.article.id,
      takeaway.bottomLine,
      takeaway.population,
      takeaway.intervention,
      takeaway.comparison,
      takeaway.outcome,
      takeaway.studyDesign,
      takeaway.levelOfEvidence,
      takeaway.sampleSize,
      takeaway.sampleUnit,
      JSON.stringify(takeaway.keyNumbers),
      JSON.stringify(takeaway.caveats),
      takeaway.provider,
      takeaway.model,
      takeaway.generatedAt,
      takeaway.sourceHash,
    ],
    'run',
  );
}
