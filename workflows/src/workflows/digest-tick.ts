import { continueAsNew, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import type { DigestTickInput, DigestTickResult } from '../contracts.js';

// Listing a page and starting its digests takes seconds; a worker that dies meanwhile is noticed within the heartbeat
// timeout, and the retry starts the page again, which starts nothing twice.
const { startDueDigests } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
});

const SCHEDULED_START = { name: 'TemporalScheduledStartTime', type: 'DATETIME' } as const;
/** Readers listed and started per activity call. */
export const DUE_PAGE_SIZE = 500;
/** Pages per run before it continues as new, keeping each run's history small. */
export const PAGES_PER_RUN = 100;

/**
 * One tick of a delivery slot (Eastern time), started by the slot's schedule or by `npm run ops -- digest run`: page by
 * page, an activity lists the readers due then and starts one `sendDigest` workflow per reader and period, left to run
 * on their own. Starting them from an activity keeps this history a few events per page however many readers are
 * due. A retried or repeated tick starts nothing twice: each digest's workflow id is its (user, period) key.
 */
export async function digestTick(input: DigestTickInput): Promise<DigestTickResult> {
  const info = workflowInfo();
  const at = input.at ?? (info.typedSearchAttributes.get(SCHEDULED_START) ?? info.runStartTime).toISOString();
  let totals = input.continued?.totals ?? { slot: input.slot, at, due: 0, started: 0, alreadyStarted: 0 };
  let afterUserId = input.continued?.afterUserId ?? 0;
  for (let page = 1; ; page += 1) {
    const result = await startDueDigests({ at, afterUserId, limit: DUE_PAGE_SIZE });
    totals = {
      ...totals,
      due: totals.due + result.listed,
      started: totals.started + result.started,
      alreadyStarted: totals.alreadyStarted + result.alreadyStarted,
    };
    if (result.listed < DUE_PAGE_SIZE || result.lastUserId === null) return totals;
    afterUserId = result.lastUserId;
    if (page >= PAGES_PER_RUN) return continueAsNew<typeof digestTick>({ slot: input.slot, at, continued: { afterUserId, totals } });
  }
}
