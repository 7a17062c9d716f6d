import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

export type MembershipTier = 'free' | 'premium' | 'pro';

/** Where a membership's plan comes from: a Stripe subscription, an operator's grant, or neither (the free plan). */
export type MembershipSource = 'stripe' | 'grant';

/** A reader's paid plan (the product's "subscription"; see docs/conventions.md#file-names-and-roles), as the payment provider last reported it or an operator granted it. */
export class Membership {
  id!: number;
  user!: User;
  tier: MembershipTier = 'free';
  status = 'inactive';
  source: MembershipSource | null = null;
  /** Who granted a granted plan (the operator's login name); null for paid and free plans. */
  grantedBy: string | null = null;
  stripeCustomerId: string | null = null;
  stripeSubscriptionId: string | null = null;
  currentPeriodEnd: Date | null = null;
  cancelAtPeriodEnd = false;
  updatedAt: Date = new Date();
}

export const MembershipSchema = defineEntity({
  class: Membership,
  tableName: 'memberships',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: p.oneToOne(User).owner().deleteRule('cascade').unique('memberships_user_id_unique'),
    tier: p.string().length(16).default('free').check("tier in ('free', 'premium', 'pro')"),
    status: p.string().length(32).default('inactive'),
    source: p.string().length(16).nullable().check("source in ('stripe', 'grant')"),
    grantedBy: p.string().length(128).nullable(),
    stripeCustomerId: p.string().length(255).nullable().hidden().unique('memberships_stripe_customer_id_unique'),
    stripeSubscriptionId: p.string().length(255).nullable().hidden(),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
