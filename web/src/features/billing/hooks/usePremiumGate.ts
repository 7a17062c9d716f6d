import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../../../components/toast';
import { graphql } from '../../../gql';
import { getErrorCode, getErrorMessage } from '../../../lib/errors';
import { navigate } from '../../../lib/router';
import { useSignInGate } from '../../auth';

const SubscriptionStatusDocument = graphql(`
  query SubscriptionStatus {
    subscriptionStatus {
      tier
      hasAccess
      status
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`);

/** Spec section 6: access is fresh for 5 minutes (and an older answer is never reused). */
export const SUBSCRIPTION_STATUS_STALE_MS = 5 * 60_000;

export type PremiumFeature = 'takeaway' | 'ama';

const FEATURES: Record<PremiumFeature, { name: string; signInReason: 'access clinical insights' | 'ask questions' }> = {
  takeaway: { name: 'Clinical Takeaway', signInReason: 'access clinical insights' },
  ama: { name: 'AI AMA', signInReason: 'ask questions' },
};

let statusFetchedAt = 0;

/** Forgets the cached access answer (tests, sign-out). */
export function resetPremiumStatusAge(): void {
  statusFetchedAt = 0;
}

/**
 * The gates of spec section 5 for the AI features: a guest gets 'Sign in required' and /auth; a signed-in user without
 * `hasAccess` gets the 'Premium Feature' toast and /subscription. Resolves true when the feature may open.
 * The status is read only here, for signed-in users, and reused for 5 minutes.
 */
export function usePremiumGate(): (feature: PremiumFeature) => Promise<boolean> {
  const client = useApolloClient();
  const requireSignIn = useSignInGate();
  const { toast } = useToast();

  return useCallback(
    async (feature: PremiumFeature) => {
      const { name, signInReason } = FEATURES[feature];
      if (!requireSignIn(signInReason)) return false;
      const fresh = Date.now() - statusFetchedAt < SUBSCRIPTION_STATUS_STALE_MS;
      try {
        const { data } = await client.query({ query: SubscriptionStatusDocument, fetchPolicy: fresh ? 'cache-first' : 'network-only' });
        if (!fresh) statusFetchedAt = Date.now();
        if (data?.subscriptionStatus.hasAccess) return true;
        toast({ title: 'Premium Feature', description: `${name} is available with Paperlight Premium. Upgrade to access this feature` });
        navigate('/subscription');
      } catch (error) {
        if (getErrorCode(error) === 'UNAUTHENTICATED') {
          toast({ title: 'Sign in required', description: `Please sign in to ${signInReason}`, variant: 'destructive' });
          navigate('/auth');
        } else {
          toast({
            title: 'Error',
            description: getErrorMessage(error, 'Could not check your plan. Please try again.'),
            variant: 'destructive',
          });
        }
      }
      return false;
    },
    [client, requireSignIn, toast],
  );
}
