import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { reloadTo } from '../../../lib/router';
import { safeExternalUrl } from '../../../lib/safeUrl';
import { paymentErrorSentence } from '../utils/paymentErrors';

const CreateBillingPortalSessionDocument = graphql(`
  mutation CreateBillingPortalSession {
    createBillingPortalSession {
      url
    }
  }
`);

/**
 * Manage subscription: opens Stripe's Billing Portal (cancel, renew, change the card), which returns to /subscription.
 * A refusal (no paid plan, payments off, Stripe down) is a destructive toast with the server's sentence.
 */
export function useOpenBillingPortal() {
  const [createPortalSession, { loading }] = useMutation(CreateBillingPortalSessionDocument);
  const [leaving, setLeaving] = useState(false);
  const { toast } = useToast();

  const open = async (): Promise<void> => {
    try {
      const { data } = await createPortalSession();
      const url = safeExternalUrl(data?.createBillingPortalSession.url);
      if (!url) throw new Error('No portal page');
      setLeaving(true);
      reloadTo(url);
    } catch (error) {
      toast({
        title: 'Could not open billing',
        description: paymentErrorSentence(error, 'Billing management could not be opened. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return { open, pending: loading || leaving };
}
