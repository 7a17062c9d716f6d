import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AiAllowanceDocument = graphql(`
  query AiAllowance {
    aiAllowance {
      questionsPerDay
      questionsUsed
      renewsAt
    }
  }
`);

/** The reader's questions left today (read when the question box opens and after each question); null until known. */
export function useAiAllowance() {
  const { data } = useQuery(AiAllowanceDocument, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  if (!data) return null;
  const { questionsPerDay, questionsUsed } = data.aiAllowance;
  return { left: Math.max(0, questionsPerDay - questionsUsed), perDay: questionsPerDay };
}
