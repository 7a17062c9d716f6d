import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import type { SourceHttp } from './http.js';
import { parsePlosSearch } from './plos.parse.js';
import { windowDays, type FetchWindowOptions, type SourceClient, type TimeWindow } from './source-client.js';

/** The fields requested: the defaults plus `subject`, which the default field list leaves out. */
export const PLOS_FIELDS = 'id,title_display,abstract,author_display,journal,publication_date,article_type,subject';
const ROWS = 100;

export interface PlosClientOptions {
  http: SourceHttp;
  /** The PLOS Search API root, e.g. `https://api.plos.org`. */
  baseUrl: string;
}

/**
 * PLOS through its Solr search API: full documents (`fq=doc_type:full`) whose publication date falls on the window's
 * days, 100 per page with `start`/`rows` until `numFound`, in a stable order so pages neither skip nor repeat.
 */
export class PlosClient implements SourceClient {
  readonly source = 'PLOS' as const;

  constructor(private readonly options: PlosClientOptions) {}

  async fetchWindow(window: TimeWindow, options: FetchWindowOptions = {}): Promise<ArticleDraft[]> {
    const days = windowDays(window);
    const query = `publication_date:[${days[0]}T00:00:00Z TO ${days[days.length - 1]}T23:59:59Z]`;
    const drafts: ArticleDraft[] = [];
    for (let start = 0; ; start += ROWS) {
      const url = new URL(`${this.options.baseUrl}/search`);
      url.search = new URLSearchParams({
        q: query,
        fq: 'doc_type:full',
        fl: PLOS_FIELDS,
        wt: 'json',
        rows: String(ROWS),
        start: String(start),
        sort: 'publication_date desc,id asc',
      }).toString();
      const page = parsePlosSearch(await this.options.http.get(url, options.signal));
      drafts.push(...page.drafts);
      options.onProgress?.(drafts.length);
      if (start + ROWS >= page.numFound) return drafts;
    }
  }
}
