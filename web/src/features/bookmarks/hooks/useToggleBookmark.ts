import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { track } from '../../../lib/analytics';
import { getErrorMessage } from '../../../lib/errors';
import { useSignInGate } from '../../auth';

const AddBookmarkDocument = graphql(`
  mutation AddBookmark($articleId: ID!) {
    addBookmark(articleId: $articleId) {
      articleId
      createdAt
    }
  }
`);

const RemoveBookmarkDocument = graphql(`
  mutation RemoveBookmark($articleId: ID!) {
    removeBookmark(articleId: $articleId)
  }
`);

const REFETCH_AFTER_CHANGE = ['BookmarkIds'];

// The saved-articles list is dropped from the cache: a mounted list fetches it again, a later one starts fresh.
const forgetBookmarkedArticles = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'bookmarkedArticles' });
  cache.gc();
};

/**
 * Toggles a bookmark (docs/product/accounts.md#bookmarks): removes when bookmarked, otherwise adds, then refetches the bookmark list (and
 * drops the saved-articles list so it is fetched again).
 * Guests get the sign-in gate; failures a destructive 'Error' toast with the server's message. It calls the client
 * directly rather than holding two mutation hooks, because every card on a page renders one.
 */
export function useToggleBookmark() {
  const client = useApolloClient();
  const requireSignIn = useSignInGate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);

  const toggle = async (articleId: string, bookmarked: boolean): Promise<void> => {
    if (!requireSignIn('bookmark articles', { action: { kind: 'bookmark', articleId } })) return;
    setPending(true);
    try {
      if (bookmarked) {
        await client.mutate({
          mutation: RemoveBookmarkDocument,
          variables: { articleId },
          update: forgetBookmarkedArticles,
          refetchQueries: REFETCH_AFTER_CHANGE,
          awaitRefetchQueries: true,
        });
        track('bookmark_remove', { articleId });
        toast({ title: 'Bookmark removed' });
      } else {
        await client.mutate({
          mutation: AddBookmarkDocument,
          variables: { articleId },
          update: forgetBookmarkedArticles,
          refetchQueries: REFETCH_AFTER_CHANGE,
          awaitRefetchQueries: true,
        });
        track('bookmark_add', { articleId });
        toast({ title: 'Article bookmarked' });
      }
    } catch (error) {
      toast({
        title: 'Error',
        description: getErrorMessage(error, 'The bookmark could not be saved. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return { toggle, pending };
}
