import type { ApiKeyGrant } from './api-key-cache.js';
import { DomainError } from './errors.js';
import type { User } from '../modules/user/user.entity.js';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** What an API key may be allowed to do for its reader (see the ApiKeyScope enum). */
export type KeyScope = 'READ' | 'WRITE' | 'PREMIUM';

const SCOPE_VALUES: Record<KeyScope, string> = { READ: 'read', WRITE: 'write', PREMIUM: 'premium' };

export const KEY_CANNOT =
  'An API key cannot do this: managing API keys, the account, its password and its plan needs the reader signed in to Paperlight.';

/** Who is asking: the viewer, and the API key they sent, if the request carried one instead of a session. */
export interface ViewerContext {
  viewer: User | null;
  apiKey?: ApiKeyGrant | null;
}

/** The sentence refusing a key without the scope an action needs. */
export function missingScopeMessage(scope: KeyScope): string {
  return `This API key does not have the ${scope} scope, which this needs. Create a key with ${scope} in your profile.`;
}

/**
 * The signed-in viewer, or an UNAUTHENTICATED error for anonymous callers. A request made with an API key passes only
 * when the key has `scope`; without a `scope` the action is one a key may never do. Either refusal is FORBIDDEN.
 */
export function requireViewer(ctx: ViewerContext, scope?: KeyScope): User {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  if (ctx.apiKey) {
    if (!scope) throw new DomainError('FORBIDDEN', KEY_CANNOT);
    if (!ctx.apiKey.scopes.includes(SCOPE_VALUES[scope])) throw new DomainError('FORBIDDEN', missingScopeMessage(scope), { scope });
  }
  return ctx.viewer;
}

/** Whether the caller may read the viewer's own data: signed in, or with a key that has READ. */
export function mayReadOwnData(ctx: ViewerContext): boolean {
  return Boolean(ctx.viewer) && (!ctx.apiKey || ctx.apiKey.scopes.includes(SCOPE_VALUES.READ));
}

/** The signed-in viewer, whatever the key's scopes, or UNAUTHENTICATED: for `@Authorized()`, whose resolvers check scopes. */
export function requireSignedIn(ctx: ViewerContext): User {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return ctx.viewer;
}
