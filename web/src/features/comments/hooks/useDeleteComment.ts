import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { track } from '../../../lib/analytics';
import { getErrorMessage } from '../../../lib/errors';
import { addCommentToCache, removeCommentFromCache } from '../utils/commentCache';

const DeleteCommentDocument = graphql(`
  mutation DeleteComment($commentId: ID!) {
    deleteComment(commentId: $commentId) {
      id
      articleId
    }
  }
`);

const RestoreCommentDocument = graphql(`
  mutation RestoreComment($commentId: ID!) {
    restoreComment(commentId: $commentId) {
      id
      articleId
      ...CommentItem_comment
    }
  }
`);

interface DeleteCommentOptions {
  /** Called once the server has restored the comment through Undo (to move focus to it). */
  onRestored?(commentId: string): void;
}

/**
 * Deletes one of the reader's own comments and drops it from the cached list, resolving true once the server has;
 * the 'Comment deleted' toast offers Undo, which asks the server to put the comment back as it was
 * (docs/product/comments.md#writing-and-deleting).
 */
export function useDeleteComment({ onRestored }: DeleteCommentOptions = {}) {
  const { toast } = useToast();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteComment] = useMutation(DeleteCommentDocument, {
    update: (cache, { data }) => {
      if (data) removeCommentFromCache(cache, data.deleteComment.articleId, data.deleteComment.id);
    },
  });
  const [restoreComment] = useMutation(RestoreCommentDocument, {
    update: (cache, { data }) => {
      if (data) addCommentToCache(cache, data.restoreComment.articleId, data.restoreComment);
    },
  });

  const restore = async (commentId: string): Promise<void> => {
    try {
      await restoreComment({ variables: { commentId } });
      track('comment_restore', { commentId });
      toast({ title: 'Comment restored' });
      onRestored?.(commentId);
    } catch (error) {
      toast({ title: 'Failed to restore comment', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  const remove = async (commentId: string): Promise<boolean> => {
    setDeletingId(commentId);
    try {
      await deleteComment({ variables: { commentId } });
      track('comment_delete', { commentId });
      toast({ title: 'Comment deleted', action: { label: 'Undo', onSelect: () => void restore(commentId) } });
      return true;
    } catch (error) {
      toast({ title: 'Failed to delete comment', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    } finally {
      setDeletingId(null);
    }
  };
  return { remove, deletingId };
}
