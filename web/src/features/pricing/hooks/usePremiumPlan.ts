import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const PricingPlanDocument = graphql(`
  query PricingPlan {
    premiumPlan {
      unitAmount
      currency
      interval
      purchasable
    }
  }
`);

/** The one configured Premium price (`Query.premiumPlan`), read once per page load and shared by every screen that shows it. */
export function usePremiumPlan() {
  const { data, loading, error, refetch } = useQuery(PricingPlanDocument, {
    fetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  return {
    plan: data?.premiumPlan ?? null,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
