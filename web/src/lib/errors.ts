import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's `extensions.code` of the first GraphQL error, if there is one. */
export function getErrorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** A sentence fit to show: the server's message for GraphQL errors, the fallback for anything else (network, parsing). */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    return message && message.trim() ? message : fallback;
  }
  return fallback;
}
