import type { SessionControl } from '../../context.js';
import type { RegistrationFields } from '../user/user.validation.js';
import { DomainError } from '../../lib/errors.js';
import type { User } from '../user/user.entity.js';
import { verifyPassword } from '../user/user.password.js';
import { findUserByUsername } from '../user/user.queries.js';
import { registerUser, type UserServiceContext } from '../user/user.service.js';
import { validateLogin } from '../user/user.validation.js';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, assertNotThrottled, clearFailures, recordFailure, throttleKeys } from './login-throttle.js';

/** What signing in and out needs: the user service's context, the caller's address and the browser's session. */
export interface AuthServiceContext extends UserServiceContext {
  viewer: User | null;
  address: string;
  session: SessionControl | null;
}

export const INVALID_CREDENTIALS = 'Invalid username or password';

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

function sessionOf(ctx: AuthServiceContext) {
  if (!ctx.session) throw new Error('Signing in needs an HTTP request with a session.');
  return ctx.session;
}

/** Creates an account and signs the browser in under a fresh session id. See registerUser for the rules and errors. */
export async function registerAndSignIn(ctx: AuthServiceContext, input: Partial<RegistrationFields>): Promise<User> {
  const user = await registerUser(ctx, input);
  await sessionOf(ctx).login(user);
  return user;
}

/** Checks the credentials and signs the browser in under a fresh session id. See authenticate for the rules and errors. */
export async function signIn(ctx: AuthServiceContext, input: { username?: string; password?: string }): Promise<User> {
  const user = await authenticate(ctx, input, ctx.address);
  await sessionOf(ctx).login(user);
  return user;
}

/** Ends the browser's session server-side; signing out when not signed in does nothing. */
export async function signOut(ctx: AuthServiceContext): Promise<void> {
  if (ctx.viewer) await sessionOf(ctx).logout();
}
