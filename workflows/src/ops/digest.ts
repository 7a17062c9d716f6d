import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy, type WorkflowHandle } from '@temporalio/client';
import { DomainError } from '#graph/lib/errors.js';
import { planReaderDigest, requireSlot, type ReaderDigestPlan } from '#graph/modules/digest/digest.service.js';
import {
  DIGEST_TICK_WORKFLOW,
  digestTickWorkflowIdPrefix,
  digestWorkflowId,
  SEND_DIGEST_WORKFLOW,
  type DigestTickResult,
  type SendDigestInput,
  type SendDigestResult,
} from '../contracts.js';
import { OpsError, type OpsContext } from './ops-context.js';

function describeOutcome(plan: ReaderDigestPlan, result: SendDigestResult): string {
  const digest = `${plan.username}'s ${plan.frequency} digest for ${plan.periodKey}`;
  const earlier = result.alreadySettled ? ' earlier; nothing was sent now' : '';
  switch (result.status) {
    case 'sent':
      return result.alreadySettled
        ? `${digest} was already sent (Message-ID ${result.messageId}); nothing was sent again.`
        : `Sent ${digest} to ${result.to}: ${result.articleCount} of ${result.totalCount} new papers, Message-ID ${result.messageId}.`;
    case 'empty':
      return `${digest} had nothing new from the chosen sources, so no email was sent${earlier}.`;
    case 'unconfirmed':
      return `${digest} may have gone out before a try was interrupted, so it is not sent again (Message-ID ${result.messageId}).`;
    case 'failed':
      return `${digest} was rejected by the mail server for good${earlier}; see the delivery's last error.`;
    case 'cancelled':
    case 'skipped':
      return `${plan.username} turned the digest off or lost Premium before ${digest} went out; nothing was sent.`;
    default:
      return `${digest} is ${result.status}.`;
  }
}

async function startOrFind<T>(
  start: () => Promise<WorkflowHandle>,
  find: () => WorkflowHandle,
): Promise<{ handle: WorkflowHandle; started: boolean; result: Promise<T> }> {
  try {
    const handle = await start();
    return { handle, started: true, result: handle.result() as Promise<T> };
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    const handle = find();
    return { handle, started: false, result: handle.result() as Promise<T> };
  }
}

/**
 * `digest send --user <username>`: sends the reader's digest for the current period now (the one their next delivery
 * slot closes, up to now), through the same workflow id the schedule uses, so it is sent at most once whoever asks
 * first and the scheduled send of that period then sends nothing; the next period starts where this one ended. When
 * the period has nothing new so far, nothing is started, so the scheduled send still goes out. Prints what happened.
 */
export async function sendReaderDigest(ctx: OpsContext, username: string, now = new Date()): Promise<number> {
  let plan: ReaderDigestPlan;
  try {
    plan = await planReaderDigest({ em: await ctx.em(), now: () => now }, username);
  } catch (error) {
    if (error instanceof DomainError) throw new OpsError(error.message);
    throw error;
  }
  if (!plan.settled && plan.selection.totalCount === 0) {
    ctx.out.log(
      `${plan.username}'s ${plan.frequency} digest for ${plan.periodKey} has nothing new from the chosen sources so far, so nothing was sent; the scheduled digest at ${plan.slotInstant.toISOString()} still goes out.`,
    );
    return 0;
  }
  const client = await ctx.client();
  const workflowId = digestWorkflowId(plan.userId, plan.periodKey);
  const input: SendDigestInput = {
    userId: plan.userId,
    periodKey: plan.periodKey,
    frequency: plan.frequency,
    periodEnd: plan.periodEnd.toISOString(),
    slotInstant: plan.slotInstant.toISOString(),
  };
  const { result, started } = await startOrFind<SendDigestResult>(
    () =>
      client.workflow.start(SEND_DIGEST_WORKFLOW, {
        workflowId,
        taskQueue: ctx.taskQueue,
        args: [input],
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
      }),
    () => client.workflow.getHandle(workflowId),
  );
  // Found already running or done: whatever that run did, this call sent nothing.
  const outcome = started ? await result : { ...(await result), alreadySettled: true };
  const line = describeOutcome(plan, outcome);
  (outcome.status === 'failed' ? ctx.out.error : ctx.out.log)(line);
  return outcome.status === 'failed' ? 1 : 0;
}

/**
 * `digest run --at <ISO time>`: runs the tick of the delivery slot at that time (Eastern) as the schedule would, and
 * prints how many readers were due and how many digests it started. Safe to repeat: a digest never starts twice.
 */
export async function runDigestTick(ctx: OpsContext, atText: string): Promise<number> {
  const at = new Date(atText);
  if (Number.isNaN(at.getTime())) throw new OpsError(`--at must be an ISO time such as 2026-11-29T09:00:00-05:00; it is "${atText}".`);
  let slot: ReturnType<typeof requireSlot>;
  try {
    slot = requireSlot(at);
  } catch (error) {
    if (error instanceof DomainError) throw new OpsError(error.message);
    throw error;
  }
  const client = await ctx.client();
  const nominal = slot.instant.toISOString().replace('.000Z', 'Z');
  const workflowId = `${digestTickWorkflowIdPrefix(slot.time)}-${nominal}`;
  const { result } = await startOrFind<DigestTickResult>(
    () =>
      client.workflow.start(DIGEST_TICK_WORKFLOW, {
        workflowId,
        taskQueue: ctx.taskQueue,
        args: [{ slot: slot.time, at: slot.instant.toISOString() }],
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
      }),
    () => client.workflow.getHandle(workflowId),
  );
  const ticked = await result;
  ctx.out.log(
    `Ran the ${slot.time} tick of ${slot.localDate} (New York): ${ticked.due} reader${ticked.due === 1 ? '' : 's'} due, ${ticked.started} digest${ticked.started === 1 ? '' : 's'} started, ${ticked.alreadyStarted} already started.`,
  );
  return 0;
}
