import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../app-services.js';
import { BadInputError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { mailDomain } from '../../lib/mailer.js';
import { User } from '../user/user.entity.js';
import { hashPassword } from '../user/user-password.rules.js';
import { findUserByEmail } from '../user/user.queries.js';
import { validEmail, validNewPassword } from '../user/user.rules.js';
import { assertCurrentPassword } from '../user/user.service.js';
import type { AuthServiceContext, LimitedContext } from './auth.service.js';
import { PasswordReset } from './password-reset.entity.js';
import { PASSWORD_RESET_ADDRESS_LIMIT, PASSWORD_RESET_EMAIL_LIMIT, PASSWORD_RESET_TTL_MS } from './password-reset.limits.js';
import { consumeResetToken, deleteUserSessions } from './password-reset.queries.js';
import { renderPasswordResetEmail } from './password-reset.render.js';
import { announceSessionEnded } from './session.events.js';

/** The one answer to every reset request, whether or not an account uses the address (docs/product/accounts.md#forgotten-password). */
export const RESET_REQUESTED =
  'If an account uses that email address, a link to choose a new password is on its way. The link works once, within one hour.';
export const RESET_LINK_INVALID = 'This password reset link has expired or has already been used. Please ask for a new one.';

/** What sending a reset link needs beyond the request: the mailer, the From address and where readers reach Paperlight. */
type ResetContext = LimitedContext & { address: string; services: Pick<AppServices, 'mailer' | 'mailFrom' | 'publicUrl'> };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a single-use link, valid for one hour, to the account with this email address, and answers RESET_REQUESTED
 * whether or not there is one (no account enumeration: the answer and its timing do not depend on it, since the
 * email is handed over after the answer). Throws BadInputError for a malformed address, and RateLimitedError past
 * PASSWORD_RESET_EMAIL_LIMIT for the address typed or PASSWORD_RESET_ADDRESS_LIMIT for the caller's network address,
 * counted for every request alike. Writes one password_resets row (only the token's hash) when the account exists.
 */
export async function requestPasswordReset(ctx: ResetContext, input: { email?: string | null }): Promise<string> {
  const email = validEmail(input.email ?? '');
  await ctx.limits.consume(PASSWORD_RESET_ADDRESS_LIMIT, ctx.address);
  await ctx.limits.consume(PASSWORD_RESET_EMAIL_LIMIT, email.toLowerCase());
  const user = await findUserByEmail(ctx.em, email);
  if (!user) return RESET_REQUESTED;
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const reset = ctx.em.create(PasswordReset, {
    user,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  await ctx.em.flush();
  const { mailer, mailFrom, publicUrl } = ctx.services;
  const content = renderPasswordResetEmail({
    username: user.username,
    link: `${publicUrl}/reset-password?token=${token}`,
    validMinutes: PASSWORD_RESET_TTL_MS / 60_000,
  });
  const mail = {
    ...content,
    from: mailFrom,
    to: user.email,
    messageId: `<password-reset.${reset.id}@${mailDomain(mailFrom)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
  // Not awaited: waiting for the mail server would make known addresses answer more slowly than unknown ones.
  void mailer.send(mail).catch((error: unknown) => logger.error(`The password reset email for user ${user.id} was not sent`, error));
  return RESET_REQUESTED;
}

async function setPasswordAndEndSessions(em: EntityManager, user: User, password: string, keepSid: string | null): Promise<void> {
  user.passwordHash = await hashPassword(password);
  await em.flush();
  for (const sid of await deleteUserSessions(em, user.id, keepSid)) await announceSessionEnded(em, sid);
}

/**
 * Sets a new password through a reset link's token: the password must pass validNewPassword (BadInputError), the
 * token must be unused and unexpired (BadInputError RESET_LINK_INVALID). In one transaction it uses the token (and
 * every other link of the reader), stores the new hash and ends every session of the reader, whose open live
 * connections are closed. Nothing is written when a check fails.
 */
export async function resetPassword(
  ctx: { em: EntityManager; now: () => Date },
  input: { token?: string | null; password?: string | null },
): Promise<void> {
  const password = validNewPassword(input.password);
  const token = (input.token ?? '').trim();
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new BadInputError(RESET_LINK_INVALID);
  await ctx.em.transactional(async (em) => {
    const userId = await consumeResetToken(em, hashToken(token), ctx.now());
    if (userId === null) throw new BadInputError(RESET_LINK_INVALID);
    const user = await em.findOneOrFail(User, { id: userId });
    await setPasswordAndEndSessions(em, user, password, null);
  });
}

/**
 * Changes the signed-in reader's password: the current one is checked as for an email change (BadInputError,
 * RateLimitedError, see assertCurrentPassword) and the new one must pass validNewPassword. Stores the new hash and
 * ends every other session of the reader, in one transaction; this browser stays signed in.
 */
export async function changePassword(
  ctx: AuthServiceContext,
  viewer: User,
  input: { currentPassword?: string | null; newPassword?: string | null },
): Promise<void> {
  const password = validNewPassword(input.newPassword);
  await assertCurrentPassword(ctx, await ctx.em.findOneOrFail(User, { id: viewer.id }), input.currentPassword);
  await ctx.em.transactional(async (em) => {
    await setPasswordAndEndSessions(em, await em.findOneOrFail(User, { id: viewer.id }), password, ctx.session?.id ?? null);
  });
}
