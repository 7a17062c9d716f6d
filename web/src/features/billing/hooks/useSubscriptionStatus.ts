import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useAuth } from '../../auth';
import { statusFetchPolicy } from '../utils/statusFreshness';

export const SubscriptionStatusDocument = graphql(`
  query SubscriptionStatus {
    subscriptionStatus {
      tier
      hasAccess
      ...PlanStatus_status
    }
  }
`);

/**
 * The viewer's subscription status (docs/product/premium.md#premium-gate): fetched only when signed in, used as is for 5 minutes,
 * shown while refreshed up to 10, fetched afresh after that. `status` is null for guests and until it loads.
 */
export function useSubscriptionStatus() {
  const { user } = useAuth();
  const [fetchPolicy] = useState(() => (user ? statusFetchPolicy() : 'network-only'));
  const { data, loading, error, refetch } = useQuery(SubscriptionStatusDocument, {
    skip: !user,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  return {
    status: user ? (data?.subscriptionStatus ?? null) : null,
    loading: Boolean(user) && loading && !data,
    error: data ? undefined : error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
