import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { useAuth } from '../auth';

export const BookmarkIdsDocument = graphql(`
  query BookmarkIds {
    bookmarks {
      articleId
      createdAt
    }
  }
`);

const NO_BOOKMARKS: ReadonlySet<string> = new Set();
const BookmarkIdsContext = createContext<ReadonlySet<string>>(NO_BOOKMARKS);

/** Loads the signed-in reader's bookmark list once for every card on the page (never for guests). */
export function BookmarksProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { data } = useQuery(BookmarkIdsDocument, { skip: !user, errorPolicy: 'all' });
  const ids = useMemo(() => (user && data ? new Set(data.bookmarks.map((bookmark) => bookmark.articleId)) : NO_BOOKMARKS), [user, data]);
  return <BookmarkIdsContext.Provider value={ids}>{children}</BookmarkIdsContext.Provider>;
}

/** The ids of the reader's bookmarks (spec section 4: bookmarked if the id is in this list); empty for guests. */
export function useBookmarkIds(): ReadonlySet<string> {
  return useContext(BookmarkIdsContext);
}
