/**
 * Whole-table counts shared by every request of this process (the filter panel's per-source and per-category counts),
 * kept until the database announces a change that can move them: a new or removed article, a changed source or a
 * category change (see PgPubSub.onReadChange). A computation that a change overtakes is never kept, and nothing is
 * kept while the announcements cannot be heard.
 */
export class SharedCounts {
  private readonly values = new Map<string, Promise<unknown>>();

  constructor(private readonly isListening: () => boolean) {}

  /** The counts under `key`, computed once per change of the data under them. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.isListening()) return compute();
    const kept = this.values.get(key);
    if (kept) return kept as Promise<T>;
    const pending = compute();
    this.values.set(key, pending);
    pending.catch(() => {
      if (this.values.get(key) === pending) this.values.delete(key);
    });
    return pending;
  }

  /** Drops every kept count: called with each announcement of a change that can move them. */
  clear(): void {
    this.values.clear();
  }
}
