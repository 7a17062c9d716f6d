import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { track } from '../../../lib/analytics';
import type { FeedFilters } from '../utils/feedFilters';
import type { FeedFetchPolicy } from '../utils/feedFreshness';
import type { SortValue } from '../utils/feedSort';
import { FEED_PAGE_SIZE, feedVariables } from '../utils/feedVariables';

export const FeedArticlesDocument = graphql(`
  query FeedArticles($filter: ArticleFilter, $orderBy: ArticleOrder, $first: Int!, $offset: Int) {
    articles(filter: $filter, orderBy: $orderBy, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        title
        simplifiedTitle
        publishedDate
        viewCount
        ...ArticleCard_article
      }
    }
  }
`);

const NO_ARTICLES: never[] = [];

/**
 * One feed list in one order: its first page, and Load More (offset + 20 in the same order, appended), offered only
 * after a page of exactly 20.
 */
export function useFeedArticles(filters: FeedFilters, sort: SortValue, fetchPolicy: FeedFetchPolicy) {
  const [lastPageSize, setLastPageSize] = useState<number | null>(null);
  const { data, loading, error, fetchMore, networkStatus } = useQuery(FeedArticlesDocument, {
    variables: feedVariables(filters, sort),
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const nodes = data?.articles.nodes ?? NO_ARTICLES;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const loadMore = async () => {
    track('load_more', { offset: nodes.length });
    const result = await fetchMore({ variables: { offset: nodes.length } }).catch(() => null);
    setLastPageSize(result?.data?.articles.nodes.length ?? FEED_PAGE_SIZE);
  };

  return {
    articles: nodes,
    totalCount: data?.articles.totalCount ?? 0,
    loading: loading && !data,
    error: data ? undefined : error,
    loadingMore,
    hasMore: data !== undefined && (lastPageSize ?? nodes.length) === FEED_PAGE_SIZE,
    loadMore,
  };
}
