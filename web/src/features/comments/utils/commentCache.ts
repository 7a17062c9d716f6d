import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '../../../gql';
import { CommentItem_CommentFragmentDoc, type ArticleCommentsQuery } from '../../../gql/graphql';

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

const writtenAt = (comment: ListedComment) => Date.parse(getFragmentData(CommentItem_CommentFragmentDoc, comment).createdAt);

/**
 * Adds a comment to the cached list of its article once, whether it comes from our own mutation, an undone deletion
 * or the live subscription, in its place by time (a new one last, a restored one where it was), and keeps the
 * article's comment count in step. Returns false when it was not added. A comment that belongs after the loaded pages
 * while later ones are still unloaded is left for Show more comments to load.
 */
export function addCommentToCache(cache: ApolloCache, articleId: string, comment: ListedComment): boolean {
  let added = false;
  let counted = false;
  cache.updateQuery({ query: ArticleCommentsDocument, variables: { articleId } }, (data) => {
    if (!data || data.comments.nodes.some((existing) => existing.id === comment.id)) return data;
    counted = true;
    const nodes = data.comments.nodes;
    const at = nodes.findIndex((existing) => writtenAt(existing) > writtenAt(comment));
    if (at === -1 && data.comments.pageInfo.hasNextPage) return data;
    added = true;
    const place = at === -1 ? nodes.length : at;
    return { comments: { ...data.comments, nodes: [...nodes.slice(0, place), comment, ...nodes.slice(place)] } };
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
