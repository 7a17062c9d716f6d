import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import type { SummariseArticleInput, SummariseArticleResult } from '../contracts.js';

// The AI provider's failures never fail this activity: the gateway retries them within the call, and a paper whose AI
// summary cannot be had gets the offline summary at once. The call may take two drafts of the gateway's attempts on a
// slow model server; what is retried here is what else can fail (the database), from 1 s up to 2 min between tries.
const { draftSummary } = proxyActivities<Activities>({
  startToCloseTimeout: '15 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '2 minutes', maximumAttempts: 12 },
});

// Storing is one short, idempotent update: a local activity, run by the same worker right after the AI call returns,
// which saves a task queue round trip per article.
const { storeSummary } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 20 },
});

/**
 * Writes one article's plain-language summary: drafting is one activity (the AI provider's summary through the quality
 * gate, or the offline summary when the AI's cannot be had or fails its checks), and storing it is a local activity of
 * its own, so a database hiccup never pays for a second AI call. The article is readable meanwhile; its summary appears
 * when this completes.
 */
export async function summariseArticle({ articleId }: SummariseArticleInput): Promise<SummariseArticleResult> {
  const summary = await draftSummary({ articleId });
  if (!summary || !(await storeSummary({ articleId, summary }))) {
    return { articleId, status: 'skipped', provider: null, model: null };
  }
  return { articleId, status: 'summarised', provider: summary.provider, model: summary.model };
}
