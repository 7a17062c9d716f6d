import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { requireViewer } from '../../lib/viewer.js';
import { getSubscriptionStatus } from './membership.service.js';

@ObjectType({ description: "The viewer's plan and whether it grants the premium features." })
export class SubscriptionStatus {
  @Field(() => String, { description: 'The plan: free, premium or pro.' })
  tier!: string;

  @Field(() => Boolean, { description: 'True when the plan currently grants the premium features.' })
  hasAccess!: boolean;

  @Field(() => String, { description: "The payment provider's status of the plan, e.g. active; inactive for the free plan." })
  status!: string;

  @Field(() => Int, { nullable: true, description: 'When the paid period ends, in seconds since the epoch; null without one.' })
  currentPeriodEnd!: number | null;

  @Field(() => Boolean, { description: 'True when the plan ends at the period end instead of renewing.' })
  cancelAtPeriodEnd!: boolean;
}

@Resolver()
export class MembershipResolver {
  @Authorized()
  @Query(() => SubscriptionStatus, { description: "The viewer's subscription status. Requires sign-in." })
  subscriptionStatus(@Ctx() ctx: AppContext): Promise<SubscriptionStatus> {
    return getSubscriptionStatus(ctx, requireViewer(ctx));
  }
}
