import type { MikroORM } from '@mikro-orm/postgresql';
import { listSummariesToReask, reaskArticleSummary } from '#graph/modules/summary/summary-reask.service.js';
import type { Summariser } from '#graph/modules/summary/summariser.types.js';
import type { ReaskSummaryInput, ReaskSummaryResult } from '../contracts.js';
import { toActivityFailure } from './failures.js';
import { startArticleDeliveries } from './webhooks.js';

export interface ReaskingDeps {
  orm: MikroORM;
  summariser: Summariser;
  /** Papers one run re-asks at most (AI_REASK_BATCH). */
  reaskBatch: number;
}

/** The activities that ask the AI again for papers whose AI summary was refused, bound to the worker's ORM and summariser. */
export function createReaskingActivities({ orm, summariser, reaskBatch }: ReaskingDeps) {
  return {
    /** The ids of the papers due to be asked again at `at`, the longest waiting first, at most `limit` (else AI_REASK_BATCH). */
    async listSummariesToReask(input: { at: string; limit?: number }): Promise<number[]> {
      try {
        return await listSummariesToReask({ em: orm.em.fork() }, summariser, { at: new Date(input.at), limit: input.limit ?? reaskBatch });
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /**
     * Asks the AI again for one paper through the summary service; an AI summary it stores then starts the paper's
     * webhook deliveries as the summarisation's `storeSummary` does (each delivery once, however often this runs).
     */
    async reaskSummary(input: ReaskSummaryInput): Promise<ReaskSummaryResult> {
      try {
        const outcome = await reaskArticleSummary({ em: orm.em.fork() }, summariser, input.articleId, new Date(input.at));
        const { articleId } = input;
        switch (outcome.status) {
          case 'summarised':
            await startArticleDeliveries(orm, articleId);
            return { articleId, status: 'summarised', provider: outcome.provider, model: outcome.model };
          case 'still_offline':
            return {
              articleId,
              status: 'still_offline',
              attempts: outcome.attempts,
              failure: outcome.failure,
              nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null,
            };
          default:
            return { articleId, status: outcome.status };
        }
      } catch (error) {
        throw toActivityFailure(error);
      }
    },
  };
}
