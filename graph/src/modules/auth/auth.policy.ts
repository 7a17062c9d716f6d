import type { AuthChecker } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { requireViewer } from '../../lib/viewer.js';

/** `@Authorized()` means "signed in"; anonymous callers get UNAUTHENTICATED with a readable sentence. */
export const authChecker: AuthChecker<AppContext> = ({ context }) => {
  requireViewer(context);
  return true;
};
