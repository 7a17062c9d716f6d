import type { AuthChecker } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { requireSignedIn } from '../../lib/viewer.js';

/**
 * `@Authorized()` means "signed in"; anonymous callers get UNAUTHENTICATED with a readable sentence. A request made with
 * an API key passes here; the resolver's service decides which of the key's scopes it needs (requireViewer).
 */
export const authChecker: AuthChecker<AppContext> = ({ context }) => {
  requireSignedIn(context);
  return true;
};
