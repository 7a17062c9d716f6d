import { DomainError } from '../../lib/errors.js';
import { ArticleStatus } from '../article/article.enums.js';

/** What a refused AI feature is called in its refusal. */
export type AiFeature = 'takeaway' | 'answer';

const REFUSED: Readonly<Partial<Record<ArticleStatus, string>>> = {
  [ArticleStatus.RETRACTED]: 'retracted',
  [ArticleStatus.WITHDRAWN]: 'withdrawn',
};

const WHAT: Readonly<Record<AiFeature, string>> = {
  takeaway: 'does not write a new clinical takeaway for it',
  answer: 'does not answer questions about it',
};

/**
 * Refuses new AI output about a retracted or withdrawn paper (409 with a sentence), since its findings should not be
 * relied on (docs/product/feed.md#status-after-publication); any other status passes.
 */
export function assertAiMayUse(article: { status: ArticleStatus }, feature: AiFeature): void {
  const word = REFUSED[article.status];
  if (!word) return;
  throw new DomainError('CONFLICT', `This paper was ${word}, and its findings should not be relied on, so Paperlight ${WHAT[feature]}.`);
}
