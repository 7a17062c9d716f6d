import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const EmailPreferencesDocument = graphql(`
  query EmailPreferences {
    emailPreferences {
      ...DigestSettings_preferences
    }
  }
`);

/** The reader's digest preferences exactly as the API answers them (explicit defaults included); Premium readers only. */
export function useEmailPreferences() {
  const { data, loading, error, refetch } = useQuery(EmailPreferencesDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  return {
    preferences: data?.emailPreferences ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
