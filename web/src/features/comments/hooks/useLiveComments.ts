import { useApolloClient, useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { addCommentToCache, removeCommentFromCache } from '../utils/commentCache';

const CommentAddedDocument = graphql(`
  subscription CommentAdded($articleId: ID!) {
    commentAdded(articleId: $articleId) {
      id
      ...CommentItem_comment
    }
  }
`);

const CommentDeletedDocument = graphql(`
  subscription CommentDeleted($articleId: ID!) {
    commentDeleted(articleId: $articleId) {
      id
      articleId
    }
  }
`);

/** Keeps an article's comment list live over graphql-ws: comments added or deleted elsewhere appear without a reload. */
export function useLiveComments(articleId: string, enabled: boolean): void {
  const client = useApolloClient();
  useSubscription(CommentAddedDocument, {
    variables: { articleId },
    skip: !enabled,
    onData: ({ data }) => {
      if (data.data) addCommentToCache(client.cache, articleId, data.data.commentAdded);
    },
  });
  useSubscription(CommentDeletedDocument, {
    variables: { articleId },
    skip: !enabled,
    onData: ({ data }) => {
      if (data.data) removeCommentFromCache(client.cache, articleId, data.data.commentDeleted.id);
    },
  });
}
