import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import {
  ingestScheduleId,
  summariseWorkflowId,
  type IngestSourceResult,
  type SummariseArticleResult,
} from '../../../workflows/src/contracts.js';
import { ensureSchedules } from '../../../workflows/src/schedules.js';
import { quietTemporalLogs, startHarness, type Harness } from '../../../workflows/test/harness.js';
import { startTemporalDevServer } from '../../../workflows/test/temporal-global-setup.js';
import type { TestApp } from './app.js';

/**
 * The ingestion side of production beside a test app: a Temporal dev server, the worker with every workflow, the four
 * sources as local stand-ins serving recorded records (`harness.sources.pools`), and the OpenAI stand-in as the
 * summariser, all writing to the app's own database, so what the worker stores reaches the app's readers.
 */
export interface IngestionStack {
  harness: Harness;
  temporal: TestWorkflowEnvironment;
  /**
   * Creates the source's hourly schedule as the worker started with `--schedules` does, triggers it now (as
   * `temporal schedule trigger` or the hour would), and answers the run's result once the run has finished.
   */
  runSchedule(source: SourceName): Promise<IngestSourceResult>;
  /** Waits for the `summariseArticle` workflows of these articles, which the ingestion run started and left running. */
  summaries(articleIds: number[]): Promise<SummariseArticleResult[]>;
  close(): Promise<void>;
}

/** How long a schedule may take to start its run on a busy machine. */
const ACTION_TIMEOUT_MS = 30_000;
const POLL_MS = 200;

/** Starts the ingestion stack on the app's database. */
export async function startIngestion(app: TestApp): Promise<IngestionStack> {
  quietTemporalLogs();
  const temporal = await startTemporalDevServer();
  let harness: Harness;
  try {
    harness = await startHarness('e2e-ingestion', {}, { db: app.db, temporal });
  } catch (error) {
    await temporal.teardown();
    throw error;
  }
  const { client } = temporal;

  /** The id of the first workflow the schedule started at or after `since`. */
  async function actionTakenSince(scheduleId: string, since: number): Promise<string> {
    const deadline = Date.now() + ACTION_TIMEOUT_MS;
    for (;;) {
      const { info } = await client.schedule.getHandle(scheduleId).describe();
      const action = info.recentActions.find((recent) => recent.takenAt.getTime() >= since);
      if (action) return action.action.workflow.workflowId;
      if (Date.now() > deadline) throw new Error(`The schedule ${scheduleId} started no workflow within ${ACTION_TIMEOUT_MS / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return {
    harness,
    temporal,
    async runSchedule(source) {
      await ensureSchedules(client, harness.taskQueue, [source], []);
      const scheduleId = ingestScheduleId(source);
      // Temporal's server and this process read the same clock; a second's leeway covers its rounding.
      const since = Date.now() - 1_000;
      await client.schedule.getHandle(scheduleId).trigger();
      const workflowId = await actionTakenSince(scheduleId, since);
      return (await client.workflow.getHandle(workflowId).result()) as IngestSourceResult;
    },
    async summaries(articleIds) {
      return Promise.all(
        articleIds.map(async (id) => (await client.workflow.getHandle(summariseWorkflowId(id)).result()) as SummariseArticleResult),
      );
    },
    async close() {
      await harness.close();
      await temporal.teardown();
    },
  };
}
