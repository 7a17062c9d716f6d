import type { ApolloClient, DocumentNode } from '@apollo/client';
import { addTypenameToDocument, getMainDefinition, print } from '@apollo/client/utilities';
import { ArticleCommentsDocument } from '../features/comments/utils/commentCache';
import { graphql } from '../gql';
import { keepBookmarksOffline, keepLoadedCode, OFFLINE_BOOKMARK_LIMIT, type OfflineDocument } from '../lib/offline';
import { sha256Hex } from './persistedQueries';

// The most recently bookmarked articles (the list is newest first), as many as are kept offline.
const OfflineBookmarksDocument = graphql(`
  query OfflineBookmarks {
    bookmarks(first: 100) {
      nodes {
        articleId
        article {
          id
          databaseId
        }
      }
    }
  }
`);

/** A query as Apollo sends it (with `__typename` added), named by its operation, with its persisted query hash. */
async function describeDocument(document: DocumentNode): Promise<[string, OfflineDocument]> {
  const name = getMainDefinition(document).name?.value;
  if (!name) throw new Error('A kept query needs an operation name.');
  const query = print(addTypenameToDocument(document));
  return [name, { query, hash: await sha256Hex(query, crypto.subtle) }];
}

/**
 * Asks the service worker to keep, for each of the reader's most recently bookmarked articles, exactly the requests
 * the article page makes (the article and its first page of comments, sent as the page sends them), and loads the
 * page's code so the worker keeps that too. `refresh` fetches every answer again.
 */
export async function keepBookmarkedArticles(client: ApolloClient, refresh: boolean): Promise<void> {
  const [{ ArticlePageDocument }, { data }] = await Promise.all([
    import('../pages/ArticlePage'),
    // Read fresh and kept out of the page's cache: only the worker needs the list.
    client.query({ query: OfflineBookmarksDocument, fetchPolicy: 'no-cache' }),
  ]);
  if (!data) return;
  await keepLoadedCode();
  const article = await describeDocument(ArticlePageDocument);
  const comments = await describeDocument(ArticleCommentsDocument);
  await keepBookmarksOffline({
    refresh,
    documents: Object.fromEntries([article, comments]),
    articles: data.bookmarks.nodes.slice(0, OFFLINE_BOOKMARK_LIMIT).map((bookmark) => ({
      requests: [
        { operationName: article[0], variables: { id: String(bookmark.article.databaseId) } },
        { operationName: comments[0], variables: { articleId: bookmark.article.id } },
      ],
    })),
  });
}
