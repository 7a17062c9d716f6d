import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { queueToastAfterReload, useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { getErrorCode } from '../../../lib/errors';
import { reloadTo } from '../../../lib/router';
import { safeExternalUrl } from '../../../lib/safeUrl';
import { useSignInGate } from '../../auth';
import { paymentErrorSentence } from '../utils/paymentErrors';

const CreateCheckoutSessionDocument = graphql(`
  mutation CreateCheckoutSession {
    createCheckoutSession {
      sessionId
      url
    }
  }
`);

/** Said when Checkout answers a session without a page: the client never loads the provider's script to open one. */
export const NO_CHECKOUT_PAGE =
  'The payment provider started checkout but gave no page to open, so nothing was charged. Please try again in a moment.';

/**
 * Upgrade: starts Stripe Checkout and sends the browser to its page. Guests (or an expired session) get the sign-in
 * gate; a refusal (already Premium, a failed payment to fix first, payments off, Stripe down) is 'Upgrade Failed' with
 * the server's sentence, or 'Failed to create subscription' when there is none. `pending` stays true while the browser
 * leaves for Checkout.
 */
export function useStartCheckout() {
  const [createCheckoutSession, { loading }] = useMutation(CreateCheckoutSessionDocument);
  const [leaving, setLeaving] = useState(false);
  const requireSignIn = useSignInGate();
  const { toast } = useToast();

  const start = async (): Promise<void> => {
    if (!requireSignIn('upgrade your subscription')) return;
    try {
      const { data } = await createCheckoutSession();
      const url = safeExternalUrl(data?.createCheckoutSession.url);
      if (url) {
        setLeaving(true);
        reloadTo(url);
        return;
      }
      toast({ title: 'Upgrade Failed', description: NO_CHECKOUT_PAGE, variant: 'destructive' });
    } catch (error) {
      if (getErrorCode(error) === 'UNAUTHENTICATED') {
        // The session ended on the server: a full load of /auth forgets the signed-in state this page still holds.
        queueToastAfterReload({
          title: 'Sign in required',
          description: 'Please sign in to upgrade your subscription',
          variant: 'destructive',
        });
        reloadTo('/auth');
        return;
      }
      toast({ title: 'Upgrade Failed', description: paymentErrorSentence(error, 'Failed to create subscription'), variant: 'destructive' });
    }
  };
  return { start, pending: loading || leaving };
}
