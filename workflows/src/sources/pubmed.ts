import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { SourceLimitError } from './errors.js';
import type { SourceHttp } from './http.js';
import { parsePubmedEfetch, parsePubmedEsearch } from './pubmed.parse.js';
import { chunk, windowDays, type FetchWindowOptions, type SourceClient, type TimeWindow } from './source-client.js';

/** Records with an abstract: the papers a plain-language summary can be written for. */
export const PUBMED_TERM = 'hasabstract';
/** ESearch lists at most 9,999 ids per query, whatever the paging. */
export const ESEARCH_LIMIT = 9_999;
const ESEARCH_PAGE = 5_000;
const EFETCH_BATCH = 200;

export interface PubmedClientOptions {
  http: SourceHttp;
  /** The E-utilities root, e.g. `https://eutils.ncbi.nlm.nih.gov/entrez/eutils`. */
  baseUrl: string;
  /** NCBI etiquette: the registered tool name and contact address, and the API key when there is one. */
  tool: string;
  email: string | null;
  apiKey: string | null;
}

/**
 * PubMed through NCBI E-utilities: ESearch lists the PMIDs added (entrez date) on each day of the window, EFetch reads
 * them as XML in batches of 200 over POST, as NCBI recommends for long id lists. Every request carries `tool`, and
 * `email` and `api_key` when configured.
 */
export class PubmedClient implements SourceClient {
  readonly source = 'PubMed' as const;

  constructor(private readonly options: PubmedClientOptions) {}

  async fetchWindow(window: TimeWindow, options: FetchWindowOptions = {}): Promise<ArticleDraft[]> {
    const drafts: ArticleDraft[] = [];
    for (const day of windowDays(window)) {
      const ids = await this.searchDay(day, options.signal);
      for (const batch of chunk(ids, EFETCH_BATCH)) {
        drafts.push(...(await this.fetchRecords(batch, options.signal)));
        options.onProgress?.(drafts.length);
      }
    }
    return drafts;
  }

  /** Reads stored papers again by PMID, in EFetch batches of 200, with the same etiquette and limits as a window. */
  async fetchByIds(ids: readonly string[], options: { signal?: AbortSignal } = {}): Promise<ArticleDraft[]> {
    const drafts: ArticleDraft[] = [];
    for (const batch of chunk([...new Set(ids)], EFETCH_BATCH)) drafts.push(...(await this.fetchRecords(batch, options.signal)));
    return drafts;
  }

  private etiquette(): Record<string, string> {
    const { tool, email, apiKey } = this.options;
    return { tool, ...(email ? { email } : {}), ...(apiKey ? { api_key: apiKey } : {}) };
  }

  private async searchDay(day: string, signal?: AbortSignal): Promise<string[]> {
    const date = day.replaceAll('-', '/');
    const ids: string[] = [];
    for (let retstart = 0; ; retstart += ESEARCH_PAGE) {
      const url = new URL(`${this.options.baseUrl}/esearch.fcgi`);
      url.search = new URLSearchParams({
        db: 'pubmed',
        term: PUBMED_TERM,
        datetype: 'edat',
        mindate: date,
        maxdate: date,
        retmode: 'json',
        retstart: String(retstart),
        retmax: String(ESEARCH_PAGE),
        ...this.etiquette(),
      }).toString();
      const page = parsePubmedEsearch(await this.options.http.get(url, signal));
      if (page.count > ESEARCH_LIMIT) {
        throw new SourceLimitError(
          'PubMed',
          `${page.count} records were added on ${day}, more than the ${ESEARCH_LIMIT} ESearch can list.`,
        );
      }
      ids.push(...page.ids);
      if (page.ids.length === 0 || retstart + ESEARCH_PAGE >= page.count) break;
    }
    return [...new Set(ids)];
  }

  private async fetchRecords(ids: string[], signal?: AbortSignal): Promise<ArticleDraft[]> {
    const form = new URLSearchParams({ db: 'pubmed', retmode: 'xml', id: ids.join(','), ...this.etiquette() });
    return parsePubmedEfetch(await this.options.http.postForm(new URL(`${this.options.baseUrl}/efetch.fcgi`), form, signal));
  }
}
