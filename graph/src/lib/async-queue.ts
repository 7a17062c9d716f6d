/** An unbounded async iterator fed by `push`; `return()` (e.g. a client unsubscribing) runs `onClose` once. */
export class AsyncQueue<T> implements AsyncIterableIterator<T> {
  private readonly values: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private closed = false;

  constructor(private readonly onClose: () => void = () => {}) {}

  push(value: T): void {
    if (this.closed) return;
    const resolve = this.waiting.shift();
    if (resolve) resolve({ value, done: false });
    else this.values.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.values.length) return Promise.resolve({ value: this.values.shift() as T, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.closed) {
      this.closed = true;
      this.values.length = 0;
      for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
      this.onClose();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
