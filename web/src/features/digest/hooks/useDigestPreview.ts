import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DigestPreviewDocument = graphql(`
  query DigestPreview {
    digestPreview {
      ...DigestPreview_preview
    }
  }
`);

/** What the reader's digest would hold if it went out now (the same selection the sender makes); Premium readers only. */
export function useDigestPreview() {
  const { data, loading, error, refetch } = useQuery(DigestPreviewDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  return {
    preview: data?.digestPreview ?? null,
    loading: loading && !data,
    refreshing: loading && Boolean(data),
    error: data ? undefined : error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
