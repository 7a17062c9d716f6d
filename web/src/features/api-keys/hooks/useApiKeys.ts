import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ApiKeysDocument = graphql(`
  query ApiKeys {
    me {
      id
      apiKeys {
        id
        name
        prefix
        scopes
        createdAt
        lastUsedAt
      }
    }
  }
`);

const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        name
      }
    }
  }
`);

const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
    }
  }
`);

const REFETCH = ['ApiKeys'];

/** The signed-in reader's API keys and the calls that create and revoke them (docs/product/accounts.md#api-keys). */
export function useApiKeys() {
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateApiKeyDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [revoke] = useMutation(RevokeApiKeyDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  return {
    keys: data?.me?.apiKeys ?? [],
    loading: loading && !data,
    error: data ? undefined : error,
    refetch,
    creating: creating.loading,
    create,
    revoke,
  };
}
