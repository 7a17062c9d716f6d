import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { BootLink } from '../boot/bootLink';
import { cacheTypePolicies } from './cachePolicies';
import { persistedQueries } from './persistedQueries';

/** Loads graphql-ws only when the first subscription starts, keeping it out of the initial bundle. */
class LazyWsLink extends ApolloLink {
  private link: Promise<ApolloLink> | null = null;

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    this.link ??= import('./wsLink').then(({ createWsLink }) => createWsLink());
    const pending = this.link;
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | null = null;
      let closed = false;
      pending.then(
        (link) => {
          if (!closed) subscription = link.request(operation, () => new Observable()).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  }
}

/**
 * How long a query's HTTP request may take before it is abandoned and reported as failed (the screen then shows its
 * error with Try again instead of loading for good; docs/product/limits.md#client-timings).
 */
export const QUERY_TIMEOUT_MS = 20_000;

/** `fetch`, abandoned after QUERY_TIMEOUT_MS (as well as when Apollo itself cancels the request). */
export const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(QUERY_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};

/**
 * The one Apollo Client: the boot script's early answers first, then GraphQL over HTTP at `/graphql` with the session
 * cookie (queries as automatic persisted queries over GET, see persistedQueries.ts; mutations whole by POST), and graphql-ws on the same path for subscriptions. Queries never retry and are never refetched on focus or interval unless a hook asks (docs/product/limits.md#client-timings).
 */
export function createApolloClient(): ApolloClient {
  // The library's name and version stay out of the request, so a query's GET address is the same as the boot script's.
  const options = { uri: '/graphql', credentials: 'same-origin', enhancedClientAwareness: { transport: false } } as const;
  const http = new HttpLink(options);
  // The server and the browser keep anonymous answers that are plain JSON; queries ask for that.
  const queryHttp = new HttpLink({ ...options, headers: { accept: 'application/json' }, fetch: fetchWithTimeout });
  const link = ApolloLink.from([
    new BootLink(),
    ApolloLink.split(
      ({ operationType }) => operationType === 'subscription',
      new LazyWsLink(),
      ApolloLink.split(({ operationType }) => operationType === 'query', ApolloLink.from([...persistedQueries(), queryHttp]), http),
    ),
  ]);
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
  });
}
