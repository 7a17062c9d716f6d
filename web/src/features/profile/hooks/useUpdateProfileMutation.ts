import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import type { ProfileInput } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';

const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...AuthProvider_viewer
    }
  }
`);

/** Saves the profile; the returned user refreshes the cached current user. Resolves true on success. */
export function useUpdateProfileMutation() {
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const { toast } = useToast();
  const submit = async (input: ProfileInput): Promise<boolean> => {
    try {
      await updateProfile({ variables: { input } });
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
      return true;
    } catch (error) {
      toast({
        title: 'Update failed',
        description: getErrorMessage(error, 'Your profile could not be saved. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };
  return { submit, loading };
}
