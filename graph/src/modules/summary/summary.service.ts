import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../lib/errors.js';
import { Article } from '../article/article.entity.js';
import { summariseWithQualityGate } from './summary-gate.rules.js';
import { assessSummary } from './summary-quality.rules.js';
import { selectSummarySource, updateArticleSummary } from './summary.queries.js';
import type { Summariser, SummaryResult } from './summariser.types.js';

/**
 * Stores a summary, its provenance and its quality on an article. The reading grade and the number check are computed
 * here, against the article's stored title and abstract, so every stored summary carries them whichever provider wrote
 * it; the quality gate's flag is stored as given. Throws NotFoundError when the article is gone.
 */
export async function saveSummary(ctx: { em: EntityManager }, articleId: number, result: SummaryResult, at = new Date()): Promise<void> {
  const source = await selectSummarySource(ctx.em, articleId);
  if (source === null) throw new NotFoundError('Article not found.');
  const quality = assessSummary(result.summary, source);
  const changed = await updateArticleSummary(ctx.em, articleId, {
    simplifiedTitle: result.simplifiedTitle,
    summary: result.summary,
    provider: result.provider,
    model: result.model,
    readingGrade: quality.readingGrade,
    numbersTraceable: quality.numbersTraceable,
    qualityFlag: result.qualityFlag ?? null,
    summarisedAt: at,
  });
  if (!changed) throw new NotFoundError('Article not found.');
}

/**
 * Writes a summary for each given article through the quality gate and stores it; returns how many were written.
 * Articles that no longer exist are skipped.
 */
export async function summariseArticles(ctx: { em: EntityManager }, summariser: Summariser, articleIds: number[]): Promise<number> {
  if (!articleIds.length) return 0;
  const articles = await ctx.em.find(Article, { id: { $in: articleIds } });
  for (const article of articles) {
    const result = await summariseWithQualityGate(summariser, {
      title: article.title,
      abstract: article.abstract,
      abstractSections: article.abstractSections,
      isPreprint: article.isPreprint,
      journal: article.journal,
    });
    await saveSummary(ctx, article.id, result);
  }
  return articles.length;
}
