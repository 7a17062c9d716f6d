import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../lib/errors.js';
import { Article } from '../article/article.entity.js';
import type { Summariser, SummaryResult } from './summariser.js';

/** Stores a summary and its provenance on an article. Throws NotFoundError when the article is gone. */
export async function saveSummary(ctx: { em: EntityManager }, articleId: number, result: SummaryResult, at = new Date()): Promise<void> {
  const affected = await ctx.em.getConnection().execute<{ affectedRows: number }>(
    `update articles set simplified_title = ?, ai_summary = ?, summary_provider = ?, summary_model = ?, summarised_at = ?, updated_at = now()
     where id = ?`,
    [result.simplifiedTitle, result.summary, result.provider, result.model, at, articleId],
    'run',
  );
  if (!affected.affectedRows) throw new NotFoundError('Article not found.');
}

/**
 * Writes a summary for each given article with the summariser and stores it; returns how many were written.
 * Articles that no longer exist are skipped.
 */
export async function summariseArticles(ctx: { em: EntityManager }, summariser: Summariser, articleIds: number[]): Promise<number> {
  if (!articleIds.length) return 0;
  const articles = await ctx.em.find(Article, { id: { $in: articleIds } });
  for (const article of articles) {
    const result = await summariser.summarise({
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
