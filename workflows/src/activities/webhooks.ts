import { ApplicationFailure, Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Mailer } from '#graph/lib/mailer.js';
import {
  attemptWebhookDelivery,
  failWebhookDelivery,
  queueArticleDeliveries,
  sendWebhookDisabledEmail,
  type DeliveryAttemptOutcome,
} from '#graph/modules/webhook/webhook-delivery.service.js';
import { createWebhookPoster, type WebhookPoster } from '#graph/modules/webhook/webhook-http.service.js';
import { DELIVER_WEBHOOK_WORKFLOW, webhookDeliveryWorkflowId, type DeliverWebhookInput } from '../contracts.js';
import { toActivityFailure } from './failures.js';

export interface WebhookDeps {
  orm: MikroORM;
  mailer: Mailer;
  mail: { publicUrl: string; from: string };
  /** Posts deliveries under the address policy of the environment (loopback endpoints only outside production); public addresses only when left out. */
  webhookPoster?: WebhookPoster;
}

const clock = () => new Date();

/** The failure type of a try the endpoint refused or never answered; retried with backoff for 24 hours. */
export const WEBHOOK_REFUSED = 'WebhookRefused';

/**
 * Records the deliveries of a newly summarised article and starts a `deliverWebhook` workflow for each, on the
 * calling activity's task queue, under the id derived from the delivery: Temporal refuses a second start of an id that
 * ran or runs, so a retried call starts nothing twice. Answers how many it started.
 */
export async function startArticleDeliveries(orm: MikroORM, articleId: number): Promise<number> {
  const ids = await queueArticleDeliveries({ em: orm.em.fork(), now: clock }, articleId);
  if (ids.length === 0) return 0;
  const { client, info } = Context.current();
  let started = 0;
  for (const deliveryId of ids) {
    const args: [DeliverWebhookInput] = [{ deliveryId }];
    try {
      await client.workflow.start(DELIVER_WEBHOOK_WORKFLOW, {
        taskQueue: info.taskQueue,
        workflowId: webhookDeliveryWorkflowId(deliveryId),
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        args,
      });
      started += 1;
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return started;
}

/** The webhook activities, bound to the worker's ORM, poster and mailer. */
export function createWebhookActivities({ orm, mailer, mail, webhookPoster }: WebhookDeps) {
  const post = webhookPoster ?? createWebhookPoster({ allowLoopback: false });
  return {
    /**
     * Posts one delivery and records the try. A refusal, a timeout or an unreachable endpoint fails retryably
     * (WebhookRefused) unless the try disabled the endpoint, which is answered as `disabled`.
     */
    async attemptWebhookDelivery(input: DeliverWebhookInput): Promise<Exclude<DeliveryAttemptOutcome, { outcome: 'retry' }>> {
      let outcome: DeliveryAttemptOutcome;
      try {
        outcome = await attemptWebhookDelivery({ em: orm.em.fork(), now: clock, post, publicUrl: mail.publicUrl }, input.deliveryId);
      } catch (error) {
        throw toActivityFailure(error);
      }
      if (outcome.outcome === 'retry') throw ApplicationFailure.retryable(outcome.reason, WEBHOOK_REFUSED);
      return outcome;
    },

    /** Records a delivery as failed once its 24 hours of tries ran out. */
    async failWebhookDelivery(input: DeliverWebhookInput): Promise<void> {
      try {
        await failWebhookDelivery({ em: orm.em.fork(), now: clock }, input.deliveryId);
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /** Emails the reader that their endpoint was disabled after failing for 3 days. */
    async sendWebhookDisabledEmail(input: { webhookId: number }): Promise<boolean> {
      try {
        return await sendWebhookDisabledEmail(
          { em: orm.em.fork(), mailer, mailFrom: mail.from, publicUrl: mail.publicUrl },
          input.webhookId,
        );
      } catch (error) {
        throw toActivityFailure(error);
      }
    },
  };
}
