import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../lib/errors.js';
import { announceArticleAdded } from '../article/article-addition.service.js';
import { Article } from '../article/article.entity.js';
import { LocalSummariser } from './local-summariser.service.js';
import { FALLBACK_REASONS, type FallbackReason } from './summary.errors.js';
import { summariseWithQualityGate } from './summary-gate.rules.js';
import { assessBothLevels, assessSummary } from './summary-quality.rules.js';
import { deleteSummaryReask, insertSummaryFallback } from './summary-reask.queries.js';
import { nextReaskAt } from './summary-reask.rules.js';
import { selectSummarySource, updateArticleSummary, type StoredSummary } from './summary.queries.js';
import { LOCAL_PROVIDER, type Summariser, type SummaryResult } from './summariser.types.js';

/**
 * Stores a summary, its provenance and its quality on an article. The reading grade, the Dale–Chall score and the number
 * check are computed here, against the article's stored title and abstract, so every stored summary carries them
 * whichever provider wrote it, at both levels; the quality gate's flag is stored as given. An AI summary whose numbers cannot all be traced to
 * the stored paper, at either level, is never stored: the offline summary is stored in its place, flagged. An article's
 * first summary adds it to the library for live subscribers (`announceArticleAdded`), in the same transaction. An
 * offline summary standing in for a refused AI summary (`fallbackReason`) puts the paper in line to be asked of the AI
 * again (docs/product/ai.md#asking-the-ai-again), in the same transaction; any other summary takes it out of that line.
 * Resolves to what was stored: its provider and model, and why the AI's summary was refused when it was. Throws
 * NotFoundError when the article is gone.
 */
export async function saveSummary(
  ctx: { em: EntityManager },
  articleId: number,
  given: SummaryResult,
  at = new Date(),
): Promise<SavedSummary> {
  const source = await selectSummarySource(ctx.em, articleId);
  if (source === null) throw new NotFoundError('Article not found.');
  let result = given;
  let fallbackReason: FallbackReason | null = given.provider === LOCAL_PROVIDER ? (given.fallbackReason ?? null) : null;
  const quality = assessBothLevels(result, source);
  if (result.provider !== LOCAL_PROVIDER && !quality.numbersTraceable) {
    const local = await new LocalSummariser().summarise(source);
    const flag = `The AI summary was not used: ${FALLBACK_REASONS.untraceable_numbers} (${quality.untraceableNumbers.join(', ')}), so the offline summary is shown.`;
    result = { ...local, qualityFlag: flag };
    fallbackReason = 'untraceable_numbers';
  }
  const plain = assessSummary(result.summary, source);
  const detailed = result.detailedSummary ? assessSummary(result.detailedSummary, source) : null;
  const stored: StoredSummary = {
    simplifiedTitle: result.simplifiedTitle,
    summary: result.summary,
    provider: result.provider,
    model: result.model,
    readingGrade: plain.readingGrade,
    readingDifficulty: plain.readingDifficulty,
    numbersTraceable: plain.numbersTraceable,
    qualityFlag: result.qualityFlag ?? null,
    summarisedAt: at,
    detailed:
      result.detailedSummary && detailed
        ? {
            summary: result.detailedSummary,
            readingGrade: detailed.readingGrade,
            readingDifficulty: detailed.readingDifficulty,
            numbersTraceable: detailed.numbersTraceable,
          }
        : null,
  };
  await ctx.em.transactional(async (em) => {
    const updated = await updateArticleSummary(em, articleId, stored);
    if (!updated) throw new NotFoundError('Article not found.');
    if (updated.first) await announceArticleAdded(em, articleId);
    if (fallbackReason) await insertSummaryFallback(em, articleId, fallbackReason, at, nextReaskAt(0, at));
    else await deleteSummaryReask(em, articleId);
  });
  return { provider: result.provider, model: result.model, fallbackReason };
}

/** What `saveSummary` stored: the provider and model, and why the AI's summary was refused when the offline one stands in. */
export interface SavedSummary {
  provider: string;
  model: string;
  fallbackReason: FallbackReason | null;
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
