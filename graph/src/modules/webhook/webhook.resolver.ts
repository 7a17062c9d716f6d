import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { mayReadOwnData, requireViewer } from '../../lib/viewer.js';
import { SavedSearch } from '../saved-search/saved-search.entity.js';
import { User } from '../user/user.entity.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { CreateWebhookInput } from './webhook.inputs.js';
import { MAX_LISTED_DELIVERIES, MAX_WEBHOOKS } from './webhook.limits.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  webhookSavedSearch,
} from './webhook.service.js';
import { CreateWebhookPayload } from './webhook.types.js';

@Resolver(() => Webhook)
export class WebhookResolver {
  @Authorized()
  @Mutation(() => CreateWebhookPayload, {
    description: `Registers an endpoint that each new paper matching a saved search is posted to, signed, and answers the signing secret, shown this once (at most ${MAX_WEBHOOKS} webhooks). Requires sign-in or an API key with READ.`,
  })
  createWebhook(
    @Arg('input', () => CreateWebhookInput, { description: 'The saved search and the endpoint URL.' }) input: CreateWebhookInput,
    @Ctx() ctx: AppContext,
  ): Promise<CreateWebhookPayload> {
    return createWebhook(ctx, requireViewer(ctx, 'READ'), input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Deletes a webhook and its delivery log; true when one was deleted. Requires sign-in or an API key with READ.',
  })
  deleteWebhook(@Arg('id', () => ID, { description: 'The webhook.' }) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return deleteWebhook(ctx, requireViewer(ctx, 'READ'), id);
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, {
    description:
      'Sends one of the viewer’s webhook deliveries again, with the same id and body and a fresh 24 hours of tries; a webhook turned off for failing is turned back on. Requires sign-in or an API key with READ.',
  })
  redeliverWebhookDelivery(
    @Arg('id', () => ID, { description: 'The delivery.' }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<WebhookDelivery> {
    return redeliverWebhookDelivery(ctx, requireViewer(ctx, 'READ'), id);
  }

  @FieldResolver(() => ID, { description: "The webhook's id." })
  id(@Root() webhook: Webhook): number {
    return webhook.id;
  }

  @FieldResolver(() => SavedSearch, { description: 'The saved search whose new papers are delivered.' })
  savedSearch(@Root() webhook: Webhook, @Ctx() ctx: AppContext): Promise<SavedSearch> {
    return webhookSavedSearch(ctx, webhook);
  }

  @FieldResolver(() => [WebhookDelivery], { description: `The latest deliveries, newest first (at most ${MAX_LISTED_DELIVERIES}).` })
  deliveries(
    @Root() webhook: Webhook,
    @Arg('first', () => Int, { defaultValue: 20, description: `How many, up to ${MAX_LISTED_DELIVERIES}.` }) first: number,
    @Ctx() ctx: AppContext,
  ): Promise<WebhookDelivery[]> {
    return listWebhookDeliveries(ctx, webhook, first);
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => ID, { description: "The delivery's id, sent as the Paperlight-Delivery header and the body's id." })
  id(@Root() delivery: WebhookDelivery): number {
    return delivery.id;
  }
}

@Resolver(() => User)
export class UserWebhooksResolver {
  @FieldResolver(() => [Webhook], {
    description:
      "The user's webhooks, newest first; only the user themself (signed in, or with a READ key) can read them, others get an empty list.",
  })
  webhooks(@Root() user: User, @Ctx() ctx: AppContext): Promise<Webhook[]> | Webhook[] {
    return ctx.viewer?.id === user.id && mayReadOwnData(ctx) ? listWebhooks(ctx, user) : [];
  }
}
