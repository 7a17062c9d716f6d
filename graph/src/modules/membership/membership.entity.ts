import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

export type MembershipTier = 'free' | 'premium' | 'pro';

/** A reader's paid plan (the spec's "subscription"), as the payment provider last reported it. */
export class Membership {
  id!: number;
  user!: User;
  tier: MembershipTier = 'free';
  status = 'inactive';
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
    stripeCustomerId: p.string().length(255).nullable().hidden(),
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
