import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, DomainError } from '../../lib/errors.js';
import type { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import { CURRENT_PASSWORD_LIMIT } from './user.limits.js';
import { hashPassword, verifyPassword } from './user-password.rules.js';
import { User } from './user.entity.js';
import { validateProfile, validateRegistration, type ProfileFields, type RegistrationFields } from './user.rules.js';

export interface UserServiceContext {
  em: EntityManager;
  now: () => Date;
}

function conflictFor(error: unknown): DomainError | null {
  const text = String((error as { constraint?: unknown }).constraint ?? (error as Error).message ?? '');
  if (text.includes('users_username_lower_unique')) return new DomainError('CONFLICT', 'That username is already taken.');
  if (text.includes('users_email_lower_unique')) return new DomainError('CONFLICT', 'An account with that email address already exists.');
  return null;
}

/**
 * Creates an account after the checks of docs/product/accounts.md#registration: username of 3+ characters, a valid
 * email, a password of 6+ characters. Throws BadInputError with the sentences of docs/product/errors.md#validation-texts,
 * or a CONFLICT DomainError when the username or email is
 * taken (case-insensitively). Writes one user row; the password is stored only as an Argon2id hash.
 */
export async function registerUser(ctx: UserServiceContext, input: Partial<RegistrationFields>): Promise<User> {
  const fields = validateRegistration(input);
  const passwordHash = await hashPassword(fields.password);
  const em = ctx.em.fork();
  const now = ctx.now();
  const user = em.create(User, { username: fields.username, email: fields.email, passwordHash, createdAt: now, updatedAt: now });
  try {
    await em.flush();
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
  return ctx.em.merge(user);
}

/** A profile change; a new email address needs the account's current password. */
export interface ProfileChange extends ProfileFields {
  currentPassword?: string | null;
}

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email address.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * Updates the viewer's first name, last name, email and bio (the username cannot change). A different email address
 * needs the current password: without it BadInputError (CURRENT_PASSWORD_REQUIRED), with a wrong one BadInputError
 * (CURRENT_PASSWORD_WRONG), and after CURRENT_PASSWORD_LIMIT wrong ones RateLimitedError. Throws BadInputError for
 * an invalid email or over-long text, CONFLICT when the email belongs to another account. Writes the user row only
 * when every check passes.
 */
export async function updateProfile(ctx: UserServiceContext & { limits: RateLimits }, viewer: User, input: ProfileChange): Promise<User> {
  const fields = validateProfile(input);
  const user = await ctx.em.findOneOrFail(User, { id: viewer.id });
  if (typeof fields.email === 'string' && fields.email.toLowerCase() !== user.email.toLowerCase()) {
    await assertCurrentPassword(ctx, user, input.currentPassword);
  }
  for (const key of ['firstName', 'lastName', 'bio', 'email'] as const) {
    const value = fields[key];
    if (value !== undefined) (user as unknown as Record<string, string | null>)[key] = value;
  }
  try {
    await ctx.em.flush();
  } catch (error) {
    throw conflictFor(error) ?? error;
  }
  return user;
}

/**
 * Checks the signed-in reader's current password: BadInputError (CURRENT_PASSWORD_REQUIRED or CURRENT_PASSWORD_WRONG),
 * or RateLimitedError after CURRENT_PASSWORD_LIMIT wrong ones. Writes only the limit's counter.
 */
export async function assertCurrentPassword(ctx: { limits: RateLimits }, user: User, password: string | null | undefined): Promise<void> {
  if (!password) throw new BadInputError(CURRENT_PASSWORD_REQUIRED);
  const subject = `reader:${user.id}`;
  await ctx.limits.assertAllowed(CURRENT_PASSWORD_LIMIT, subject);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await ctx.limits.penalise(CURRENT_PASSWORD_LIMIT, subject);
    throw new BadInputError(CURRENT_PASSWORD_WRONG);
  }
  await ctx.limits.reset(CURRENT_PASSWORD_LIMIT, subject);
}

/** Loads a user by id, or null. Reads only. */
export async function findUser(ctx: { em: EntityManager }, id: number): Promise<User | null> {
  return ctx.em.findOne(User, { id });
}
