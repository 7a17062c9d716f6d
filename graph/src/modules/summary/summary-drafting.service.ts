import type { EntityManager } from '@mikro-orm/postgresql';
import { Article } from '../article/article.entity.js';
import { summariseWithQualityGate, type GatedSummary } from './summary-gate.rules.js';
import { selectArticlesMissingSummary } from './summary.queries.js';
import { LOCAL_PROVIDER, type Summariser } from './summariser.types.js';

/**
 * Has the summariser write a simplified title and summary for one stored article, through the quality gate (an AI
 * summary that reads above grade 9 or gives a number the abstract does not state is requested once more; one that
 * cannot be had or used, or whose numbers still cannot be traced, is replaced by the offline summary, flagged), and
 * returns it with its quality without storing anything (`saveSummary` stores it). Returns null when the article no
 * longer exists. The AI provider's failures never pass through: the paper gets the offline summary within this call.
 */
export async function draftArticleSummary(
  ctx: { em: EntityManager },
  summariser: Summariser,
  articleId: number,
): Promise<GatedSummary | null> {
  const article = await ctx.em.findOne(Article, { id: articleId });
  if (!article) return null;
  return summariseWithQualityGate(summariser, {
    title: article.title,
    abstract: article.abstract,
    abstractSections: article.abstractSections,
    isPreprint: article.isPreprint,
    journal: article.journal,
  });
}

/**
 * Ids of the articles that still need a summary from this summariser, oldest first: those with none, and, when the
 * summariser is an AI provider, those whose summary the offline summariser wrote. Reads only.
 */
export async function listArticlesMissingSummary(
  ctx: { em: EntityManager },
  summariser: Pick<Summariser, 'provider'>,
  limit = 10_000,
): Promise<number[]> {
  return selectArticlesMissingSummary(ctx.em, summariser.provider === LOCAL_PROVIDER ? null : summariser.provider, limit);
}
