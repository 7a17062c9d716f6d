import { useMutation } from '@apollo/client/react';
import { queueToastAfterReload, useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { getErrorMessage } from '../../../lib/errors';
import { reloadTo } from '../../../lib/router';
import { returnPathAfterSignIn } from '../utils/afterSignIn';

const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      username
    }
  }
`);

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
}

/** Creates the account (which signs it in); success reloads the page the sign-in gate was met on (else `/`) with 'Registration successful'. */
export function useRegisterMutation() {
  const [register, { loading }] = useMutation(RegisterDocument);
  const { toast } = useToast();
  const submit = async (values: RegisterValues): Promise<boolean> => {
    try {
      const { data } = await register({ variables: { input: values } });
      queueToastAfterReload({
        title: 'Registration successful',
        description: `Welcome to Paperlight, ${data?.register.username ?? values.username}!`,
      });
      reloadTo(returnPathAfterSignIn());
      return true;
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: getErrorMessage(error, 'Registration failed. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };
  return { submit, loading };
}
