import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { track } from '../../../lib/analytics';
import { getErrorMessage } from '../../../lib/errors';
import { useSignInGate } from '../../auth';
import { addCommentToCache } from '../utils/commentCache';

const AddCommentDocument = graphql(`
  mutation AddComment($articleId: ID!, $content: String!) {
    addComment(articleId: $articleId, content: $content) {
      id
      ...CommentItem_comment
    }
  }
`);

/** Posts a trimmed comment (blank is ignored); guests get the sign-in gate. Resolves true when the comment was added. */
export function useAddComment(articleId: string) {
  const requireSignIn = useSignInGate();
  const { toast } = useToast();
  const [addComment, { loading }] = useMutation(AddCommentDocument, {
    update: (cache, { data }) => {
      if (data) addCommentToCache(cache, articleId, data.addComment);
    },
  });

  const submit = async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (!content) return false;
    if (!requireSignIn('add comments')) return false;
    try {
      await addComment({ variables: { articleId, content } });
      track('comment_add', { articleId });
      toast({ title: 'Comment added' });
      return true;
    } catch (error) {
      toast({ title: 'Failed to add comment', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };
  return { submit, loading };
}
