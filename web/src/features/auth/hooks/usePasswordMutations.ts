import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { getErrorMessage } from '../../../lib/errors';

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

/** The outcome of a password call: the server's sentence, and whether it succeeded. */
export interface PasswordOutcome {
  ok: boolean;
  message: string;
}

/** Asks for a reset link; resolves with the server's answer, the same for every address, or its refusal. */
export function useRequestPasswordReset() {
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const submit = async (email: string): Promise<PasswordOutcome> => {
    try {
      const { data } = await request({ variables: { email } });
      return { ok: true, message: data?.requestPasswordReset ?? '' };
    } catch (error) {
      return { ok: false, message: getErrorMessage(error, 'The reset link could not be sent. Please try again.') };
    }
  };
  return { submit, loading };
}

/** Sets a new password with a reset link's token; resolves with the outcome to show. */
export function useResetPassword() {
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const submit = async (token: string, password: string): Promise<PasswordOutcome> => {
    try {
      await reset({ variables: { input: { token, password } } });
      return { ok: true, message: 'Your password has been changed. Sign in with your new password.' };
    } catch (error) {
      return { ok: false, message: getErrorMessage(error, 'Your password could not be changed. Please try again.') };
    }
  };
  return { submit, loading };
}

/** Changes the signed-in reader's password; a toast says what happened. Resolves true on success. */
export function useChangePassword() {
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const { toast } = useToast();
  const submit = async (currentPassword: string, newPassword: string): Promise<boolean> => {
    try {
      await change({ variables: { input: { currentPassword, newPassword } } });
      toast({ title: 'Password changed', description: 'Every other device signed in to your account has been signed out.' });
      return true;
    } catch (error) {
      toast({
        title: 'Password not changed',
        description: getErrorMessage(error, 'Your password could not be changed. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };
  return { submit, loading };
}
