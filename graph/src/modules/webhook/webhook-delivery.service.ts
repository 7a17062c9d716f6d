import type { EntityManager } from '@mikro-orm/postgresql';
import { globalIdOf } from '../../lib/global-ids.js';
import { mailDomain, type Mailer } from '../../lib/mailer.js';
import { effectiveFilter } from '../saved-search/saved-search.service.js';
import { WebhookDeliveryStatus } from './webhook.enums.js';
import { Webhook } from './webhook.entity.js';
import { ARTICLE_ADDED_EVENT, WebhookDelivery } from './webhook-delivery.entity.js';
import type { WebhookPoster } from './webhook-http.service.js';
import {
  articleMatchesFilter,
  disableWebhook,
  insertDelivery,
  selectFailingWebhooks,
  untriedDeliveryIds,
  type FailingWebhookRow,
} from './webhook.queries.js';
import { renderWebhookDisabledEmail } from './webhook.render.js';
import {
  articleAddedBody,
  DELIVERY_HEADER,
  describeAnswer,
  failedLongEnough,
  SIGNATURE_HEADER,
  signatureHeader,
  WEBHOOK_DISABLE_AFTER_MS,
} from './webhook.rules.js';

export interface DeliveryServiceContext {
  em: EntityManager;
  now: () => Date;
}

/** What a delivery try needs beyond the database: the poster, and the address article pages are linked at. */
export interface DeliveryAttemptContext extends DeliveryServiceContext {
  post: WebhookPoster;
  publicUrl: string;
}

/**
 * What one try came to. `delivered`: accepted now or before; `gone`: the delivery or its endpoint no longer exists, or
 * the endpoint is disabled (the delivery is then recorded as failed); `retry`: refused or unreachable, to be tried
 * again; `disabled`: refused, and the endpoint has failed for 3 days, so this try disabled it (the delivery is failed).
 */
export type DeliveryAttemptOutcome =
  { outcome: 'delivered' | 'gone' } | { outcome: 'retry'; reason: string } | { outcome: 'disabled'; webhookId: number; reason: string };

/**
 * Records the deliveries of a newly summarised article: one per endpoint that is not disabled and whose saved search
 * matches it (with the filter its owner's plan allows now), for papers added to the library since the endpoint was
 * registered. At most one row per (endpoint, article), so calling it again writes nothing. Answers the deliveries of
 * the article never tried nor asked for again, whose workflows are to be started (again, harmlessly, on a repeat).
 */
export async function queueArticleDeliveries(ctx: DeliveryServiceContext, articleId: number): Promise<number[]> {
  const now = ctx.now();
  const webhooks = await ctx.em.find(Webhook, { disabledAt: null }, { populate: ['savedSearch', 'user'], orderBy: { id: 'asc' } });
  for (const webhook of webhooks) {
    const filter = await effectiveFilter({ em: ctx.em, now: ctx.now, viewer: webhook.user }, webhook.user, webhook.savedSearch);
    if (await articleMatchesFilter(ctx.em, filter, articleId, webhook.createdAt, now)) {
      await insertDelivery(ctx.em, webhook.id, articleId, ARTICLE_ADDED_EVENT, now);
    }
  }
  return untriedDeliveryIds(ctx.em, articleId);
}

/**
 * Posts one delivery, signed with its endpoint's secret (`Paperlight-Signature: t=…,v1=…` over `t.body`) and carrying
 * its id (`Paperlight-Delivery`), and records the try: attempts, time, the answer's status or why there was none. A 2xx
 * marks it delivered and the endpoint as working; anything else marks the endpoint failing from now unless it already
 * was, and disables it when it has failed for 3 days (docs/product/following.md#signed-webhooks). A delivered, deleted
 * or disabled one is not posted.
 */
