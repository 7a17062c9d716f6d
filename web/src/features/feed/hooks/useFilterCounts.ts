import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import type { Source } from '../../../gql/graphql';
import { toArticleFilter, type FeedFilters } from '../utils/feedFilters';

export const FilterCountsDocument = graphql(`
  query FilterCounts($filter: ArticleFilter) {
    filterCounts(filter: $filter) {
      sources {
        source
        count
      }
      categories {
        name
        count
      }
    }
  }
`);

/** How many papers each source and each category would show with the current filters (each ignoring its own choice). */
export interface FilterCounts {
  sources: ReadonlyMap<Source, number>;
  categories: ReadonlyMap<string, number>;
}

/**
 * The filter panel's counts for the current filters, so a count always matches the list that ticking it shows. While
 * the next counts load, the last ones stay; null until the first arrive (the panel then shows the library's counts).
 */
export function useFilterCounts(filters: FeedFilters): FilterCounts | null {
  const variables = useMemo(() => ({ filter: toArticleFilter(filters) }), [filters]);
  const { data, previousData } = useQuery(FilterCountsDocument, { variables, errorPolicy: 'all' });
  const counts = (data ?? previousData)?.filterCounts;
  return useMemo(
    (): FilterCounts | null =>
      counts
        ? {
            sources: new Map(counts.sources.map((row) => [row.source, row.count])),
            categories: new Map(counts.categories.map((row) => [row.name, row.count])),
          }
        : null,
    [counts],
  );
}
