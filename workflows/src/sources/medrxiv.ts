import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { SourceParseError } from './errors.js';
import type { SourceHttp } from './http.js';
import { parseMedrxivDetails } from './medrxiv.parse.js';
import { windowDays, type FetchWindowOptions, type SourceClient, type TimeWindow } from './source-client.js';

// A window's page count is bounded by its total; this only stops a source whose paging never advances.
const MAX_PAGES = 2_000;

function versionOf(draft: ArticleDraft): number {
  const match = /v(\d+)$/.exec(draft.sourceUrl);
  return match ? Number(match[1]) : 1;
}

export interface MedrxivClientOptions {
  http: SourceHttp;
  /** The bioRxiv/medRxiv API root, e.g. `https://api.biorxiv.org`. */
  baseUrl: string;
}

/**
 * medRxiv through the bioRxiv/medRxiv `details` API: one date-range query, paged by its cursor, which advances by the
 * number of records each page held (30 in practice, not the documented 100) until it reaches the total or a page
 * comes back empty. A preprint revised within the window is kept once, at its highest version.
 */
export class MedrxivClient implements SourceClient {
  readonly source = 'medRxiv' as const;

  constructor(private readonly options: MedrxivClientOptions) {}

  async fetchWindow(window: TimeWindow, options: FetchWindowOptions = {}): Promise<ArticleDraft[]> {
    const days = windowDays(window);
    const interval = `${days[0]}/${days[days.length - 1]}`;
    const byDoi = new Map<string, ArticleDraft>();
    let cursor = 0;
    for (let pages = 0; pages < MAX_PAGES; pages += 1) {
      const url = new URL(`${this.options.baseUrl}/details/medrxiv/${interval}/${cursor}`);
      const page = parseMedrxivDetails(await this.options.http.get(url, options.signal));
      for (const draft of page.drafts) {
        const seen = byDoi.get(draft.externalId);
        if (!seen || versionOf(draft) > versionOf(seen)) byDoi.set(draft.externalId, draft);
      }
      options.onProgress?.(byDoi.size);
      if (page.count <= 0 || page.drafts.length === 0) return [...byDoi.values()];
      cursor += page.count;
      if (cursor >= page.total) return [...byDoi.values()];
    }
    throw new SourceParseError('medRxiv', `paging for ${interval} did not end after ${MAX_PAGES} pages.`);
  }

  /** Reads stored preprints again by DOI (`details/medrxiv/{doi}`), one request each, keeping each at its highest version. */
  async fetchByIds(ids: readonly string[], options: { signal?: AbortSignal } = {}): Promise<ArticleDraft[]> {
    const drafts: ArticleDraft[] = [];
    for (const doi of new Set(ids)) {
      const page = parseMedrxivDetails(
        await this.options.http.get(new URL(`${this.options.baseUrl}/details/medrxiv/${doi}`), options.signal),
      );
      const latest = page.drafts.reduce<ArticleDraft | null>(
        (best, draft) => (!best || versionOf(draft) > versionOf(best) ? draft : best),
        null,
      );
      if (latest) drafts.push(latest);
    }
    return drafts;
  }
}
