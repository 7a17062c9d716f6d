import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { setLiveConnectionOpen } from '../lib/liveConnection';

/**
 * The graphql-ws link on `/graphql` of the page's own origin; it connects on the first subscription and reconnects, and
 * tells `liveConnection` whether the socket is open.
 */
export function createWsLink(): GraphQLWsLink {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({
      url: `${protocol}//${window.location.host}/graphql`,
      lazy: true,
      retryAttempts: 5,
      shouldRetry: () => true,
      on: {
        connected: () => setLiveConnectionOpen(true),
        closed: () => setLiveConnectionOpen(false),
      },
    }),
  );
}
