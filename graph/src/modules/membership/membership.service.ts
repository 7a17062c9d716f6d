import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../lib/errors.js';
import { requireViewer } from '../../lib/viewer.js';
import type { User } from '../user/user.entity.js';
import { Membership, type MembershipTier } from './membership.entity.js';

/** The subscription status (docs/product/premium.md#access-rule): what the client reads to decide premium access. */
export interface SubscriptionStatusView {
  tier: MembershipTier;
  hasAccess: boolean;
  status: string;
  /** Seconds since the epoch, or null when there is no paid period. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** True when an operator granted the plan; false when it is paid for (or free). */
  granted: boolean;
}

export interface MembershipServiceContext {
  em: EntityManager;
  now: () => Date;
}

/** The payment provider's statuses under which a paid plan grants access (until its period ends). */
export const ACCESS_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/**
 * How long a renewing subscription keeps access past its period end. Stripe renews at the period end and tells us by
 * webhook; without this, every renewal would lock the reader out until that webhook arrives. A cancelled subscription
 * or a grant with an end date gets no such grace: it ends at its period end exactly.
 */
export const RENEWAL_GRACE_MS = 60 * 60_000;

/**
 * The one access rule for every premium feature: a premium or pro plan that is active or trialing grants access until
 * its period ends (a renewing one, until a short grace after it); a grant without an end date grants it indefinitely.
 * Past-due, unpaid, cancelled and incomplete plans never do.
 */
export function membershipGrantsAccess(
  membership: Pick<Membership, 'tier' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'source'>,
  now: Date,
): boolean {
  if (membership.tier === 'free' || !ACCESS_STATUSES.has(membership.status)) return false;
  if (!membership.currentPeriodEnd) return membership.source === 'grant';
  const renews = membership.source === 'stripe' && !membership.cancelAtPeriodEnd;
  return now.getTime() < membership.currentPeriodEnd.getTime() + (renews ? RENEWAL_GRACE_MS : 0);
}

const FREE_STATUS: SubscriptionStatusView = {
  tier: 'free',
  hasAccess: false,
  status: 'inactive',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  granted: false,
};

/** The status view of a stored membership at `now`. */
export function subscriptionStatusOf(membership: Membership | null, now: Date): SubscriptionStatusView {
  if (!membership) return { ...FREE_STATUS };
  return {
    tier: membership.tier,
    hasAccess: membershipGrantsAccess(membership, now),
    status: membership.status,
    currentPeriodEnd: membership.currentPeriodEnd ? Math.floor(membership.currentPeriodEnd.getTime() / 1000) : null,
    cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
    granted: membership.source === 'grant' && membership.tier !== 'free',
  };
}

/**
 * The viewer's subscription status from their stored membership; a reader without one is on the free tier without
 * premium access. Reads only.
 */
export async function getSubscriptionStatus(ctx: MembershipServiceContext, viewer: User): Promise<SubscriptionStatusView> {
  return subscriptionStatusOf(await ctx.em.findOne(Membership, { user: viewer.id }), ctx.now());
}

/**
 * The one gate of every premium feature: answers the signed-in reader when their plan grants access now; throws
 * UNAUTHENTICATED for anonymous callers and FORBIDDEN with `refusal` (the feature's own sentence) for readers without
 * access. Reads only.
 */
export async function assertPremiumAccess(ctx: MembershipServiceContext & { viewer: User | null }, refusal: string): Promise<User> {
  const viewer = requireViewer(ctx, 'PREMIUM');
  const { hasAccess } = await getSubscriptionStatus(ctx, viewer);
  if (!hasAccess) throw new DomainError('FORBIDDEN', refusal);
  return viewer;
}
