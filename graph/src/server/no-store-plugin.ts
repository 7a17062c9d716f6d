import type { ApolloServerPlugin } from '@apollo/server';

// The forms of Cache-Control Apollo's cache-control plugin would restrict rather than leave alone.
const RESTRICTABLE = /^(?:no-store|max-age=\d+, (?:public|private))$/;

/**
 * Marks every GraphQL answer over HTTP `Cache-Control: no-store`, as Apollo's cache-control plugin does for a schema
 * without cache hints (this one has none: public answers are cached by the anonymous read cache, which sets its own
 * headers). That plugin is turned off because it also computes a hint for every resolved field of every answer, work
 * that can only ever yield "not cacheable" here; a header it could not parse is left as it would leave it.
 */
export function createNoStorePlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const existing = response.http.headers.get('cache-control');
          if (existing === undefined || RESTRICTABLE.test(existing)) response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}
