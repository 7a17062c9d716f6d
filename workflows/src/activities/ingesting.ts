import { cancellationSignal, heartbeat } from '@temporalio/activity';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { ingestedArticles, ingestionRuns } from '#graph/lib/metrics.js';
import type { IngestionTrigger } from '#graph/modules/ingestion/ingestion-run.entity.js';
import {
  failIngestionRun,
  recordIngestion,
  startIngestionRun,
  type IngestionOutcome,
} from '#graph/modules/ingestion/ingestion-run.service.js';
import type { WindowInput } from '../contracts.js';
import type { SourceClients } from '../sources/index.js';
import { toActivityFailure } from './failures.js';
import { keepHeartbeating } from './heartbeats.js';

export interface IngestingDeps {
  orm: MikroORM;
  sources: SourceClients;
}

export interface BeginIngestionRunInput {
  workflowId: string;
  temporalRunId: string;
  source: SourceName;
  trigger: IngestionTrigger;
  window: WindowInput | null;
  until: string;
}

export interface IngestWindowInput {
  workflowId: string;
  source: SourceName;
  window: WindowInput;
}

/** The ingestion activities, bound to the worker's ORM and source clients. */
function countIngestion(source: string, outcome: IngestionOutcome): void {
  ingestionRuns.inc({ source, outcome: 'stored' });
  ingestedArticles.inc({ source, result: 'inserted' }, outcome.insertedIds.length);
  ingestedArticles.inc({ source, result: 'updated' }, outcome.updated);
  ingestedArticles.inc({ source, result: 'unchanged' }, outcome.unchanged);
  ingestedArticles.inc({ source, result: 'duplicate' }, outcome.duplicates);
}

export function createIngestingActivities({ orm, sources }: IngestingDeps) {
  return {
    /**
     * Records the run's start (or restart) and settles its window: the given one, the one an earlier attempt stored,
     * or everything since the source's last successful run up to `until`.
     */
    async beginIngestionRun(input: BeginIngestionRunInput): Promise<{ window: WindowInput; attempts: number }> {
      const run = await startIngestionRun(
        { em: orm.em.fork() },
        {
          ...input,
          window: input.window ? { start: new Date(input.window.start), end: new Date(input.window.end) } : null,
          until: new Date(input.until),
        },
      ).catch((error: unknown) => Promise.reject(toActivityFailure(error)));
      return { window: { start: run.windowStart.toISOString(), end: run.windowEnd.toISOString() }, attempts: run.attempts };
    },

    /**
     * Reads the whole window from the source, then stores it and marks the run succeeded in one transaction. A page
     * that cannot be parsed fails the activity before anything is written. Heartbeats per page and while storing.
     */
    async ingestWindow(input: IngestWindowInput): Promise<IngestionOutcome> {
      const stop = keepHeartbeating();
      try {
        const drafts = await sources[input.source].fetchWindow(input.window, {
          signal: cancellationSignal(),
          onProgress: (fetched) => heartbeat({ fetched }),
        });
        const outcome = await recordIngestion({ em: orm.em.fork() }, { workflowId: input.workflowId, drafts });
        countIngestion(input.source, outcome);
        return outcome;
      } catch (error) {
        ingestionRuns.inc({ source: input.source, outcome: 'failed' });
        throw toActivityFailure(error);
      } finally {
        stop();
      }
    },

    /** Marks the run failed with the reason an operator reads in `npm run ops -- runs --failed`. */
    async recordIngestionFailure(input: { workflowId: string; error: string }): Promise<void> {
      await failIngestionRun({ em: orm.em.fork() }, input).catch((error: unknown) => Promise.reject(toActivityFailure(error)));
    },
  };
}
