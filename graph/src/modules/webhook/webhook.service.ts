import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DELIVER_WEBHOOK_WORKFLOW, webhookDeliveryWorkflowId } from '../../../../workflows/src/contracts.js';
import { DomainError, NotFoundError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import type { WorkflowStarter } from '../../lib/workflow-starter.js';
import { getSavedSearch } from '../saved-search/saved-search.service.js';
import { SavedSearch } from '../saved-search/saved-search.entity.js';
import { User } from '../user/user.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookDeliveryStatus } from './webhook.enums.js';
import { Webhook } from './webhook.entity.js';
import { MAX_LISTED_DELIVERIES, MAX_WEBHOOKS } from './webhook.limits.js';
import { lockReaderWebhooks } from './webhook.queries.js';
import { newWebhookSecret } from './webhook.rules.js';
import { checkEndpointUrl } from './webhook-url.service.js';

/** What the webhook services need: the request's EntityManager, the clock and whether loopback endpoints are allowed. */
export interface WebhookServiceContext {
  em: EntityManager;
  now: () => Date;
  services: { allowLoopbackWebhooks: boolean; workflows: WorkflowStarter | null };
}

export interface CreateWebhookInput {
  savedSearchId: string | number;
  url: string;
}

/**
 * Registers an endpoint for one of the reader's saved searches and answers its signing secret, which is shown this
 * once. The URL must be https and resolve only to public addresses (loopback too, over http, in development and
 * tests); a reader has at most MAX_WEBHOOKS endpoints. Bad input, another reader's search or a full list writes
 * nothing (BadInputError, NotFoundError, FORBIDDEN). Papers summarised from now on are delivered.
 */
export async function createWebhook(
  ctx: WebhookServiceContext,
  viewer: User,
  input: CreateWebhookInput,
): Promise<{ secret: string; webhook: Webhook }> {
  const search = await getSavedSearch(ctx, viewer, input.savedSearchId);
  const url = await checkEndpointUrl(input.url, { allowLoopback: ctx.services.allowLoopbackWebhooks });
  const secret = newWebhookSecret();
  const webhook = await ctx.em.transactional(async (em) => {
    await lockReaderWebhooks(em, viewer.id);
    if ((await em.count(Webhook, { user: viewer.id })) >= MAX_WEBHOOKS) {
      throw new DomainError('FORBIDDEN', `You have ${MAX_WEBHOOKS} webhooks, the most Paperlight allows. Delete one to add another.`);
    }
    const created = em.create(Webhook, {
      user: em.getReference(User, viewer.id),
      savedSearch: em.getReference(SavedSearch, search.id),
      url,
      secret,
      createdAt: ctx.now(),
      disabledAt: null,
      failingSince: null,
    });
    await em.flush();
    return created;
  });
  return { secret, webhook };
}

/** The reader's endpoints, newest first. Reads only. */
export async function listWebhooks(ctx: { em: EntityManager }, viewer: User): Promise<Webhook[]> {
  return ctx.em.find(Webhook, { user: viewer.id }, { orderBy: { id: 'desc' } });
}

/** One of the reader's endpoints; NotFoundError for a malformed id, another reader's endpoint or none. Reads only. */
export async function getWebhook(ctx: { em: EntityManager }, viewer: User, rawId: string | number): Promise<Webhook> {
  const id = typeof rawId === 'number' ? rawId : /^\d{1,9}$/.test(rawId.trim()) ? Number(rawId) : NaN;
  const webhook = Number.isInteger(id) ? await ctx.em.findOne(Webhook, { id, user: viewer.id }) : null;
  if (!webhook) throw new NotFoundError('Webhook not found.');
  return webhook;
}

/** Deletes one of the reader's endpoints with its delivery log; deliveries still being tried stop. True when one was deleted. */
export async function deleteWebhook(ctx: { em: EntityManager }, viewer: User, rawId: string | number): Promise<boolean> {
  const webhook = await getWebhook(ctx, viewer, rawId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!webhook) return false;
  await ctx.em.remove(webhook).flush();
  return true;
}

/** The saved search an endpoint follows. Reads only. */
export async function webhookSavedSearch(ctx: { em: EntityManager }, webhook: Webhook): Promise<SavedSearch> {
  return ctx.em.findOneOrFail(SavedSearch, { id: webhook.savedSearch.id });
}

/** An endpoint's latest deliveries, newest first, at most MAX_LISTED_DELIVERIES. Reads only. */
export async function listWebhookDeliveries(ctx: { em: EntityManager }, webhook: Webhook, first: number): Promise<WebhookDelivery[]> {
  const limit = Math.min(Math.max(Math.trunc(first), 0), MAX_LISTED_DELIVERIES);
  if (limit === 0) return [];
  return ctx.em.find(WebhookDelivery, { webhook: webhook.id }, { orderBy: { id: 'desc' }, limit });
}

const REDELIVERY_UNAVAILABLE =
  'Paperlight cannot send deliveries again right now: its workflow service is not reachable. Please try again in a few minutes.';

/**
 * Sends one of the reader's deliveries again, whatever it came to, in a workflow of its own
 * (`webhook-delivery:<id>:again-<n>`) with a fresh 24 hours of tries; the receiver tells it by the same delivery id.
 * A disabled webhook is turned back on (and counts as working until it fails again). NotFoundError for another
 * reader's delivery or none; SERVICE_UNAVAILABLE, writing nothing, when Temporal is not configured. Writes the
 * delivery (pending, one more redelivery) and its webhook in one transaction, then starts the workflow.
 */
export async function redeliverWebhookDelivery(ctx: WebhookServiceContext, viewer: User, rawId: string | number): Promise<WebhookDelivery> {
  const id = typeof rawId === 'number' ? rawId : /^\d{1,9}$/.test(rawId.trim()) ? Number(rawId) : NaN;
  const found = Number.isInteger(id) ? await ctx.em.findOne(WebhookDelivery, { id, webhook: { user: viewer.id } }) : null;
  if (!found) throw new NotFoundError('Webhook delivery not found.');
  const workflows = ctx.services.workflows;
  if (!workflows) throw new DomainError('SERVICE_UNAVAILABLE', REDELIVERY_UNAVAILABLE);
  const delivery = await ctx.em.transactional(async (em) => {
    const row = await em.findOneOrFail(WebhookDelivery, { id: found.id }, { populate: ['webhook'], lockMode: LockMode.PESSIMISTIC_WRITE });
    row.status = WebhookDeliveryStatus.PENDING;
    row.redeliveries += 1;
    row.deliveredAt = null;
    if (row.webhook.disabledAt) {
      row.webhook.disabledAt = null;
      row.webhook.failingSince = null;
    }
    await em.flush();
    return row;
  });
  try {
    await workflows.start(DELIVER_WEBHOOK_WORKFLOW, webhookDeliveryWorkflowId(delivery.id, delivery.redeliveries), [
      { deliveryId: delivery.id },
    ]);
  } catch (error) {
    logger.error(`Webhook delivery ${delivery.id} could not be started again`, error);
    throw new DomainError('SERVICE_UNAVAILABLE', REDELIVERY_UNAVAILABLE);
  }
  return delivery;
}
