import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const GenerateClinicalTakeawayDocument = graphql(`
  mutation GenerateClinicalTakeaway($articleId: ID!) {
    generateClinicalTakeaway(articleId: $articleId) {
      articleId
      ...ClinicalTakeawayPanel_takeaway
    }
  }
`);

/** The article's clinical takeaway: `generate` asks for it (the server generates it once and keeps it), then it stays here. */
export function useClinicalTakeaway(articleId: string) {
  const [generateTakeaway, { data, loading, error }] = useMutation(GenerateClinicalTakeawayDocument);
  return {
    takeaway: data?.generateClinicalTakeaway ?? null,
    generating: loading,
    error: loading ? undefined : error,
    generate: () => void generateTakeaway({ variables: { articleId } }).catch(() => undefined),
  };
}
