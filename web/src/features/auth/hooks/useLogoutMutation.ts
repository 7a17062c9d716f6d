import { useMutation } from '@apollo/client/react';
import { queueToastAfterReload, useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { getErrorMessage } from '../../../lib/errors';
import { forgetOfflineAnswers } from '../../../lib/offline';
import { reloadTo } from '../../../lib/router';

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** Signs out and forgets the answers kept for offline reading; success reloads `/` with 'Logged out successfully', failure shows 'Logout failed'. */
export function useLogoutMutation() {
  const [logout, { loading }] = useMutation(LogoutDocument);
  const { toast } = useToast();
  const submit = async (): Promise<void> => {
    try {
      await logout();
      // What the reader read stays on this browser for offline reading only while they are signed in.
      await forgetOfflineAnswers().catch(() => undefined);
      queueToastAfterReload({ title: 'Logged out successfully', description: 'You have been logged out of Paperlight' });
      reloadTo('/');
    } catch (error) {
      toast({ title: 'Logout failed', description: getErrorMessage(error, 'Failed to logout'), variant: 'destructive' });
    }
  };
  return { submit, loading };
}
