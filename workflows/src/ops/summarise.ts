import { WorkflowFailedError } from '@temporalio/client';
import { listArticlesMissingSummary } from '#graph/modules/summary/summary-drafting.service.js';
import { SUMMARISE_ARTICLE_WORKFLOW, summariseWorkflowId, type SummariseArticleResult } from '../contracts.js';
import type { OpsContext } from './ops-context.js';

/** Totals of a `summarise --missing` run so far. */
export interface SummariseProgress {
  total: number;
  done: number;
  summarised: number;
  skipped: number;
  failed: number;
  failures: string[];
}

const BATCH = 50;

/**
 * Starts a summarisation workflow for every article still missing a summary from the configured provider (none at all,
 * or only the offline one when an AI provider is configured) and waits for them, 50 at a time. A summarisation already
 * running for an article is waited on, not started twice.
 */
export async function summariseMissing(ctx: OpsContext, onProgress: (progress: SummariseProgress) => void): Promise<SummariseProgress> {
  const ids = await listArticlesMissingSummary({ em: await ctx.em() }, ctx.summariser);
  const progress: SummariseProgress = { total: ids.length, done: 0, summarised: 0, skipped: 0, failed: 0, failures: [] };
  if (ids.length === 0) return progress;
  const client = await ctx.client();
  for (let index = 0; index < ids.length; index += BATCH) {
    const batch = ids.slice(index, index + BATCH);
    await Promise.all(
      batch.map(async (articleId) => {
        const handle = await client.workflow.start(SUMMARISE_ARTICLE_WORKFLOW, {
          workflowId: summariseWorkflowId(articleId),
          taskQueue: ctx.taskQueue,
          args: [{ articleId }],
          workflowIdConflictPolicy: 'USE_EXISTING',
        });
        try {
          const result = (await handle.result()) as SummariseArticleResult;
          if (result.status === 'summarised') progress.summarised += 1;
          else progress.skipped += 1;
        } catch (error) {
          if (!(error instanceof WorkflowFailedError)) throw error;
          progress.failed += 1;
          progress.failures.push(`article ${articleId}: ${error.cause?.message ?? error.message}`);
        }
        progress.done += 1;
      }),
    );
    onProgress({ ...progress });
  }
  return progress;
}
