import { continueAsNew, ParentClosePolicy, proxyActivities, startChild, workflowInfo, WorkflowIdReusePolicy } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { digestWorkflowId, type DigestTickInput, type DigestTickResult, type DueDigest } from '../contracts.js';
import { sendDigest } from './send-digest.js';

const { listDueDigests } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
});

const SCHEDULED_START = { name: 'TemporalScheduledStartTime', type: 'DATETIME' } as const;
/** Readers listed per activity call. */
export const DUE_PAGE_SIZE = 500;
/** Digests started per run before it continues as new, keeping each run's history small. */
export const DIGESTS_PER_RUN = 2_000;

async function startDigest(due: DueDigest, periodEnd: string): Promise<boolean> {
  try {
    await startChild(sendDigest, {
      workflowId: digestWorkflowId(due.userId, due.periodKey),
      args: [{ userId: due.userId, periodKey: due.periodKey, frequency: due.frequency, periodEnd }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      // A digest that ran (or runs) for this reader and period is never started again; a failed one may be.
      workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
    });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'WorkflowExecutionAlreadyStartedError') return false;
    throw error;
  }
}

/**
 * One tick of a delivery slot (Eastern time), started by the slot's schedule or by `npm run ops -- digest run`: lists
 * the readers due then, page by page, and starts one `sendDigest` workflow per reader and period, left running on
 * their own. A retried or repeated tick starts nothing twice: each digest's workflow id is its (user, period) key.
 */
export async function digestTick(input: DigestTickInput): Promise<DigestTickResult> {
  const info = workflowInfo();
  const at = input.at ?? (info.typedSearchAttributes.get(SCHEDULED_START) ?? info.runStartTime).toISOString();
  let totals = input.continued?.totals ?? { slot: input.slot, at, due: 0, started: 0, alreadyStarted: 0 };
  let afterUserId = input.continued?.afterUserId ?? 0;
  let startedThisRun = 0;
  for (;;) {
    const page = await listDueDigests({ at, afterUserId, limit: DUE_PAGE_SIZE });
    const outcomes = await Promise.all(page.readers.map((due) => startDigest(due, page.periodEnd)));
    const started = outcomes.filter(Boolean).length;
    totals = {
      ...totals,
      due: totals.due + page.readers.length,
      started: totals.started + started,
      alreadyStarted: totals.alreadyStarted + outcomes.length - started,
    };
    if (page.readers.length < DUE_PAGE_SIZE) return totals;
    afterUserId = page.readers[page.readers.length - 1].userId;
    startedThisRun += page.readers.length;
    if (startedThisRun >= DIGESTS_PER_RUN) {
      return continueAsNew<typeof digestTick>({ slot: input.slot, at, continued: { afterUserId, totals } });
    }
  }
}
