/**
 * Whether a newest-first search's recent stretch filled its page the last time the same filter was read, per process.
 * A stretch that fell short made the page read both parts, the older of which is nearly the whole range again: for
 * such a search one statement over the whole range does the same work once (and is planned once). A stretch that
 * filled its page is read alone, which for a common term over many rows is the cheaper plan by far. Each page read
 * records what it saw, so a search moves back to the split as soon as its recent stretch fills.
 */
export class RecentStretches {
  // Keys in the order they were last recorded, the oldest first.
  private readonly short = new Set<string>();

  constructor(private readonly maxEntries = 1_000) {}

  /** Whether the last page read for this key found fewer rows in the stretch than the page holds. */
  fellShort(key: string): boolean {
    return this.short.has(key);
  }

  /** Records what a page read saw: `rowsInStretch` of the rows it returned were inside the recent stretch. */
  record(key: string, rowsInStretch: number, pageSize: number): void {
    this.short.delete(key);
    if (rowsInStretch > pageSize) return;
    if (this.short.size >= this.maxEntries) this.short.delete(this.short.values().next().value as string);
    this.short.add(key);
  }
}

/** How many of a page's rows, whose first order key is the publication date, lie at or after `from`. */
export function rowsFrom(rows: readonly Record<string, unknown>[], from: Date): number {
  const start = from.getTime();
  let count = 0;
  for (const row of rows) {
    const key = row.order_key_0;
    const time = key instanceof Date ? key.getTime() : new Date(String(key)).getTime();
    if (time >= start) count += 1;
  }
  return count;
}
