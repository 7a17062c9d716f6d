import type { TypePolicies } from '@apollo/client';

interface ArticlePage {
  nodes?: readonly unknown[];
}

/** Cursor pages of one list: a page fetched `after` a cursor is appended, a first page starts the list again. */
function appendAfterCursor(existing: ArticlePage | undefined, incoming: ArticlePage, { args }: { args: Record<string, unknown> | null }) {
  if (!existing?.nodes || !args?.after) return incoming;
  return { ...incoming, nodes: existing.nodes.concat(incoming.nodes ?? []) };
}

/**
 * Cache rules: feed pages fetched with an offset are stitched into one list per filter (Load More appends; a fetch
 * from offset 0 starts the list again); comments and bookmarks are cursor pages (a page after a cursor is appended, a
 * first page replaces the list); the digest preview is replaced; types without an id get
 * their natural key; the viewer's email preferences are one object, so a saved change updates every screen showing it.
 */
export const cacheTypePolicies: TypePolicies = {
  Query: {
    fields: {
      articles: {
        keyArgs: ['filter', 'orderBy', 'first'],
        merge(existing: ArticlePage | undefined, incoming: ArticlePage, { args }) {
          const offset = typeof args?.offset === 'number' ? args.offset : 0;
          if (!existing?.nodes || offset === 0) return incoming;
          const nodes = existing.nodes.slice(0, offset).concat(incoming.nodes ?? []);
          return { ...incoming, nodes };
        },
      },
      comments: { keyArgs: ['articleId'], merge: appendAfterCursor },
      bookmarks: { keyArgs: false, merge: appendAfterCursor },
      bookmarkedArticles: { keyArgs: false, merge: appendAfterCursor },
      categories: { merge: false },
      sourceCounts: { merge: false },
      digestPreview: { merge: false },
    },
  },
  Bookmark: { keyFields: ['articleId'] },
  // A source's count depends on the filter it was counted for: keep each list's counts with that list.
  SourceCount: { keyFields: false },
  SubscriptionStatus: { keyFields: false },
  EmailPreferences: { keyFields: [] },
  DigestSources: { keyFields: false, merge: true },
  PageInfo: { keyFields: false },
  Article: {
    fields: {
      categories: { merge: false },
    },
  },
};
