import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { BootLink } from '../boot/bootLink';
import { cacheTypePolicies } from './cachePolicies';

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
 * The one Apollo Client: the boot script's early answers first, then GraphQL over HTTP at `/graphql` with the session
 * cookie, and graphql-ws on the same path for subscriptions. Queries never retry and are never refetched on focus or interval unless a hook asks (spec section 9).
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const link = ApolloLink.from([
    new BootLink(),
    ApolloLink.split(({ operationType }) => operationType === 'subscription', new LazyWsLink(), http),
  ]);
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
  });
}
