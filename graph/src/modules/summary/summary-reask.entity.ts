import { defineEntity, p } from '@mikro-orm/core';
import { Article } from '../article/article.entity.js';

/**
 * A paper whose AI summary was refused and whose offline summary stands in for it, waiting to be asked of the AI again
 * (docs/product/ai.md#asking-the-ai-again). One row per paper, written with the fallback and deleted when a summary
 * that is not a fallback is stored; `nextAttemptAt` is null once Paperlight has given up.
 */
export class SummaryReask {
  article!: Article;
  /** Why the AI draft was refused when the offline summary was stored; null for fallbacks stored before re-asking. */
  fallbackReason: string | null = null;
  /** When the offline summary was stored in place of the AI's: the order re-asks go in, oldest first. */
  fallbackAt: Date = new Date();
  /** Re-asks made so far. */
  attempts = 0;
  lastAttemptAt: Date | null = null;
  /** Why the latest re-ask's AI summary could not be used. */
  lastFailure: string | null = null;
  /** When the paper is next due; null once the re-asks are used up. */
  nextAttemptAt: Date | null = null;
}

export const SummaryReaskSchema = defineEntity({
  class: SummaryReask,
  tableName: 'summary_reasks',
  properties: {
    article: p.manyToOne(Article).primary().deleteRule('cascade'),
    fallbackReason: p.string().length(32).nullable(),
    fallbackAt: p.datetime(),
    attempts: p.smallint().default(0),
    lastAttemptAt: p.datetime().nullable(),
    lastFailure: p.text().nullable(),
    nextAttemptAt: p.datetime().nullable().index('summary_reasks_next_attempt_at_index'),
  },
});
