import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../../../components/toast';
import { getErrorCode, getErrorMessage } from '../../../lib/errors';
import { navigate } from '../../../lib/router';
import { useSignInGate } from '../../auth';
import { resetSubscriptionStatusAge, statusFetchPolicy } from '../utils/statusFreshness';
import { SubscriptionStatusDocument } from './useSubscriptionStatus';

export type PremiumFeature = 'takeaway' | 'ama';

const FEATURES: Record<PremiumFeature, { name: string; signInReason: 'access clinical insights' | 'ask questions' }> = {
  takeaway: { name: 'Clinical Takeaway', signInReason: 'access clinical insights' },
  ama: { name: 'AI AMA', signInReason: 'ask questions' },
};

/**
 * The gates of the AI features (docs/product/premium.md#premium-gate): a guest gets 'Sign in required' and /auth (back
 * on this page after sign-in, the feature opens for `articleId`); a signed-in user without
 * `hasAccess` gets the 'Premium Feature' toast and /subscription. Resolves true when the feature may open.
 * The status is read for signed-in users only, and an answer younger than 5 minutes is reused.
 */
export function usePremiumGate(): (feature: PremiumFeature, articleId?: string) => Promise<boolean> {
  const client = useApolloClient();
  const requireSignIn = useSignInGate();
  const { toast } = useToast();

  return useCallback(
    async (feature: PremiumFeature, articleId?: string) => {
      const { name, signInReason } = FEATURES[feature];
      if (!requireSignIn(signInReason, articleId ? { action: { kind: feature, articleId } } : {})) return false;
      // A gate needs an answer now, so a status past its 5 fresh minutes is fetched before deciding.
      const fetchPolicy = statusFetchPolicy() === 'cache-first' ? 'cache-first' : 'network-only';
      try {
        const { data } = await client.query({ query: SubscriptionStatusDocument, fetchPolicy });
        if (data?.subscriptionStatus.hasAccess) return true;
        toast({ title: 'Premium Feature', description: `${name} is available with Paperlight Premium. Upgrade to access this feature` });
        navigate('/subscription');
      } catch (error) {
        resetSubscriptionStatusAge();
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
