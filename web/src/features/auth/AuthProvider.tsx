import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { AuthContext, type AuthState } from './authContext';

export const ViewerDocument = graphql(`
  query Viewer {
    me {
      id
      username
      email
      firstName
      lastName
      bio
    }
  }
`);

/** Loads the current user once; any error (a server without accounts, a network failure) counts as signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const value = useMemo<AuthState>(() => ({ user: data?.me ?? null, loading: loading && !data }), [data, loading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
