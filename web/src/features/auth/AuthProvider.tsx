import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { AuthContext, type AuthState } from './authContext';

/** The signed-in user's fields, wherever the client asks for them (the signed-in check, profile changes). */
export const AuthProvider_viewer = graphql(`
  fragment AuthProvider_viewer on User {
    id
    username
    email
    firstName
    lastName
    bio
  }
`);

export const ViewerDocument = graphql(`
  query Viewer {
    me {
      ...AuthProvider_viewer
    }
  }
`);

/** Loads the current user once; any error (a server without accounts, a network failure) counts as signed out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const value = useMemo<AuthState>(
    () => ({ user: getFragmentData(AuthProvider_viewer, data?.me) ?? null, loading: loading && !data }),
    [data, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
