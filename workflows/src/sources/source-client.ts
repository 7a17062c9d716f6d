import type { ArticleDraft, SourceName } from '#graph/modules/ingestion/article-draft.types.js';

/** A half-open time range [start, end) as ISO 8601 instants. */
export interface TimeWindow {
  start: string;
  end: string;
}

export interface FetchWindowOptions {
  signal?: AbortSignal;
  /** Called after each page with the number of papers read so far (activities heartbeat on it). */
  onProgress?: (fetched: number) => void;
}

/**
 * Reads the papers a source made public in a window. The four APIs filter by calendar day (UTC), so a client reads
 * every day the window touches; storing by (source, external id) makes the overlap between hourly runs free.
 * Throws SourceParseError, SourceHttpError, SourceRefusedError or SourceLimitError, and never returns part of a window.
 */
export interface SourceClient {
  readonly source: SourceName;
  fetchWindow(window: TimeWindow, options?: FetchWindowOptions): Promise<ArticleDraft[]>;
  /**
   * Reads stored papers again by their identifiers (PubMed: PMIDs; medRxiv: DOIs), for the status refresh; papers the
   * source no longer knows are left out. Absent for sources whose records carry no status.
   */
  fetchByIds?(ids: readonly string[], options?: { signal?: AbortSignal }): Promise<ArticleDraft[]>;
}

const DAY_MS = 86_400_000;

/** The UTC days (`YYYY-MM-DD`) a window touches, first to last. */
export function windowDays(window: TimeWindow): string[] {
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
    throw new RangeError(`The window ${window.start} – ${window.end} is not a valid time range.`);
  }
  const first = Math.floor(start / DAY_MS);
  const last = Math.floor((end - 1) / DAY_MS);
  return Array.from({ length: last - first + 1 }, (_, index) => new Date((first + index) * DAY_MS).toISOString().slice(0, 10));
}

/** Splits a list into runs of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}
