import type { ApolloServerPlugin } from '@apollo/server';
import type { AppContext } from '../context.js';

/**
 * Gives a GraphQL answer refused by a rate limit the same HTTP signals as REST: `Retry-After` (the longest wait any of
 * its RATE_LIMITED errors names) and, when the refusal left no data at all, status 429.
 */
export function createRateLimitStatusPlugin(): ApolloServerPlugin<AppContext> {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ response }) => {
        if (response.body.kind !== 'single') return;
        const { errors, data } = response.body.singleResult;
        const waits = (errors ?? [])
          .filter((error) => error.extensions?.code === 'RATE_LIMITED')
          .map((error) => Number(error.extensions?.retryAfterSeconds))
          .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
        if (!waits.length) return;
        response.http.headers.set('retry-after', String(Math.max(...waits)));
        const empty = data == null || Object.values(data).every((value) => value === null);
        if (empty) response.http.status = 429;
      },
    }),
  };
}
