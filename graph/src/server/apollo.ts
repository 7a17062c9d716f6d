import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppContext } from '../context.js';
import { formatGraphQLError } from './graphql-errors.js';
import { createGraphQLMetricsPlugin } from './http-metrics.js';
import { createAnswerArticlesPlugin } from './answer-articles.js';
import { createNoStorePlugin } from './no-store-plugin.js';
import { createBudgetPlugin } from './budget-plugin.js';
import { createRateLimitStatusPlugin } from './rate-limit-status.js';
import { apolloLimitOptions, createPageSizePlugin, OPERATION_LIMITS } from './operation-limits.js';

/** The Apollo server for `/graphql`: operation limits, CSRF prevention, masked errors, and a drained shutdown of HTTP and WebSocket. */
export function createApolloServer(
  schema: GraphQLSchema,
  httpServer: Server,
  production: boolean,
  disposeWebSockets: () => Promise<void>,
): ApolloServer<AppContext> {
  return new ApolloServer<AppContext>({
    schema,
    ...apolloLimitOptions(production),
    // An Authorization header needs a CORS preflight from a browser, like Apollo's own headers, and a request reaching
    // Apollo with one carries a valid API key (else it was refused with 401): keyed requests need no other CSRF header.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    formatError: formatGraphQLError(production),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: disposeWebSockets }) },
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      createNoStorePlugin<AppContext>(),
      createPageSizePlugin(OPERATION_LIMITS.maxPageSize),
      createBudgetPlugin(OPERATION_LIMITS),
      createRateLimitStatusPlugin(),
      createGraphQLMetricsPlugin<AppContext>(),
      createAnswerArticlesPlugin(),
    ],
  });
}
