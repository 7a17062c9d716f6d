import { createContext, useContext } from 'react';
import type { AuthProvider_ViewerFragment } from '../../gql/graphql';

/** The signed-in user, as the AuthProvider_viewer fragment reads it. */
export type Viewer = AuthProvider_ViewerFragment;

export interface AuthState {
  /** The signed-in user, or null for guests. */
  user: Viewer | null;
  /** True until the first answer about the signed-in state arrives. */
  loading: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The signed-in state (docs/product/accounts.md#signed-in-state: derived from whether the current-user call returns a user). */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
