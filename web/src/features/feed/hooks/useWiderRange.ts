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

const FeedRangeCountDocument = graphql(`
  query FeedRangeCount($filter: ArticleFilter) {
    articles(filter: $filter, first: 1) {
      totalCount
    }
  }
`);

/** The smallest wider date range that shows papers an empty feed's filters match, and how many it shows. */
export interface WiderRange {
  range: DateRangeOption;
  count: number;
}

/**
 * For an empty feed: the newest article matching everything but the date range, turned into the smallest wider range
 * that shows it, with how many papers match there, so a quiet week (or an offline demo library) offers
 * 'Show the last year' instead of looking broken. Null until both are known, and when nothing older matches.
 */
export function useWiderRange(filters: FeedFilters): WiderRange | null {
  const { data } = useQuery(FeedNewestMatchDocument, {
    variables: { filter: toArticleFilter(filters, false) },
    fetchPolicy: 'network-only',
    skip: filters.dateRange === 'all',
  });
  const newest = data?.articles.nodes[0];
  const range = newest ? widerDateRange(filters.dateRange, newest.publishedDate) : null;
  const counted = useQuery(FeedRangeCountDocument, {
    variables: { filter: { ...toArticleFilter(filters, false), ...(range?.graphql ? { dateRange: range.graphql } : {}) } },
    fetchPolicy: 'network-only',
    skip: !range,
  });
  const count = counted.data?.articles.totalCount;
  return range && count !== undefined && count > 0 ? { range, count } : null;
}
