import type { MikroORM } from '@mikro-orm/postgresql';
import { NotFoundError } from '#graph/lib/errors.js';
import { draftArticleSummary } from '#graph/modules/summary/summary-drafting.service.js';
import { saveSummary } from '#graph/modules/summary/summary.service.js';
import type { Summariser, SummaryResult } from '#graph/modules/summary/summariser.types.js';
import { toActivityFailure } from './failures.js';
import { startArticleDeliveries } from './webhooks.js';

export interface SummarisingDeps {
  orm: MikroORM;
  summariser: Summariser;
}

/** The summarisation activities, bound to the worker's ORM and summary provider. */
export function createSummarisingActivities({ orm, summariser }: SummarisingDeps) {
  return {
    /**
     * Has the configured provider (OpenAI-compatible or local) write an article's summary through the quality gate and
     * returns it unsaved, with its grade and number check; null when the article is gone. Rate limits, server errors and
     * timeouts of the first request fail retryably; rejected requests do not.
     */
    async draftSummary(input: { articleId: number }): Promise<SummaryResult | null> {
      try {
        return await draftArticleSummary({ em: orm.em.fork() }, summariser, input.articleId);
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /**
     * Stores a drafted summary with its provider, model and quality, then starts the webhook deliveries of the paper
     * (once each, however often this is retried); returns false when the article was deleted meanwhile.
     */
    async storeSummary(input: { articleId: number; summary: SummaryResult }): Promise<boolean> {
      try {
        await saveSummary({ em: orm.em.fork() }, input.articleId, input.summary);
        await startArticleDeliveries(orm, input.articleId);
        return true;
      } catch (error) {
        if (error instanceof NotFoundError) return false;
        throw toActivityFailure(error);
      }
    },
  };
}
