import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { navigate } from '../../../lib/router';
import { markStatusFresh } from '../utils/statusFreshness';
import { paymentErrorSentence } from '../utils/paymentErrors';
import { SubscriptionStatusDocument } from './useSubscriptionStatus';

const RefreshSubscriptionStatusDocument = graphql(`
  mutation RefreshSubscriptionStatus($checkoutSessionId: String) {
    refreshSubscriptionStatus(checkoutSessionId: $checkoutSessionId) {
      tier
      hasAccess
      status
      ...PlanStatus_status
    }
  }
`);

/** Where a visit to the subscription screen stands with respect to Checkout. */
export type CheckoutReturn =
  { phase: 'none' } | { phase: 'cancelled' } | { phase: 'confirming' } | { phase: 'confirmed' } | { phase: 'unconfirmed'; message: string };

/** Why a checkout the reader came back from did not start Premium, from the payment provider's status. */
export function paymentFailureSentence(status: string): string {
  if (status === 'incomplete' || status === 'incomplete_expired') {
    return 'The payment provider has not confirmed your payment (status: incomplete). If your bank asked you to approve it, finish that step; Premium appears here once the payment goes through.';
  }
  if (status === 'past_due' || status === 'unpaid') {
    return `The payment provider could not take your payment (status: ${status.replace('_', ' ')}). Update your card with Manage subscription to start Premium.`;
  }
  return 'The payment provider has not reported a completed payment for this checkout, so you are still on the Free plan.';
}

function readReturnParams(): { sessionId: string | null; cancelled: boolean } {
  const params = new URLSearchParams(window.location.search);
  return { sessionId: params.get('session_id'), cancelled: params.get('checkout') === 'cancelled' };
}

/**
 * Back from Checkout (`?session_id=…`), asks the server to read the plan from Stripe now and puts the answer in the
 * cache as the fresh subscription status, so Premium shows before any webhook and without a reload; a plan that did
 * not start is 'Payment Failed' with the provider's status. `?checkout=cancelled` is reported as such. Either query
 * parameter is then removed from the address.
 */
export function useCheckoutReturn(): CheckoutReturn {
  const [params] = useState(readReturnParams);
  const [outcome, setOutcome] = useState<CheckoutReturn>(() => {
    if (params.sessionId) return { phase: 'confirming' };
    return params.cancelled ? { phase: 'cancelled' } : { phase: 'none' };
  });
  const { toast } = useToast();
  const started = useRef(false);
  const [refresh] = useMutation(RefreshSubscriptionStatusDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.writeQuery({ query: SubscriptionStatusDocument, data: { subscriptionStatus: data.refreshSubscriptionStatus } });
      markStatusFresh();
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (params.sessionId || params.cancelled) navigate(window.location.pathname, { replace: true, keepScroll: true });
    if (!params.sessionId) return;
    refresh({ variables: { checkoutSessionId: params.sessionId } }).then(
      ({ data }) => {
        const status = data?.refreshSubscriptionStatus;
        if (status?.hasAccess) {
          setOutcome({ phase: 'confirmed' });
          return;
        }
        const message = paymentFailureSentence(status?.status ?? 'inactive');
        toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
        setOutcome({ phase: 'unconfirmed', message });
      },
      (error: unknown) => {
        setOutcome({
          phase: 'unconfirmed',
          message: paymentErrorSentence(error, 'Your plan could not be confirmed yet. It will update here by itself shortly.'),
        });
      },
    );
  }, [params, refresh, toast]);

  return outcome;
}
