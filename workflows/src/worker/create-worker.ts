import { type ActivityInterceptorsFactory, type NativeConnection, Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { withLogScope } from '#graph/lib/logger.js';
import { createActivities, type ActivityDeps } from '../activities/index.js';
import { WORKFLOWS_PATH } from './workflow-bundle.js';

/** Every line an activity logs, through graph's services too, carries its workflow id and activity type. */
export const logScopeInterceptor: ActivityInterceptorsFactory = (context) => ({
  inbound: {
    execute: (input, next) =>
      withLogScope({ workflowId: context.info.workflowExecution?.workflowId, activity: context.info.activityType }, () => next(input)),
  },
});

export interface PaperlightWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** A pre-built bundle (see `prebuiltWorkflowBundle`); without one the worker bundles the workflows at start. */
  workflowBundle?: WorkflowBundleOption;
  /** Activities running at once; AI calls and source fetches are I/O bound. */
  maxConcurrentActivities?: number;
  /** Local activities running at once (each digest's delivery is one); the SDK's default when absent. */
  maxConcurrentLocalActivities?: number;
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
    ...(options.workflowBundle ? { workflowBundle: options.workflowBundle } : { workflowsPath: WORKFLOWS_PATH }),
    activities: createActivities(options.deps),
    reuseV8Context: true,
    interceptors: { activity: [logScopeInterceptor] },
    maxConcurrentActivityTaskExecutions: options.maxConcurrentActivities ?? 32,
    ...(options.maxConcurrentLocalActivities ? { maxConcurrentLocalActivityExecutions: options.maxConcurrentLocalActivities } : {}),
    shutdownGraceTime: '10 seconds',
  });
}
