import { type NativeConnection, Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities/index.js';

export interface PaperlightWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** A pre-built bundle (see `prebuiltWorkflowBundle`); without one the worker bundles the workflows at start. */
  workflowBundle?: WorkflowBundleOption;
  /** Activities running at once; AI calls and source fetches are I/O bound. */
  maxConcurrentActivities?: number;
}

/**
 * A worker for the ingestion and summarisation workflows and their activities, with one reused V8 context for all
 * workflows (`reuseV8Context`), which cuts memory and per-workflow start cost.
 */
export function createPaperlightWorker(options: PaperlightWorkerOptions): Promise<Worker> {
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    ...(options.workflowBundle
      ? { workflowBundle: options.workflowBundle }
      : { workflowsPath: new URL('../workflows/index.ts', import.meta.url).pathname }),
    activities: createActivities(options.deps),
    reuseV8Context: true,
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivities ?? 32,
    shutdownGraceTime: '10 seconds',
  });
}
