import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewerDocument } from '../features/auth/AuthProvider';
import { BOOT_ANSWER_WAIT_MS, BootLink } from './bootLink';
import { BOOT_FETCH_TIMEOUT_MS } from './bootTimeouts';

afterEach(() => {
  delete window.__paperlightBoot;
});

/** A client whose network answers Viewer with a signed-out reader, counting its requests. */
function clientWithNetwork() {
  const network = { requests: 0 };
  const http = new ApolloLink(() => {
    network.requests += 1;
    return new Observable((observer) => {
      observer.next({ data: { me: null } });
      observer.complete();
    });
  });
  const client = new ApolloClient({ link: ApolloLink.from([new BootLink(), http]), cache: new InMemoryCache() });
  return { client, network };
}

describe('the boot link', () => {
  it("waits for an early answer as long as the boot script's own requests may take", () => {
    expect(BOOT_ANSWER_WAIT_MS).toBe(BOOT_FETCH_TIMEOUT_MS);
  });

  it("answers a query from the boot script's early answer, without a request of its own", async () => {
    const { client, network } = clientWithNetwork();
    const me = { __typename: 'User', id: '7', username: 'ada', email: 'ada@example.com', firstName: null, lastName: null, bio: null };
    window.__paperlightBoot = [{ operationName: 'Viewer', variables: {}, answer: Promise.resolve({ data: { me } }) }];
    const result = await client.query({ query: ViewerDocument });
    expect(result.data?.me).toMatchObject({ id: '7' });
    expect(network.requests).toBe(0);
  });

  it('sends the query itself when the early answer has not come within the bound, so start-up never waits for good', async () => {
    vi.useFakeTimers();
    const { client, network } = clientWithNetwork();
    window.__paperlightBoot = [{ operationName: 'Viewer', variables: {}, answer: new Promise(() => undefined) }];
    const pending = client.query({ query: ViewerDocument });
    await vi.advanceTimersByTimeAsync(BOOT_ANSWER_WAIT_MS - 1);
    expect(network.requests).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(network.requests).toBe(1);
    expect(result.data?.me).toBeNull();
  });
});
