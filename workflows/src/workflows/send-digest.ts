import { proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import type { SendDigestInput, SendDigestResult } from '../contracts.js';

// A local activity: the worker runs it inside the workflow's first task, which halves the round trips to Temporal per
// digest (what sets the pace when thousands go out at one slot). A mail server that is down or busy is retried from
// 2 s, doubling up to 10 min between tries, for up to 6 hours; a digest later than that is stale, and its period stays
// pending for an operator (`npm run ops -- digest send`).
const { deliverDigest } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '1 minute',
  scheduleToCloseTimeout: '6 hours',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

/**
 * One reader's digest for one period (workflow id `digest:<userId>:<periodKey>`, so it cannot run twice): one activity
 * that records the delivery under the (user, period) key before handing the email over and never sends it twice.
 */
export async function sendDigest(input: SendDigestInput): Promise<SendDigestResult> {
  return deliverDigest(input);
}
