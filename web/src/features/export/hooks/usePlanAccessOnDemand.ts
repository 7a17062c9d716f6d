import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useAuth } from '../../auth';
import { SubscriptionStatusDocument } from '../../billing/hooks/useSubscriptionStatus';
import { resetSubscriptionStatusAge, statusFetchPolicy } from '../../billing/utils/statusFreshness';

export type PlanAccess = 'guest' | 'unknown' | 'checking' | 'granted' | 'refused' | 'error';

/**
 * Whether the reader's plan grants Premium features, read only when asked (`check`), so a page that merely offers a
 * premium control sends no extra request on load. A status already in the cache answers at once; the 5-minute freshness
 * of the subscription status applies as everywhere else.
 */
export function usePlanAccessOnDemand(): { access: PlanAccess; check: () => void } {
  const client = useApolloClient();
  const { user } = useAuth();
  const cached = user ? client.readQuery({ query: SubscriptionStatusDocument })?.subscriptionStatus : undefined;
  const [checked, setChecked] = useState<PlanAccess>('unknown');

  const check = useCallback(() => {
    if (!user) return;
    setChecked((current) => (current === 'granted' || current === 'refused' ? current : 'checking'));
    const fetchPolicy = statusFetchPolicy() === 'cache-first' ? 'cache-first' : 'network-only';
    client
      .query({ query: SubscriptionStatusDocument, fetchPolicy })
      .then(({ data }) => setChecked(data?.subscriptionStatus.hasAccess ? 'granted' : 'refused'))
      .catch(() => {
        resetSubscriptionStatusAge();
        setChecked('error');
      });
  }, [client, user]);

  if (!user) return { access: 'guest', check };
  if (checked === 'unknown' && cached) return { access: cached.hasAccess ? 'granted' : 'refused', check };
  return { access: checked, check };
}
