import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { listNeverIngestedSources } from '#graph/modules/ingestion/ingestion-run.service.js';
import { firstIngestionWorkflowId, INGEST_SOURCE_WORKFLOW, INGESTED_SOURCES, type IngestSourceInput } from './contracts.js';

/** How far back a source's first ingestion reads. */
export const FIRST_INGESTION_DAYS = 7;

/**
 * Starts, without waiting, an ingestion of the last `FIRST_INGESTION_DAYS` days for every source that has never had a
 * successful run, so a fresh installation fills its feed within minutes instead of at the next hourly slot (which
 * then reads on from where this one ended). Each runs under `ingest:<source>:first`: one still going is left alone, one
 * that failed is started again at the next start. Returns the sources it started.
 */
export async function startFirstIngestions(
  client: Client,
  em: EntityManager,
  taskQueue: string,
  options: { now?: Date; sources?: readonly SourceName[] } = {},
): Promise<SourceName[]> {
  const now = options.now ?? new Date();
  const window = { start: new Date(now.getTime() - FIRST_INGESTION_DAYS * 86_400_000).toISOString(), end: now.toISOString() };
  const started: SourceName[] = [];
  for (const source of await listNeverIngestedSources({ em }, options.sources ?? INGESTED_SOURCES)) {
    const input: IngestSourceInput = { source, trigger: 'manual', window };
    try {
      await client.workflow.start(INGEST_SOURCE_WORKFLOW, {
        workflowId: firstIngestionWorkflowId(source),
        taskQueue,
        args: [input],
        workflowIdReusePolicy: 'ALLOW_DUPLICATE_FAILED_ONLY',
      });
      started.push(source);
    } catch (error) {
      // Already running, or finished and about to be recorded: nothing to start.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return started;
}
