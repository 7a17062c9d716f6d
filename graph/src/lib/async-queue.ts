/** Ends a queue whose consumer fell too far behind: its reader gets this error instead of the next value. */
export class QueueOverflowError extends Error {
  override name = 'QueueOverflowError';
}

/**
 * An async iterator fed by `push`, holding at most `limit` unread values: one more ends it with QueueOverflowError,
 * so a consumer that cannot keep up is dropped instead of growing memory. `return()` (e.g. a client unsubscribing)
 * or an overflow runs `onClose` once.
 */
export class AsyncQueue<T> implements AsyncIterableIterator<T> {
  private readonly values: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private closed = false;
  private failure: Error | null = null;

  constructor(
    private readonly onClose: () => void = () => {},
    private readonly limit = Number.POSITIVE_INFINITY,
  ) {}

  /** How many values wait to be read. */
  get size(): number {
    return this.values.length;
  }

  push(value: T): void {
    if (this.closed) return;
    const resolve = this.waiting.shift();
    if (resolve) return resolve({ value, done: false });
    if (this.values.length >= this.limit) {
      this.failure = new QueueOverflowError(`More than ${this.limit} live events waited for a slow reader.`);
      this.close();
      return;
    }
    this.values.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.failure) {
      const failure = this.failure;
      this.failure = null;
      return Promise.reject(failure);
    }
    if (this.values.length) return Promise.resolve({ value: this.values.shift() as T, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.failure = null;
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.values.length = 0;
    for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
    this.onClose();
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

/**
 * The values of `source` that `keep` accepts, as an iterator whose `return()` ends `source` at once, even while a read
 * is waiting (a client that unsubscribes from a quiet stream frees its queue).
 */
export function keepMatching<T>(source: AsyncIterator<T>, keep: (value: T) => Promise<boolean>): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done || (await keep(result.value))) return result;
      }
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
