import { ActivityFailure, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import type { DeliverWebhookInput, DeliverWebhookResult } from '../contracts.js';

// One try is one POST of at most 10 seconds and two short writes. Tries go on with backoff (5 s, 10 s, 20 s, … up to an
// hour apart) until 24 hours after the first (docs/product/following.md#signed-webhooks).
const { attemptWebhookDelivery } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '24 hours',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

const { failWebhookDelivery, sendWebhookDisabledEmail } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 50 },
});

/**
 * Posts one webhook delivery until the endpoint accepts it, for up to 24 hours, then records it as failed. A try that
 * finds the endpoint failing for 3 days disables it, and the reader is emailed once. Its id derives from the delivery
 * (`webhook-delivery:<id>`), so it starts once per delivery; the Temporal UI shows every try.
 */
export async function deliverWebhook({ deliveryId }: DeliverWebhookInput): Promise<DeliverWebhookResult> {
  try {
    const attempt = await attemptWebhookDelivery({ deliveryId });
    if (attempt.outcome === 'disabled') {
      await sendWebhookDisabledEmail({ webhookId: attempt.webhookId });
      return { deliveryId, status: 'failed', disabled: true };
    }
    return { deliveryId, status: attempt.outcome, disabled: false };
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    await failWebhookDelivery({ deliveryId });
    return { deliveryId, status: 'failed', disabled: false };
  }
}
