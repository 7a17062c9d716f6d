import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError } from '@temporalio/client';
import { findIngestionRun, listIngestionRuns } from '#graph/modules/ingestion/ingestion-run.service.js';
import { INGEST_SOURCE_WORKFLOW, type IngestSourceInput, type IngestSourceResult } from '../contracts.js';
import { OpsError, printJson, type OpsContext, type OutputFormat } from './ops-context.js';

/** How one replay ended. */
export interface ReplayOutcome {
  workflowId: string;
  status: 'succeeded' | 'failed' | 'skipped';
  message: string;
}

function failureMessage(error: WorkflowFailedError): string {
  return error.cause?.message ?? error.message;
}

/**
 * Starts a failed ingestion run again under the same workflow id with the same input (its source, trigger and stored
 * window) and waits for it. Safe to repeat: a run that already succeeded is left alone, and a run still going is
 * waited on rather than started twice. Throws an OpsError when no run has this id.
 */
export async function replayRun(ctx: OpsContext, workflowId: string): Promise<ReplayOutcome> {
  const run = await findIngestionRun({ em: await ctx.em() }, workflowId);
  if (!run) throw new OpsError(`No ingestion run has the workflow id ${workflowId}; list them with \`npm run ops -- runs\`.`);
  if (run.status === 'succeeded')
    return { workflowId, status: 'skipped', message: `${workflowId} already succeeded; there is nothing to replay.` };
  const input: IngestSourceInput = {
    source: run.source,
    trigger: run.trigger,
    window: { start: run.windowStart.toISOString(), end: run.windowEnd.toISOString() },
  };
  const client = await ctx.client();
  try {
    const handle = await client.workflow.start(INGEST_SOURCE_WORKFLOW, {
      workflowId,
      taskQueue: ctx.taskQueue,
      args: [input],
      workflowIdReusePolicy: 'ALLOW_DUPLICATE_FAILED_ONLY',
      workflowIdConflictPolicy: 'USE_EXISTING',
    });
    const result = (await handle.result()) as IngestSourceResult;
    return {
      workflowId,
      status: 'succeeded',
      message: `${workflowId} succeeded: ${result.fetched} fetched, ${result.inserted} new, ${result.updated} updated, ${result.summariesStarted} summaries started.`,
    };
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) {
      return { workflowId, status: 'skipped', message: `${workflowId} already completed in Temporal; there is nothing to replay.` };
    }
    if (error instanceof WorkflowFailedError)
      return { workflowId, status: 'failed', message: `${workflowId} failed again: ${failureMessage(error)}` };
    throw error;
  }
}

/** Replays every failed run, oldest first, one at a time; returns the outcomes. */
export async function replayFailedRuns(ctx: OpsContext, onOutcome: (outcome: ReplayOutcome) => void): Promise<ReplayOutcome[]> {
  const failed = await listIngestionRuns({ em: await ctx.em() }, { status: 'failed', limit: 1_000 });
  const outcomes: ReplayOutcome[] = [];
  for (const run of failed.reverse()) {
    const outcome = await replayRun(ctx, run.workflowId);
    onOutcome(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * `replay --failed`: replays every failed run, printing each outcome as it ends, then a summary line; as JSON, one
 * document `{ replayed, succeeded, failed, skipped, outcomes }` with each outcome's line on stderr as it ends. Exits 1
 * when a run failed again.
 */
export async function replayFailedCommand(ctx: OpsContext, format: OutputFormat): Promise<number> {
  const json = format === 'json';
  // Under --json stdout holds only the document, so each outcome's line goes to stderr as it ends.
  const outcomes = await replayFailedRuns(ctx, (outcome) => (json ? ctx.out.error : ctx.out.log)(outcome.message));
  const count = (status: ReplayOutcome['status']) => outcomes.filter((outcome) => outcome.status === status).length;
  const failed = count('failed');
  if (json) {
    printJson(ctx.out, { replayed: outcomes.length, succeeded: count('succeeded'), failed, skipped: count('skipped'), outcomes });
  } else {
    ctx.out.log(
      outcomes.length === 0
        ? 'No failed ingestion runs to replay.'
        : `Replayed ${outcomes.length} failed run${outcomes.length === 1 ? '' : 's'}: ${outcomes.length - failed} recovered, ${failed} failed again.`,
    );
  }
  return failed ? 1 : 0;
}
