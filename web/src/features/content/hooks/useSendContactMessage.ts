import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import type { ContactMessageInput } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';

const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

/** Sends the contact form; 'Message Sent' with the server's confirmation, or 'Message not sent' with its reason. Resolves true on success. */
export function useSendContactMessage() {
  const [send, { loading }] = useMutation(SendContactMessageDocument);
  const { toast } = useToast();
  const submit = async (input: ContactMessageInput): Promise<boolean> => {
    try {
      const { data } = await send({ variables: { input } });
      toast({ title: 'Message Sent', description: data?.sendContactMessage ?? '' });
      return true;
    } catch (error) {
      toast({
        title: 'Message not sent',
        description: getErrorMessage(error, 'Your message could not be sent. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };
  return { submit, loading };
}
