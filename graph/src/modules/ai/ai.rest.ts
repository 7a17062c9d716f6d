import { Router, type Request } from 'express';
import { handle, type ContextFactory } from '../../lib/rest.js';
import type { ArticleRef } from './ai-paper.service.js';
import { askAboutArticle } from './ama.service.js';
import type { ArticleAnswer } from './ama.types.js';
import type { ClinicalTakeaway } from './takeaway.entity.js';
import { generateClinicalTakeaway } from './takeaway.service.js';

type Body = Record<string, unknown>;

const bodyOf = (req: Request): Body => (typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {});
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

// A REST payload may name the article by its title and abstract (docs/product/ai.md#which-article); a category it
// carries is not needed, since the stored article's own category is used.
function articleRefOf(body: Body): ArticleRef {
  const id = body.articleId;
  return {
    articleId: typeof id === 'string' || typeof id === 'number' ? id : null,
    title: textOf(body.title),
    abstract: textOf(body.abstract),
  };
}

/** The takeaway as the REST client reads it: `takeaway` is the whole text, the rest its structured parts. */
export function takeawayJson(takeaway: ClinicalTakeaway) {
  return {
    takeaway: takeaway.text,
    articleId: takeaway.articleId,
    bottomLine: takeaway.bottomLine,
    population: takeaway.population,
    intervention: takeaway.intervention,
    comparison: takeaway.comparison,
    outcome: takeaway.outcome,
    studyDesign: takeaway.studyDesign,
    levelOfEvidence: takeaway.levelOfEvidence,
    sampleSize: takeaway.sampleSize,
    sampleUnit: takeaway.sampleUnit,
    keyNumbers: takeaway.keyNumbers,
    caveats: takeaway.caveats,
    disclaimer: takeaway.disclaimer,
    provider: takeaway.provider,
    model: takeaway.model,
    offline: takeaway.offline,
    notice: takeaway.notice,
    generatedAt: takeaway.generatedAt.toISOString(),
  };
}

/** The answer as the REST client reads it: `response` is the whole text, the rest its structured parts. */
export function answerJson(answer: ArticleAnswer) {
  return {
    response: answer.response,
    articleId: answer.articleId,
    question: answer.question,
    coverage: answer.coverage,
    answer: answer.answer,
    quotes: answer.quotes,
    provider: answer.provider,
    model: answer.model,
    offline: answer.offline,
    notice: answer.notice,
    answeredAt: answer.answeredAt.toISOString(),
  };
}

/** `POST /api/generate-clinical-takeaway` and `POST /api/article-ama`, thin adapters over the AI services. */
export function aiRoutes(createContext: ContextFactory): Router {
  const router = Router();
  router.post(
    '/generate-clinical-takeaway',
    handle(createContext, async (ctx, req) => takeawayJson(await generateClinicalTakeaway(ctx, articleRefOf(bodyOf(req))))),
  );
  router.post(
    '/article-ama',
    handle(createContext, async (ctx, req) => {
      const body = bodyOf(req);
      return answerJson(await askAboutArticle(ctx, { ...articleRefOf(body), question: textOf(body.question) ?? '' }));
    }),
  );
  return router;
}
