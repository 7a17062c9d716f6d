import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { toArticleFilter, widerDateRange, type DateRangeOption, type FeedFilters } from '../utils/feedFilters';

const FeedNewestMatchDocument = graphql(`
  query FeedNewestMatch($filter: ArticleFilter) {
    articles(filter: $filter, first: 1) {
      nodes {
        id
        publishedDate
      }
    }
  }
`);

/**
 * For an empty feed: the newest article matching everything but the date range, turned into the smallest wider range
 * that shows it, so a quiet week (or an offline demo library) offers 'Show the last year' instead of looking broken.
 */
export function useWiderRange(filters: FeedFilters): DateRangeOption | null {
  const { data } = useQuery(FeedNewestMatchDocument, {
    variables: { filter: toArticleFilter(filters, false) },
    fetchPolicy: 'network-only',
    skip: filters.dateRange === 'all',
  });
  const newest = data?.articles.nodes[0];
  return newest ? widerDateRange(filters.dateRange, newest.publishedDate) : null;
}
