import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../lib/errors.js';
import { requireViewer } from '../../lib/viewer.js';
import type { User } from '../user/user.entity.js';
import { Membership, type MembershipTier } from './membership.entity.js';

/** The spec's subscription status: what the client reads to decide premium access. */
export interface SubscriptionStatusView {
  tier: MembershipTier;
  hasAccess: boolean;
  status: string;
  /** Seconds since the epoch, or null when there is no paid period. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** The payment provider's statuses under which a paid plan grants access (until its period ends). */
export const PAYING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/** Whether a stored membership grants the premium features now. */
export function membershipGrantsAccess(membership: Pick<Membership, 'tier' | 'status' | 'currentPeriodEnd'>, now: Date): boolean {
  if (membership.tier === 'free' || !PAYING_STATUSES.has(membership.status)) return false;
  return !membership.currentPeriodEnd || membership.currentPeriodEnd.getTime() > now.getTime();
}

/**
 * The viewer's subscription status from their stored membership; a reader without one is on the free tier without
 * premium access. Reads only.
 */
export async function getSubscriptionStatus(ctx: { em: EntityManager; now: () => Date }, viewer: User): Promise<SubscriptionStatusView> {
  const membership = await ctx.em.findOne(Membership, { user: viewer.id });
  if (!membership) return { tier: 'free', hasAccess: false, status: 'inactive', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  return {
    tier: membership.tier,
    hasAccess: membershipGrantsAccess(membership, ctx.now()),
    status: membership.status,
    currentPeriodEnd: membership.currentPeriodEnd ? Math.floor(membership.currentPeriodEnd.getTime() / 1000) : null,
    cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
  };
}

/**
 * The one gate of every premium feature: answers the signed-in reader when their plan grants access now; throws
 * UNAUTHENTICATED for anonymous callers and FORBIDDEN with `refusal` (the feature's own sentence) for readers without
 * access. Reads only.
 */
export async function assertPremiumAccess(
  ctx: { em: EntityManager; now: () => Date; viewer: User | null },
  refusal: string,
): Promise<User> {
  const viewer = requireViewer(ctx);
  const { hasAccess } = await getSubscriptionStatus(ctx, viewer);
  if (!hasAccess) throw new DomainError('FORBIDDEN', refusal);
  return viewer;
}
