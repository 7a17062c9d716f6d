import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../lib/errors.js';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, assertNotThrottled, clearFailures, recordFailure, throttleKeys } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { User } from './user.entity.js';
import { findUserByUsername } from './user.queries.js';
import { validateLogin, validateProfile, validateRegistration, type ProfileFields, type RegistrationFields } from './user.validation.js';

export interface UserServiceContext {
  em: EntityManager;
  now: () => Date;
}

export const INVALID_CREDENTIALS = 'Invalid username or password';

function conflictFor(error: unknown): DomainError | null {
  const text = String((error as { constraint?: unknown }).constraint ?? (error as Error).message ?? '');
  if (text.includes('users_username_lower_unique')) return new DomainError('CONFLICT', 'That username is already taken.');
  if (text.includes('users_email_lower_unique')) return new DomainError('CONFLICT', 'An account with that email address already exists.');
  return null;
}

/**
 * Creates an account after the spec's validation: username of 3+ characters, a valid email, a password of 6+
 * characters. Throws BadInputError with the spec's text, or a CONFLICT DomainError when the username or email is
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

/**
 * Checks a username and password. Unknown users and wrong passwords get the same 'Invalid username or password'
 * (UNAUTHENTICATED). Failed attempts are counted per account and per address; past the limits the attempt is
 * refused with RATE_LIMITED and a retry time, before the password is checked. A success clears the account's count.
 */
export async function authenticate(
  ctx: UserServiceContext,
  input: { username?: string; password?: string },
  address: string,
): Promise<User> {
  const { username, password } = validateLogin(input.username, input.password);
  const keys = throttleKeys(username, address);
  const now = ctx.now();
  await assertNotThrottled(ctx.em, [keys.account, keys.address], now);
  const user = await findUserByUsername(ctx.em, username);
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    await recordFailure(ctx.em, keys.account, ACCOUNT_LIMIT, now);
    await recordFailure(ctx.em, keys.address, ADDRESS_LIMIT, now);
    throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  await clearFailures(ctx.em, keys.account);
  return user;
}

/**
 * Updates the viewer's first name, last name, email and bio (the username cannot change). Throws BadInputError for
 * an invalid email or over-long text, CONFLICT when the email belongs to another account. Writes the user row.
 */
export async function updateProfile(ctx: UserServiceContext, viewer: User, input: ProfileFields): Promise<User> {
  const fields = validateProfile(input);
  const user = await ctx.em.findOneOrFail(User, { id: viewer.id });
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

/** Loads a user by id, or null. Reads only. */
export async function findUser(ctx: { em: EntityManager }, id: number): Promise<User | null> {
  return ctx.em.findOne(User, { id });
}
