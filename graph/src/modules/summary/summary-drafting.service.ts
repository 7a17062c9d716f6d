import type { EntityManager } from '@mikro-orm/postgresql';
import { Article } from '../article/article.entity.js';
import type { Summariser, SummaryResult } from './summariser.js';

// The provider name the offline summariser records; an AI provider replaces its summaries.
const OFFLINE_PROVIDER = 'local';

/**
 * Has the summariser write a simplified title and summary for one stored article and returns them without storing
 * anything (`saveSummary` stores them). Returns null when the article no longer exists. Errors from the summariser
 * (such as a `SummaryProviderError`) pass through unchanged.
 */
export async function draftArticleSummary(
  ctx: { em: EntityManager },
  summariser: Summariser,
  articleId: number,
): Promise<SummaryResult | null> {
  const article = await ctx.em.findOne(Article, { id: articleId });
  if (!article) return null;
  return summariser.summarise({
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
  const replaceOffline = summariser.provider !== OFFLINE_PROVIDER;
  const rows = await ctx.em.getConnection().execute<{ id: number }[]>(
    `select id from articles
     where ai_summary is null ${replaceOffline ? 'or summary_provider is distinct from ?' : ''}
     order by id
     limit ?`,
    replaceOffline ? [summariser.provider, limit] : [limit],
  );
  return rows.map((row) => row.id);
}
