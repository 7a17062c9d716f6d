/** A fixed-width text table: a header row, then one row per record, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ');
  return [line(header), ...rows.map(line)];
}

/** `2026-08-21 13:05` in UTC; `-` for no date. */
export function utc(date: Date | null): string {
  return date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-';
}

/** An ISO 8601 time for JSON output; null for no date. */
export function isoTime(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** A window as `2026-08-21 12:05 → 13:05` (the date repeated only when it changes). */
export function windowText(start: Date, end: Date): string {
  const from = utc(start);
  const to = utc(end);
  return `${from} → ${to.slice(0, 10) === from.slice(0, 10) ? to.slice(11) : to}`;
}

/** "PubMed", "PubMed and DOAJ", "PubMed, medRxiv and DOAJ". */
export function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
