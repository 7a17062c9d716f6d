import { useMutation } from '@apollo/client/react';
import { queueToastAfterReload, useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { getErrorMessage } from '../../../lib/errors';
import { reloadTo } from '../../../lib/router';
import { returnPathAfterSignIn } from '../utils/afterSignIn';

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      username
    }
  }
`);

export interface LoginValues {
  username: string;
  password: string;
}

/** Signs in; on success a full load of the page the sign-in gate was met on (else `/`) shows 'Login successful', on failure a toast shows the server's reason. */
export function useLoginMutation() {
  const [login, { loading }] = useMutation(LoginDocument);
  const { toast } = useToast();
  const submit = async (values: LoginValues): Promise<boolean> => {
    try {
      const { data } = await login({ variables: { input: values } });
      queueToastAfterReload({ title: 'Login successful', description: `Welcome back, ${data?.login.username ?? values.username}!` });
      reloadTo(returnPathAfterSignIn());
      return true;
    } catch (error) {
      toast({ title: 'Login failed', description: getErrorMessage(error, 'Invalid username or password'), variant: 'destructive' });
      return false;
    }
  };
  return { submit, loading };
}
