import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { useAuth } from '../auth';

export const BookmarkIdsDocument = graphql(`
  query BookmarkIds($after: String) {
    bookmarks(first: 100, after: $after) {
      nodes {
        articleId
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const NO_BOOKMARKS: ReadonlySet<string> = new Set();
const BookmarkIdsContext = createContext<ReadonlySet<string>>(NO_BOOKMARKS);
// Whether every page of the signed-in reader's bookmark ids is in (false for guests and while loading).
const BookmarksCompleteContext = createContext(false);

/**
 * Loads the signed-in reader's bookmark ids once for every card on the page (never for guests), 100 a page until
 * every page is in.
 */
export function BookmarksProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { data, fetchMore } = useQuery(BookmarkIdsDocument, { skip: !user, errorPolicy: 'all' });
  const next = data?.bookmarks.pageInfo.hasNextPage ? data.bookmarks.pageInfo.endCursor : null;
  useEffect(() => {
    if (next) void fetchMore({ variables: { after: next } });
  }, [next, fetchMore]);
  const ids = useMemo(
    () => (user && data ? new Set(data.bookmarks.nodes.map((bookmark) => bookmark.articleId)) : NO_BOOKMARKS),
    [user, data],
  );
  const complete = Boolean(user && data && !next);
  return (
    <BookmarkIdsContext.Provider value={ids}>
      <BookmarksCompleteContext.Provider value={complete}>{children}</BookmarksCompleteContext.Provider>
    </BookmarkIdsContext.Provider>
  );
}

/** The ids of the reader's bookmarks (docs/product/accounts.md#bookmarks: bookmarked if the id is in this list); empty for guests. */
export function useBookmarkIds(): ReadonlySet<string> {
  return useContext(BookmarkIdsContext);
}

/** True once the signed-in reader's whole bookmark list is loaded, so useBookmarkIds is the complete set. */
export function useBookmarksComplete(): boolean {
  return useContext(BookmarksCompleteContext);
}
