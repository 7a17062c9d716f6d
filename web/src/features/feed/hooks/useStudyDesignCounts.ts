import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { StudyDesign } from '../../../gql/graphql';
import { toArticleFilter, type FeedFilters } from '../utils/feedFilters';

const StudyDesignCountsDocument = graphql(`
  query StudyDesignCounts($filter: ArticleFilter) {
    studyDesignCounts(filter: $filter) {
      design
      count
    }
  }
`);

/** How many articles of each design the current filters give (their own designs aside); asked only with Premium. */
export function useStudyDesignCounts(filters: FeedFilters, hasAccess: boolean): ReadonlyMap<StudyDesign, number> | null {
  const { data } = useQuery(StudyDesignCountsDocument, {
    variables: { filter: toArticleFilter({ ...filters, designs: [] }) },
    skip: !hasAccess,
    errorPolicy: 'all',
  });
  if (!hasAccess || !data) return null;
  return new Map(data.studyDesignCounts.map((row) => [row.design, row.count]));
}
