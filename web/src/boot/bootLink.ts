import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { BootResult } from './bootTypes';
import { takeBootEntry } from './bootEntries';

/**
 * Answers each query the boot script already sent from that early response (once), instead of sending it again.
 * A failed or non-2xx boot response falls through to the normal HTTP link.
 */
export class BootLink extends ApolloLink {
  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    const entry = operation.operationType === 'query' ? takeBootEntry(operation.operationName ?? '', operation.variables) : null;
    if (!entry) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: { unsubscribe(): void } | null = null;
      let closed = false;
      entry.answer.then((result: BootResult | null) => {
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
