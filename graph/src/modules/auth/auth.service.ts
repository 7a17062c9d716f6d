import type { SessionControl } from '../../context.js';
import type { RegistrationFields } from '../user/user.rules.js';
import type { ApiKeyGrant } from '../../lib/api-key-cache.js';
import { DomainError } from '../../lib/errors.js';
import { KEY_CANNOT } from '../../lib/viewer.js';
import type { User } from '../user/user.entity.js';
import { verifyPassword } from '../user/user-password.rules.js';
import { findUserBySignInName } from '../user/user.queries.js';
import { registerUser, type UserServiceContext } from '../user/user.service.js';
import { validateLogin } from '../user/user.rules.js';
import type { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import { accountDelayMs, accountKey, LOGIN_ACCOUNT_SLOWDOWN, LOGIN_ADDRESS_LIMIT, LOGIN_PAIR_LIMIT } from './login.limits.js';
import { REGISTRATION_LIMIT } from './registration.limits.js';
import { announceSessionEnded } from './session.events.js';

/** What signing in and out needs: the user service's context, the caller's address and the browser's session. */
export interface AuthServiceContext extends LimitedContext {
  viewer: User | null;
  /** Set when the request was made with an API key, which can neither sign in nor out. */
  apiKey?: ApiKeyGrant | null;
  address: string;
  session: SessionControl | null;
}

/** The user service's context with the shared rate limits. */
export interface LimitedContext extends UserServiceContext {
  limits: RateLimits;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Checks a username or email address and a password. Unknown users and wrong passwords get the same 'Invalid username
 * or password' (UNAUTHENTICATED). The account's counters are keyed by its username whichever of the two names it, so
 * alternating them gains no attempts. Wrong passwords count against the (account, address) pair and the address, which are refused
 * with RATE_LIMITED and a retry time past their limits, before the password is checked; they also count against the
 * account from every address, which only slows attempts on it down, so no one can lock another reader out. A success
 * clears the pair's count.
 */
export async function authenticate(ctx: LimitedContext, input: { username?: string; password?: string }, address: string): Promise<User> {
  const { username, password } = validateLogin(input.username, input.password);
  const user = await findUserBySignInName(ctx.em, username);
  const account = accountKey(user?.username ?? username);
  const pair = `${account}|${address}`;
  await ctx.limits.assertAllowed(LOGIN_PAIR_LIMIT, pair);
  await ctx.limits.assertAllowed(LOGIN_ADDRESS_LIMIT, address);
  const delay = await accountDelayMs(ctx.limits, account);
  if (delay > 0) await sleep(delay);
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    await ctx.limits.penalise(LOGIN_PAIR_LIMIT, pair);
    await ctx.limits.penalise(LOGIN_ADDRESS_LIMIT, address);
    await ctx.limits.penalise(LOGIN_ACCOUNT_SLOWDOWN.policy, account);
    throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  await ctx.limits.reset(LOGIN_PAIR_LIMIT, pair);
  return user;
}

function sessionOf(ctx: AuthServiceContext) {
  if (ctx.apiKey) throw new DomainError('FORBIDDEN', KEY_CANNOT);
  if (!ctx.session) throw new Error('Signing in needs an HTTP request with a session.');
  return ctx.session;
}

/**
 * Creates an account and signs the browser in under a fresh session id. See registerUser for the rules and errors;
 * an address that has created REGISTRATION_LIMIT accounts within the hour is refused with RATE_LIMITED first.
 */
export async function registerAndSignIn(ctx: AuthServiceContext, input: Partial<RegistrationFields>): Promise<User> {
  sessionOf(ctx);
  await ctx.limits.assertAllowed(REGISTRATION_LIMIT, ctx.address);
  const user = await registerUser(ctx, input);
  await ctx.limits.penalise(REGISTRATION_LIMIT, ctx.address);
  await sessionOf(ctx).login(user);
  return user;
}

/** Checks the credentials and signs the browser in under a fresh session id. See authenticate for the rules and errors. */
export async function signIn(ctx: AuthServiceContext, input: { username?: string; password?: string }): Promise<User> {
  sessionOf(ctx);
  const user = await authenticate(ctx, input, ctx.address);
  await sessionOf(ctx).login(user);
  return user;
}

/**
 * Ends the browser's session server-side and tells every API process, which close that session's live connections;
 * signing out when not signed in does nothing.
 */
export async function signOut(ctx: AuthServiceContext): Promise<void> {
  if (!ctx.viewer && !ctx.apiKey) return;
  const session = sessionOf(ctx);
  const sessionId = session.id;
  await session.logout();
  await announceSessionEnded(ctx.em, sessionId);
}
