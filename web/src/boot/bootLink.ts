import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { BootResult } from './bootTypes';
import { takeBootEntry } from './bootEntries';

/**
 * How long a query waits for the boot script's answer before sending itself. The boot script gives its requests up
 * after the same time (bootTimeouts.ts, which only the boot script may import: a module shared with the app would
 * become a request of its own before the boot script could run); bootLink.test.ts holds the two equal.
 */
export const BOOT_ANSWER_WAIT_MS = 3_000;

/** The boot answer, or null once BOOT_ANSWER_WAIT_MS has passed without one. */
function boundedAnswer(answer: Promise<BootResult | null>): Promise<BootResult | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), BOOT_ANSWER_WAIT_MS)));
  return Promise.race([answer, giveUp]).finally(() => clearTimeout(timer));
}

/**
 * Answers each query the boot script already sent from that early response (once), instead of sending it again.
 * A failed or non-2xx boot response, or one still missing after BOOT_ANSWER_WAIT_MS, falls through to the normal HTTP
 * link, so no query waits on the boot script forever.
 */
export class BootLink extends ApolloLink {
  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    const entry = operation.operationType === 'query' ? takeBootEntry(operation.operationName ?? '', operation.variables) : null;
    if (!entry) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: { unsubscribe(): void } | null = null;
      let closed = false;
      void boundedAnswer(entry.answer).then((result: BootResult | null) => {
        if (closed) return;
        if (result && (result.data !== undefined || result.errors)) {
          observer.next(result as ApolloLink.Result);
          observer.complete();
        } else {
          inner = forward(operation).subscribe(observer);
        }
      });
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }
}
