import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { requireViewer } from '../../lib/viewer.js';
import { SubscriptionStatus } from '../membership/membership.types.js';
import { openBillingPortal, refreshSubscriptionStatus, startCheckout } from './billing.service.js';

@ObjectType({ description: "A Stripe Checkout page for buying Premium; send the reader's browser to its url." })
export class CheckoutSession {
  @Field(() => String, { description: 'The Checkout Session id (cs_…), which Checkout hands back on return as ?session_id=.' })
  sessionId!: string;

  @Field(() => String, { description: 'The Checkout page to send the browser to.' })
  url!: string;
}

@ObjectType({ description: 'A Stripe Billing Portal page where the reader cancels Premium or changes their card.' })
export class BillingPortalSession {
  @Field(() => String, { description: 'The Billing Portal page to send the browser to; it returns to /subscription.' })
  url!: string;
}

@Resolver()
export class BillingResolver {
  @Authorized()
  @Mutation(() => CheckoutSession, {
    description:
      'Starts buying Premium through Stripe Checkout. Fails when the viewer already has Premium or payments are off. Requires sign-in.',
  })
  createCheckoutSession(@Ctx() ctx: AppContext): Promise<CheckoutSession> {
    return startCheckout(ctx, requireViewer(ctx));
  }

  @Authorized()
  @Mutation(() => BillingPortalSession, {
    description: "Opens Stripe's Billing Portal for the viewer's paid Premium, to cancel it or change the card. Requires sign-in.",
  })
  createBillingPortalSession(@Ctx() ctx: AppContext): Promise<BillingPortalSession> {
    return openBillingPortal(ctx, requireViewer(ctx));
  }

  @Authorized()
  @Mutation(() => SubscriptionStatus, {
    description:
      "Reads the viewer's plan from Stripe now and answers their status; call it on returning from Checkout so Premium shows at once. Requires sign-in.",
  })
  refreshSubscriptionStatus(
    @Arg('checkoutSessionId', () => String, {
      nullable: true,
      description: "The Checkout Session the reader returned from (?session_id=); it must be the viewer's own.",
    })
    checkoutSessionId: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<SubscriptionStatus> {
    return refreshSubscriptionStatus(ctx, requireViewer(ctx), checkoutSessionId ?? null);
  }
}
