import { DomainError } from './errors.js';
import type { User } from '../modules/user/user.entity.js';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** The signed-in viewer, or an UNAUTHENTICATED error for anonymous callers. */
export function requireViewer(ctx: { viewer: User | null }): User {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return ctx.viewer;
}
