import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

const FeedFilterOptionsDocument = graphql(`
  query FeedFilterOptions {
    sourceCounts {
      source
      count
    }
    categories {
      id
      name
      count
    }
  }
`);

/** Sources and categories with their counts for the filter panel; loaded beside (never before) the articles. */
export function useFeedFilterOptions() {
  const { data, loading } = useQuery(FeedFilterOptionsDocument, { errorPolicy: 'all' });
  return {
    loading: loading && !data,
    sources: data?.sourceCounts ?? [],
    categories: (data?.categories ?? []).filter((category) => category.count > 0),
  };
}
