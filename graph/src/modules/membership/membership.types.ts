import { Field, Int, ObjectType } from 'type-graphql';

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

  @Field(() => Boolean, { description: 'True when Paperlight granted the plan rather than the reader paying for it.' })
  granted!: boolean;
}
