import type { SessionControl } from '../../context.js';
import type { RegistrationFields } from '../user/user.validation.js';
import { authenticate, registerUser, type UserServiceContext } from '../user/user.service.js';
import type { User } from '../user/user.entity.js';

/** What signing in and out needs: the user service's context, the caller's address and the browser's session. */
export interface AuthServiceContext extends UserServiceContext {
  viewer: User | null;
  address: string;
  session: SessionControl | null;
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
