import { defineEntity, p } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../../lib/scalars.js';
import { Article } from '../article/article.entity.js';
import { WebhookDeliveryStatus } from './webhook.enums.js';
import { Webhook } from './webhook.entity.js';

/** The one event type deliveries carry today. */
export const ARTICLE_ADDED_EVENT = 'article.added';

/** One paper sent to one endpoint: at most one row per (endpoint, article), so a paper is delivered to an endpoint once. */
@ObjectType({ description: 'One event posted to a webhook endpoint, with its tries.' })
export class WebhookDelivery {
  id!: number;
  webhook!: Webhook;
  article!: Article;

  @Field(() => String, { description: 'The event type, such as article.added.' })
  event: string = ARTICLE_ADDED_EVENT;

  @Field(() => WebhookDeliveryStatus, { description: 'Where the delivery stands.' })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Field(() => Int, { description: 'How many times it was posted.' })
  attempts = 0;

  @Field(() => DateTime, { nullable: true, description: 'When it was last posted; null before the first try.' })
  lastAttemptAt: Date | null = null;

  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status at the last try; null when it did not answer." })
  responseStatus: number | null = null;

  @Field(() => String, { nullable: true, description: 'Why the last try failed, in a sentence; null when it succeeded or none was made.' })
  lastError: string | null = null;

  /** How many times the reader asked for it again: each asks for a workflow of its own. */
  redeliveries = 0;

  @Field(() => DateTime, { description: 'When the event happened (the paper was summarised).' })
  createdAt: Date = new Date();

  @Field(() => DateTime, { nullable: true, description: 'When the endpoint accepted it; null until then.' })
  deliveredAt: Date | null = null;
}

const STATUS_CHECK = `status in (${Object.values(WebhookDeliveryStatus)
  .map((status) => `'${status}'`)
  .join(', ')})`;

export const WebhookDeliverySchema = defineEntity({
  class: WebhookDelivery,
  tableName: 'webhook_deliveries',
  properties: {
    id: p.integer().primary().autoincrement(),
    webhook: p.manyToOne(Webhook).deleteRule('cascade'),
    article: p.manyToOne(Article).deleteRule('cascade').index('webhook_deliveries_article_id_index'),
    event: p.string().length(32),
    status: p.string().length(16).default(WebhookDeliveryStatus.PENDING).check(STATUS_CHECK),
    attempts: p.integer().default(0),
    lastAttemptAt: p.datetime().nullable(),
    responseStatus: p.integer().nullable(),
    lastError: p.text().nullable(),
    redeliveries: p.integer().default(0),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    deliveredAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'webhook_deliveries_webhook_article_unique', properties: ['webhook', 'article'] }],
});
