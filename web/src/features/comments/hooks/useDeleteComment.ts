import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { track } from '../../../lib/analytics';
import { getErrorMessage } from '../../../lib/errors';
import { removeCommentFromCache } from '../utils/commentCache';

const DeleteCommentDocument = graphql(`
  mutation DeleteComment($commentId: ID!) {
    deleteComment(commentId: $commentId) {
      id
      articleId
    }
  }
`);

/** Deletes one of the reader's own comments and drops it from the cached list. */
export function useDeleteComment() {
  const { toast } = useToast();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteComment] = useMutation(DeleteCommentDocument, {
    update: (cache, { data }) => {
      if (data) removeCommentFromCache(cache, data.deleteComment.articleId, data.deleteComment.id);
    },
  });

  const remove = async (commentId: string): Promise<void> => {
    setDeletingId(commentId);
    try {
      await deleteComment({ variables: { commentId } });
      track('comment_delete', { commentId });
      toast({ title: 'Comment deleted' });
    } catch (error) {
      toast({ title: 'Failed to delete comment', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setDeletingId(null);
    }
  };
  return { remove, deletingId };
}
