import { Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Mailer } from '#graph/lib/mailer.js';
import { digestDeliveries } from '#graph/lib/metrics.js';
import { deliverDigest } from '#graph/modules/digest/digest-delivery.service.js';
import type { DigestMailSettings } from '#graph/modules/digest/digest-message.render.js';
import { listDueDigests, requireSlot } from '#graph/modules/digest/digest.service.js';
import {
  digestWorkflowId,
  SEND_DIGEST_WORKFLOW,
  type DueDigestPageResult,
  type SendDigestInput,
  type SendDigestResult,
} from '../contracts.js';
import { createDigestRenderer } from '../emails/render-digest.js';
import { toActivityFailure } from './failures.js';

export interface MailingDeps {
  orm: MikroORM;
  mailer: Mailer;
  mail: DigestMailSettings;
}

const clock = () => new Date();
/** Workflow starts in flight at once while a page is started. */
const START_CONCURRENCY = 16;

/** The digest activities, bound to the worker's ORM, mailer and mail settings. */
export function createMailingActivities({ orm, mailer, mail }: MailingDeps) {
  // A slot's readers with the same sources and searches share a body, rendered once per worker.
  const render = createDigestRenderer();
  return {
    /**
     * Lists one page of the readers due at the slot of `at` (after `afterUserId`) and starts a `sendDigest` workflow
     * for each on this worker's task queue, under the id `digest:<userId>:<periodKey>`: an id that ran or runs already
     * is refused by Temporal and counted as already started. A time that is no slot fails for good.
     */
    async startDueDigests(input: { at: string; afterUserId: number; limit: number }): Promise<DueDigestPageResult> {
      try {
        const at = new Date(input.at);
        const periodEnd = requireSlot(at).instant.toISOString();
        const due = await listDueDigests({ em: orm.em.fork(), now: clock }, { ...input, at });
        const { client, info } = Context.current();
        let started = 0;
        let next = 0;
        const startNext = async (): Promise<void> => {
          for (let index = next++; index < due.length; index = next++) {
            const reader = due[index];
            const args: [SendDigestInput] = [
              { userId: reader.userId, periodKey: reader.periodKey, frequency: reader.frequency, periodEnd },
            ];
            try {
              await client.workflow.start(SEND_DIGEST_WORKFLOW, {
                workflowId: digestWorkflowId(reader.userId, reader.periodKey),
                taskQueue: info.taskQueue,
                args,
                // A digest that ran (or runs) for this reader and period is never started again; a failed one may be.
                workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
              });
              started += 1;
            } catch (error) {
              if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
            }
            Context.current().heartbeat(index);
          }
        };
        await Promise.all(Array.from({ length: Math.min(START_CONCURRENCY, due.length) }, startNext));
        return { listed: due.length, started, alreadyStarted: due.length - started, lastUserId: due.at(-1)?.userId ?? null };
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /**
     * Sends one reader's digest for one period, at most once (see `deliverDigest`): a mail server that is down or
     * answers 4xx fails the try retryably; everything else settles the period.
     */
    async deliverDigest(input: SendDigestInput): Promise<SendDigestResult> {
      try {
        const sender = { mailer, render, settings: mail };
        const outcome = await deliverDigest({ em: orm.em.fork(), now: clock }, sender, {
          ...input,
          periodEnd: new Date(input.periodEnd),
          slotInstant: input.slotInstant ? new Date(input.slotInstant) : undefined,
        });
        if (!outcome.alreadySettled) digestDeliveries.inc({ status: outcome.status });
        return { userId: input.userId, periodKey: input.periodKey, ...outcome };
      } catch (error) {
        throw toActivityFailure(error);
      }
    },
  };
}
