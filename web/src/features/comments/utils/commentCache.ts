import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import type { ArticleCommentsQuery } from '../../../gql/graphql';

/** How many comments the panel loads at a time (oldest first); Show more comments loads the next page. */
export const COMMENT_PAGE_SIZE = 50;

export const ArticleCommentsDocument = graphql(`
  query ArticleComments($articleId: ID!, $after: String) {
    comments(articleId: $articleId, first: 50, after: $after) {
      nodes {
        id
        ...CommentItem_comment
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A comment as its article's list holds it: the id, and the fields its CommentItem reads. */
export type ListedComment = ArticleCommentsQuery['comments']['nodes'][number];

function bumpCommentCount(cache: ApolloCache, articleId: string, delta: number): void {
  cache.modify({
    id: cache.identify({ __typename: 'Article', id: articleId }),
    fields: { commentCount: (count: number) => Math.max(0, count + delta) },
  });
}

/**
 * Adds a comment to the cached list of its article once, whether it comes from our own mutation or from the live
 * subscription, and keeps the article's comment count in step. Returns false when it was not added. While later
 * pages are still unloaded the newest comment belongs after them, so it is left for Show more comments to load.
 */
export function addCommentToCache(cache: ApolloCache, articleId: string, comment: ListedComment): boolean {
  let added = false;
  let counted = false;
  cache.updateQuery({ query: ArticleCommentsDocument, variables: { articleId } }, (data) => {
    if (!data || data.comments.nodes.some((existing) => existing.id === comment.id)) return data;
    counted = true;
    if (data.comments.pageInfo.hasNextPage) return data;
    added = true;
    return { comments: { ...data.comments, nodes: [...data.comments.nodes, comment] } };
  });
  if (counted) bumpCommentCount(cache, articleId, 1);
  return added;
}

/** Removes a comment from its article's cached list once, and lowers the article's comment count. */
export function removeCommentFromCache(cache: ApolloCache, articleId: string, commentId: string): boolean {
  let removed = false;
  cache.updateQuery({ query: ArticleCommentsDocument, variables: { articleId } }, (data) => {
    if (!data || !data.comments.nodes.some((existing) => existing.id === commentId)) return data;
    removed = true;
    return { comments: { ...data.comments, nodes: data.comments.nodes.filter((existing) => existing.id !== commentId) } };
  });
  if (removed) bumpCommentCount(cache, articleId, -1);
  return removed;
}
