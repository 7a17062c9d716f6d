import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { requireViewer } from '../../lib/viewer.js';
import { getSubscriptionStatus } from './membership.service.js';
import { SubscriptionStatus } from './membership.types.js';

@Resolver()
export class MembershipResolver {
  @Authorized()
  @Query(() => SubscriptionStatus, { description: "The viewer's subscription status. Requires sign-in." })
  subscriptionStatus(@Ctx() ctx: AppContext): Promise<SubscriptionStatus> {
    return getSubscriptionStatus(ctx, requireViewer(ctx, 'READ'));
  }
}
