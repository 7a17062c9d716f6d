import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { getPremiumPlan } from './plan.service.js';

@ObjectType({ description: 'The price of Premium, the one figure every screen shows.' })
export class PremiumPlan {
  @Field(() => Int, { description: "The price per billing interval in the currency's minor unit, e.g. 999 for $9.99." })
  unitAmount!: number;

  @Field(() => String, { description: 'The ISO 4217 currency code in capitals, e.g. USD.' })
  currency!: string;

  @Field(() => String, { description: 'How often Premium is billed: month or year.' })
  interval!: string;

  @Field(() => Boolean, {
    description: 'True when Premium can be bought here; false when payments are not configured and operators grant it instead.',
  })
  purchasable!: boolean;
}

@Resolver()
export class PlanResolver {
  @Query(() => PremiumPlan, {
    description: "The price of Premium: Stripe's price when payments are configured, else PREMIUM_PRICE. Public.",
  })
  premiumPlan(@Ctx() ctx: AppContext): Promise<PremiumPlan> {
    return getPremiumPlan(ctx);
  }
}