export async function attemptWebhookDelivery(ctx: DeliveryAttemptContext, deliveryId: number): Promise<DeliveryAttemptOutcome> {
  const em = ctx.em;
  const delivery = await em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['webhook', 'article'] });
  if (!delivery) return { outcome: 'gone' };
  if (delivery.status === WebhookDeliveryStatus.DELIVERED) return { outcome: 'delivered' };
  const { webhook, article } = delivery;
  if (webhook.disabledAt) {
    delivery.status = WebhookDeliveryStatus.FAILED;
    delivery.lastError ??= 'The endpoint was disabled before this delivery got through.';
    await em.flush();
    return { outcome: 'gone' };
  }
  const body = articleAddedBody(delivery.id, delivery.createdAt, {
    id: globalIdOf('Article', article.id),
    databaseId: article.id,
    title: article.title,
    simplifiedTitle: article.simplifiedTitle,
    summary: article.aiSummary,
    url: `${ctx.publicUrl}/article/${article.id}`,
    sourceUrl: article.sourceUrl,
  });
  const at = ctx.now();
  const answer = await ctx.post({
    url: webhook.url,
    body,
    headers: {
      [SIGNATURE_HEADER]: signatureHeader(webhook.secret, body, at),
      [DELIVERY_HEADER]: String(delivery.id),
      'user-agent': 'Paperlight-Webhooks/1.0',
    },
  });
  delivery.attempts += 1;
  delivery.lastAttemptAt = at;
  delivery.responseStatus = 'status' in answer ? answer.status : null;
  if ('status' in answer && answer.status >= 200 && answer.status < 300) {
    delivery.status = WebhookDeliveryStatus.DELIVERED;
    delivery.deliveredAt = at;
    delivery.lastError = null;
    webhook.failingSince = null;
    await em.flush();
    return { outcome: 'delivered' };
  }
  const reason = 'status' in answer ? describeAnswer(answer.status) : answer.error;
  delivery.lastError = reason;
  webhook.failingSince ??= at;
  if (!failedLongEnough(webhook.failingSince, at)) {
    await em.flush();
    return { outcome: 'retry', reason };
  }
  delivery.status = WebhookDeliveryStatus.FAILED;
  // The try's record and the endpoint's disabling commit together, and only the try that disabled it reports so.
  await em.begin();
  try {
    await em.flush();
    const disabled = await disableWebhook(em, webhook.id, at);
    await em.commit();
    return disabled ? { outcome: 'disabled', webhookId: webhook.id, reason } : { outcome: 'gone' };
  } catch (error) {
    await em.rollback();
    throw error;
  }
}

/** Records that a delivery's tries ran out (24 hours of them) without the endpoint accepting it. A delivered one stays so. */
export async function failWebhookDelivery(ctx: DeliveryServiceContext, deliveryId: number): Promise<void> {
  const delivery = await ctx.em.findOne(WebhookDelivery, { id: deliveryId });
  if (!delivery || delivery.status !== WebhookDeliveryStatus.PENDING) return;
  delivery.status = WebhookDeliveryStatus.FAILED;
  delivery.lastError ??= 'The endpoint did not accept the delivery within 24 hours of tries.';
  await ctx.em.flush();
}

/** What sending the disabled-endpoint email needs. */
export interface DisabledEmailContext {
  em: EntityManager;
  mailer: Mailer;
  mailFrom: string;
  publicUrl: string;
}

/**
 * Tells the reader by email that their endpoint was disabled; its Message-ID is derived from the endpoint and the time
 * it was disabled, so a repeated send is one message to the mailbox. Sends nothing when the endpoint is gone or working.
 */
export async function sendWebhookDisabledEmail(ctx: DisabledEmailContext, webhookId: number): Promise<boolean> {
  const webhook = await ctx.em.findOne(Webhook, { id: webhookId }, { populate: ['user', 'savedSearch'] });
  if (!webhook?.disabledAt) return false;
  const last = await ctx.em.findOne(
    WebhookDelivery,
    { webhook: webhook.id, lastError: { $ne: null } },
    { orderBy: { lastAttemptAt: 'desc' }, fields: ['lastError'] },
  );
  const content = renderWebhookDisabledEmail({
    username: webhook.user.username,
    url: webhook.url,
    searchName: webhook.savedSearch.name,
    failingSince: webhook.failingSince ?? new Date(webhook.disabledAt.getTime() - WEBHOOK_DISABLE_AFTER_MS),
    lastError: last?.lastError ?? null,
    settingsUrl: `${ctx.publicUrl}/profile`,
  });
  await ctx.mailer.send({
    ...content,
    from: ctx.mailFrom,
    to: webhook.user.email,
    messageId: `<webhook-disabled.${webhook.id}.${webhook.disabledAt.getTime()}@${mailDomain(ctx.mailFrom)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
  return true;
}

/** Endpoints failing now or disabled, for operators, longest failing first. Reads only. */
export async function listFailingWebhooks(ctx: { em: EntityManager }): Promise<FailingWebhookRow[]> {
  return selectFailingWebhooks(ctx.em);
}
