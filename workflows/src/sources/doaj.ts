import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { parseDoajSearch } from './doaj.parse.js';
import { SourceLimitError } from './errors.js';
import type { SourceHttp } from './http.js';
import { windowDays, type FetchWindowOptions, type SourceClient, type TimeWindow } from './source-client.js';

/** Articles whose subject terms mention medicine (the LCC class R terms and their subclasses). */
export const DOAJ_QUERY = 'bibjson.subject.term:medicine';
const PAGE_SIZE = 100;
/** DOAJ serves at most the first 1,000 records of any search. */
export const DOAJ_MAX_RECORDS = 1_000;
const DAY_MS = 86_400_000;

export interface DoajClientOptions {
  http: SourceHttp;
  /** The DOAJ API root, e.g. `https://doaj.org/api`. */
  baseUrl: string;
}

/**
 * DOAJ through its v4 article search: the API has no date filter, so the client asks for the newest records first
 * (`sort=created_date:desc`) and pages until a record is older than the window's first day, keeping those created on
 * the window's days. A window that lies beyond the API's 1,000-record reach fails with a SourceLimitError.
 */
export class DoajClient implements SourceClient {
  readonly source = 'DOAJ' as const;

  constructor(private readonly options: DoajClientOptions) {}

  async fetchWindow(window: TimeWindow, options: FetchWindowOptions = {}): Promise<ArticleDraft[]> {
    const days = windowDays(window);
    const from = Date.parse(`${days[0]}T00:00:00Z`);
    const until = Date.parse(`${days[days.length - 1]}T00:00:00Z`) + DAY_MS;
    const drafts: ArticleDraft[] = [];
    for (let page = 1; (page - 1) * PAGE_SIZE < DOAJ_MAX_RECORDS; page += 1) {
      const url = new URL(`${this.options.baseUrl}/search/articles/${encodeURIComponent(DOAJ_QUERY)}`);
      url.search = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), sort: 'created_date:desc' }).toString();
      const result = parseDoajSearch(await this.options.http.get(url, options.signal));
      const times = result.drafts.map((draft) => Date.parse(draft.publishedDate));
      drafts.push(...result.drafts.filter((_, index) => times[index] >= from && times[index] < until));
      options.onProgress?.(drafts.length);
      const reachedStart = times.some((time) => time < from);
      if (reachedStart || result.drafts.length < PAGE_SIZE || page * PAGE_SIZE >= result.total) return drafts;
    }
    throw new SourceLimitError(
      'DOAJ',
      `more than ${DOAJ_MAX_RECORDS} records are newer than ${days[0]}, and the API serves only the first ${DOAJ_MAX_RECORDS} of a search.`,
    );
  }
}
