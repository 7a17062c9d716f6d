import { createContext, useContext } from 'react';
import type { ViewerQuery } from '../../gql/graphql';

export type Viewer = NonNullable<ViewerQuery['me']>;

export interface AuthState {
  /** The signed-in user, or null for guests. */
  user: Viewer | null;
  /** True until the first answer about the signed-in state arrives. */
  loading: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The signed-in state (spec section 4: derived from whether the current-user call returns a user). */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
