import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, DomainError, NotFoundError } from '../../lib/errors.js';
import { User } from '../user/user.entity.js';
import { Membership } from './membership.entity.js';
import { ensureMembershipRow } from './membership.queries.js';
import { membershipGrantsAccess, type MembershipServiceContext } from './membership.service.js';

const DAY_MS = 86_400_000;

export interface GrantPremiumInput {
  username: string;
  /** The last day of access, YYYY-MM-DD (UTC); null grants Premium until it is revoked. */
  until: string | null;
  /** Who grants it, recorded on the membership. */
  grantedBy: string;
}

export interface PremiumGrant {
  username: string;
  /** When access ends (the start of the day after `until`, UTC), or null for no end. */
  endsAt: Date | null;
  /** True when the reader already had a grant, which this one replaced. */
  replaced: boolean;
}

/** The end of a grant that lasts through `day` (UTC), or BadInputError for an unreadable date or a day already past. */
function grantEnd(day: string, now: Date): Date {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) {
    throw new BadInputError(`--until must be a date written YYYY-MM-DD; it is "${day}".`);
  }
  const end = new Date(start + DAY_MS);
  if (end.getTime() <= now.getTime()) throw new BadInputError(`--until ${day} has already passed; give today or a later day.`);
  return end;
}

async function lockMembership(
  em: EntityManager,
  username: string,
  create: boolean,
): Promise<{ user: User; membership: Membership | null }> {
  const user = await em.findOne(User, { [raw('lower(username)')]: username.trim().toLowerCase() });
  if (!user) throw new NotFoundError(`No reader is named "${username}".`);
  if (create) await ensureMembershipRow(em, user.id);
  const membership = await em.findOne(Membership, { user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return { user, membership };
}

/**
 * Grants a reader Premium without payment, through `until` or until revoked, labelled as granted (source `grant`,
 * with who granted it). A reader whose paid Stripe plan grants access now is refused (CONFLICT), so a grant never
 * hides a subscription; an earlier grant is replaced. Unknown readers are NOT_FOUND; an unreadable or past date is
 * BAD_USER_INPUT. Writes the reader's membership in one transaction.
 */
export async function grantPremium(ctx: MembershipServiceContext, input: GrantPremiumInput): Promise<PremiumGrant> {
  const now = ctx.now();
  const endsAt = input.until === null ? null : grantEnd(input.until, now);
  return ctx.em.transactional(async (em) => {
    const { user, membership } = await lockMembership(em, input.username, true);
    const existing = membership as Membership;
    if (existing.source === 'stripe' && membershipGrantsAccess(existing, now)) {
      throw new DomainError(
        'CONFLICT',
        `${user.username} already pays for Premium (status ${existing.status}); nothing was granted. Their subscription is managed in Stripe.`,
      );
    }
    const replaced = existing.source === 'grant' && existing.tier !== 'free';
    Object.assign(existing, {
      tier: 'premium',
      status: 'active',
      source: 'grant',
      grantedBy: input.grantedBy,
      stripeSubscriptionId: null,
      currentPeriodEnd: endsAt,
      cancelAtPeriodEnd: endsAt !== null,
    } satisfies Partial<Membership>);
    return { username: user.username, endsAt, replaced };
  });
}

/**
 * Ends a reader's granted Premium now: the membership returns to the free plan. A reader without a grant is NOT_FOUND
 * (nothing to revoke); a paid Stripe plan is CONFLICT, since it is cancelled in Stripe, not here. Writes the reader's
 * membership in one transaction.
 */
export async function revokePremium(ctx: MembershipServiceContext, input: { username: string }): Promise<{ username: string }> {
  return ctx.em.transactional(async (em) => {
    const { user, membership } = await lockMembership(em, input.username, false);
    if (membership?.source === 'stripe' && membershipGrantsAccess(membership, ctx.now())) {
      throw new DomainError(
        'CONFLICT',
        `${user.username} pays for Premium through Stripe; cancel the subscription in the Stripe Dashboard or let them cancel it from the subscription page.`,
      );
    }
    if (!membership || membership.source !== 'grant' || membership.tier === 'free') {
      throw new NotFoundError(`${user.username} has no granted Premium to revoke.`);
    }
    Object.assign(membership, {
      tier: 'free',
      status: 'inactive',
      source: null,
      grantedBy: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    } satisfies Partial<Membership>);
    return { username: user.username };
  });
}
