import { Client, Connection, WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import type { TemporalSecurity } from './temporal-security.js';

/** Starts workflows on the worker's task queue: the API's one way into Temporal. */
export interface WorkflowStarter {
  /** Starts a workflow under its business id; false when a workflow of that id ran or runs already. */
  start(workflowType: string, workflowId: string, args: unknown[]): Promise<boolean>;
}

/** A starter over a Temporal client: ids are never reused, so a second start of the same work is refused. */
export function clientWorkflowStarter(client: () => Promise<Client>, taskQueue: string): WorkflowStarter {
  return {
    async start(workflowType, workflowId, args) {
      try {
        await (
          await client()
        ).workflow.start(workflowType, {
          taskQueue,
          workflowId,
          args,
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        });
        return true;
      } catch (error) {
        if (error instanceof WorkflowExecutionAlreadyStartedError) return false;
        throw error;
      }
    },
  };
}

/** A starter that connects to Temporal on its first use (and again after a failed connection). */
export function connectWorkflowStarter(
  options: { address: string; namespace: string; security?: TemporalSecurity },
  taskQueue: string,
): WorkflowStarter {
  let connecting: Promise<Client> | null = null;
  const client = () => {
    connecting ??= Connection.connect({ address: options.address, ...options.security })
      .then((connection) => new Client({ connection, namespace: options.namespace }))
      .catch((error: unknown) => {
        connecting = null;
        throw error;
      });
    return connecting;
  };
  return clientWorkflowStarter(client, taskQueue);
}
