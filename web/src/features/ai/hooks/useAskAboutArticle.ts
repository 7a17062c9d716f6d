import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { AiAllowanceDocument } from './useAiAllowance';

const AskAboutArticleDocument = graphql(`
  mutation AskAboutArticle($articleId: ID!, $question: String!) {
    askAboutArticle(articleId: $articleId, question: $question) {
      ...AmaAnswer_answer
    }
  }
`);

/** Asks one question about the article; keeps the latest answer (or failure), and reads the day's allowance again. */
export function useAskAboutArticle(articleId: string) {
  const [askAboutArticle, { data, loading, error }] = useMutation(AskAboutArticleDocument, { refetchQueries: [AiAllowanceDocument] });
  return {
    answer: loading ? null : (data?.askAboutArticle ?? null),
    asking: loading,
    error: loading ? undefined : error,
    ask: (question: string) => void askAboutArticle({ variables: { articleId, question } }).catch(() => undefined),
  };
}
