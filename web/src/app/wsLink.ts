import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** The graphql-ws link on `/graphql` of the page's own origin; it connects on the first subscription and reconnects. */
export function createWsLink(): GraphQLWsLink {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({
      url: `${protocol}//${window.location.host}/graphql`,
      lazy: true,
      retryAttempts: 5,
      shouldRetry: () => true,
    }),
  );
}
