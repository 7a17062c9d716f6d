import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app-services.js';
import { BadInputError } from '../../lib/errors.js';
import { assertPremiumAccess } from '../membership/membership.service.js';
import { type User } from '../user/user.entity.js';
import { ALL_SOURCES_ON, DIGEST_PREMIUM_REFUSAL } from './digest.rules.js';
import { ensurePreferencesRow, turnDigestOff } from './digest.queries.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.rules.js';
import { EmailPreferences } from './email-preferences.entity.js';
import { parseEmailPreferencesPatch } from './email-preferences.inputs.js';

export interface EmailPreferencesContext {
  em: EntityManager;
  now: () => Date;
  viewer: User | null;
}

export interface UnsubscribeContext {
  em: EntityManager;
  services: Pick<AppServices, 'mailLinkSecret'>;
}

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid: it may have been cut short by your email program. Sign in and turn the digest off under Email Digest settings.';

/** A reader's stored preferences, or the defaults (digest off, weekly, 09:00, every source) when they saved none. Reads only. */
export async function readEmailPreferences(em: EntityManager, userId: number): Promise<EmailPreferences> {
  const stored = await em.findOne(EmailPreferences, { user: userId });
  if (stored) return { ...stored, sources: { ...ALL_SOURCES_ON, ...stored.sources } };
  const defaults = new EmailPreferences();
  defaults.sources = { ...ALL_SOURCES_ON };
  return defaults;
}

/**
 * The viewer's email digest preferences, with every field explicit (defaults when nothing is saved, so a client never
 * has a missing value to guess at). Throws UNAUTHENTICATED for anonymous callers and FORBIDDEN without Premium. Reads only.
 */
export async function getEmailPreferences(ctx: EmailPreferencesContext): Promise<EmailPreferences> {
  const viewer = await assertPremiumAccess(ctx, DIGEST_PREMIUM_REFUSAL);
  return readEmailPreferences(ctx.em, viewer.id);
}

/**
 * Applies a change to the viewer's preferences: only the fields it carries change, and `sources` may name only the
 * sources that change. Throws UNAUTHENTICATED / FORBIDDEN as `getEmailPreferences`, and BadInputError with a sentence
 * for any invalid field, in which case nothing is written. Writes the reader's preferences row.
 */
export async function updateEmailPreferences(ctx: EmailPreferencesContext, input: unknown): Promise<EmailPreferences> {
  const viewer = await assertPremiumAccess(ctx, DIGEST_PREMIUM_REFUSAL);
  const patch = parseEmailPreferencesPatch(input);
  await ensurePreferencesRow(ctx.em, viewer.id, { ...ALL_SOURCES_ON });
  const preferences = await ctx.em.findOneOrFail(EmailPreferences, { user: viewer.id });
  if (patch.emailDigest !== undefined) preferences.emailDigest = patch.emailDigest;
  if (patch.frequency !== undefined) preferences.frequency = patch.frequency;
  if (patch.deliveryTime !== undefined) preferences.deliveryTime = patch.deliveryTime;
  preferences.sources = { ...ALL_SOURCES_ON, ...preferences.sources, ...patch.sources };
  await ctx.em.flush();
  return preferences;
}

function readerOf(ctx: UnsubscribeContext, token: unknown): number {
  const userId = verifyUnsubscribeToken(ctx.services.mailLinkSecret, token);
  if (userId === null) throw new BadInputError(INVALID_UNSUBSCRIBE_LINK);
  return userId;
}

/**
 * What an unsubscribe link is about, for its confirmation page: whether that reader's digest is on now. Throws
 * BadInputError for a malformed or tampered token. Reads only.
 */
export async function describeUnsubscribeLink(ctx: UnsubscribeContext, token: unknown): Promise<{ digestOn: boolean }> {
  const userId = readerOf(ctx, token);
  const stored = await ctx.em.findOne(EmailPreferences, { user: userId });
  return { digestOn: stored?.emailDigest ?? false };
}

/**
 * One-click unsubscribe (RFC 8058): turns off the digest of the reader a signed link names, without signing in.
 * Repeating it changes nothing more. Throws BadInputError for a malformed or tampered token, changing nothing.
 * Writes the reader's preferences row.
 */
export async function unsubscribeFromDigest(ctx: UnsubscribeContext, token: unknown): Promise<{ changed: boolean }> {
  return { changed: await turnDigestOff(ctx.em, readerOf(ctx, token)) };
}
