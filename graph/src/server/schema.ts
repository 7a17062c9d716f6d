import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { DateTime } from '../lib/scalars.js';
import { NodeResolver } from '../modules/node/node.resolver.js';
import { buildSchema, type PubSub } from 'type-graphql';
import { AiResolver } from '../modules/ai/ai.resolver.js';
import { ApiKeyResolver, UserApiKeysResolver } from '../modules/api-key/api-key.resolver.js';
import { RateLimitResolver } from '../modules/rate-limit/rate-limit.resolver.js';
import { ArticleResolver } from '../modules/article/article.resolver.js';
import { authChecker } from '../modules/auth/auth.policy.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { BillingResolver } from '../modules/billing/billing.resolver.js';
import { PlanResolver } from '../modules/billing/plan.resolver.js';
import { BookmarkResolver } from '../modules/bookmark/bookmark.resolver.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';
import { CommentResolver } from '../modules/comment/comment.resolver.js';
import { DigestResolver } from '../modules/digest/digest.resolver.js';
import { ExportResolver } from '../modules/export/export.resolver.js';
import { MembershipResolver } from '../modules/membership/membership.resolver.js';
import { SavedSearchResolver, UserSavedSearchesResolver } from '../modules/saved-search/saved-search.resolver.js';
import { UserWebhooksResolver, WebhookDeliveryResolver, WebhookResolver } from '../modules/webhook/webhook.resolver.js';
import { ArticleStatusResolver } from '../modules/status/article-status.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';

export const RESOLVERS = [
  ArticleResolver,
  ArticleStatusResolver,
  CategoryResolver,
  AuthResolver,
  ContactResolver,
  UserResolver,
  BookmarkResolver,
  CommentResolver,
  MembershipResolver,
  PlanResolver,
  BillingResolver,
  AiResolver,
  DigestResolver,
  ExportResolver,
  SavedSearchResolver,
  UserSavedSearchesResolver,
  NodeResolver,
  ApiKeyResolver,
  UserApiKeysResolver,
  WebhookResolver,
  WebhookDeliveryResolver,
  UserWebhooksResolver,
  RateLimitResolver,
] as const;

/** Builds the public GraphQL schema from the type-graphql resolvers; subscriptions are fed by `pubSub`. */
export async function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    validate: false,
    authChecker,
    pubSub,
    scalarsMap: [{ type: Date, scalar: DateTime }],
  });
  describeRoot(
    schema.getQueryType(),
    "Reads: the article feed, single articles, categories, source counts, the signed-in viewer's data, and exports.",
  );
  describeRoot(
    schema.getMutationType(),
    'Writes: signing in and out, the profile, bookmarks, comments, article views, buying or managing Premium, the premium AI features, and email digest preferences.',
  );
  describeRoot(schema.getSubscriptionType(), 'Live events over graphql-ws on /graphql.');
  return schema;
}

// type-graphql has no option for the root types' descriptions, which integrators see first in an explorer.
function describeRoot(type: GraphQLObjectType | null | undefined, description: string): void {
  if (type) type.description = description;
}
