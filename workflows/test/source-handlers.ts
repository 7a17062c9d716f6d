import type { JsonRecord, PubmedRecord, RecordPools } from './fixture-records.js';

/** What a stand-in API answers. */
export interface Answer {
  status: number;
  body: string;
  contentType: string;
}

const PUBMED_HEADER =
  '<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n';

function json(value: unknown, status = 200): Answer {
  return { status, body: JSON.stringify(value), contentType: 'application/json' };
}

function inDays(at: string, from: string, to: string): boolean {
  const day = at.slice(0, 10);
  return day >= from && day <= to;
}

/** ESearch (`retmode=json`): the PMIDs whose entrez day lies in mindate..maxdate, paged by retstart/retmax. */
export function pubmedSearch(records: PubmedRecord[], query: URLSearchParams): Answer {
  const from = (query.get('mindate') ?? '0000/00/00').replaceAll('/', '-');
  const to = (query.get('maxdate') ?? '9999/99/99').replaceAll('/', '-');
  if (query.get('db') !== 'pubmed' || !query.get('term'))
    return json({ esearchresult: { ERROR: 'Empty term and query_key - nothing todo' } });
  const ids = records
    .filter((record) => inDays(record.day, from, to))
    .map((record) => record.pmid)
    .sort((a, b) => Number(b) - Number(a));
  const retstart = Number(query.get('retstart') ?? 0);
  const retmax = Number(query.get('retmax') ?? 20);
  const page = ids.slice(retstart, retstart + retmax);
  return json({
    header: { type: 'esearch', version: '0.3' },
    esearchresult: {
      count: String(ids.length),
      retmax: String(page.length),
      retstart: String(retstart),
      idlist: page,
      translationset: [],
      querytranslation: `${query.get('term')}[All Fields] AND ${query.get('mindate')}:${query.get('maxdate')}[edat]`,
    },
  });
}

/** EFetch (`retmode=xml`): the recorded `<PubmedArticle>` elements for the requested ids, unknown ids left out. */
export function pubmedFetch(records: PubmedRecord[], ids: string[]): Answer {
  const byPmid = new Map(records.map((record) => [record.pmid, record.xml]));
  const articles = ids.flatMap((id) => byPmid.get(id) ?? []);
  return {
    status: 200,
    body: `${PUBMED_HEADER}<PubmedArticleSet>\n${articles.join('\n')}\n</PubmedArticleSet>\n`,
    contentType: 'text/xml',
  };
}

/** `details/medrxiv/{from}/{to}/{cursor}`: 30 records a page, messages typed as the August 2026 recording types them. */
export function medrxivDetails(records: JsonRecord[], from: string, to: string, cursor: number): Answer {
  const matching = records.filter((record) => inDays(record.at, from, to));
  if (matching.length === 0) return json({ messages: [{ status: 'no posts found' }], collection: [] });
  const page = matching.slice(cursor, cursor + 30).map((record) => record.json);
  return json({
    messages: [
      {
        status: 'ok',
        category: 'all',
        interval: `${from}:${to}`,
        funder: 'all',
        cursor,
        count: page.length,
        count_new_papers: String(matching.length),
        total: String(matching.length),
      },
    ],
    collection: page,
  });
}

/** `details/medrxiv/{doi}`: every version of one preprint, or 'no posts found'. */
export function medrxivByDoi(records: JsonRecord[], doi: string): Answer {
  const versions = records.filter((record) => String(record.json.doi).toLowerCase() === doi.toLowerCase()).map((record) => record.json);
  if (versions.length === 0) return json({ messages: [{ status: 'no posts found' }], collection: [] });
  return json({ messages: [{ status: 'ok', doi, count: versions.length }], collection: versions });
}

/** The Solr `search` endpoint: full documents whose publication_date lies in the `q` range, newest first. */
export function plosSearch(records: JsonRecord[], query: URLSearchParams): Answer {
  const range = /publication_date:\[(\S+) TO (\S+)\]/.exec(query.get('q') ?? '');
  if (!range) return json({ error: { msg: 'undefined field text', code: 400 } }, 400);
  const from = range[1].slice(0, 10);
  const to = range[2].slice(0, 10);
  const docs = records
    .filter((record) => inDays(record.at, from, to))
    .sort((a, b) => b.at.localeCompare(a.at) || String(a.json.id).localeCompare(String(b.json.id)))
    .map((record) => record.json);
  const start = Number(query.get('start') ?? 0);
  const rows = Number(query.get('rows') ?? 10);
  return json({ response: { numFound: docs.length, start, maxScore: 1, docs: docs.slice(start, start + rows) } });
}

/** `search/articles/{query}`: newest first with `sort=created_date:desc`, 100 a page at most, 1,000 records at most. */
export function doajSearch(records: JsonRecord[], search: string, query: URLSearchParams): Answer {
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const requested = Number(query.get('pageSize') ?? 10);
  const pageSize = requested < 1 ? 10 : Math.min(requested, 100);
  if ((page - 1) * pageSize >= 1000) {
    return json({ error: 'You cannot request more than 1000 records from this endpoint; use the data dump or OAI-PMH.' }, 400);
  }
  const ordered = query.get('sort') === 'created_date:desc' ? [...records].sort((a, b) => b.at.localeCompare(a.at)) : records;
  const results = ordered.slice((page - 1) * pageSize, page * pageSize).map((record) => record.json);
  const last = Math.max(1, Math.ceil(ordered.length / pageSize));
  return json({
    total: ordered.length,
    page,
    pageSize,
    timestamp: new Date().toISOString(),
    query: search,
    results,
    last: `/api/search/articles/${search}?page=${last}`,
  });
}

/** Routes one request to the stand-in for its source; the path is relative to that source's base URL. */
export function answer(pools: RecordPools, source: string, path: string, query: URLSearchParams, form: URLSearchParams | null): Answer {
  const params = form ?? query;
  if (source === 'pubmed' && path === '/esearch.fcgi') return pubmedSearch(pools.PubMed, params);
  if (source === 'pubmed' && path === '/efetch.fcgi') return pubmedFetch(pools.PubMed, (params.get('id') ?? '').split(',').filter(Boolean));
  const details = /^\/details\/medrxiv\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})\/(\d+)(?:\/json)?$/.exec(path);
  if (source === 'medrxiv' && details) return medrxivDetails(pools.medRxiv, details[1], details[2], Number(details[3]));
  const byDoi = /^\/details\/medrxiv\/(10\.\d{4,9}\/.+?)(?:\/na)?(?:\/json)?$/.exec(path);
  if (source === 'medrxiv' && byDoi) return medrxivByDoi(pools.medRxiv, decodeURIComponent(byDoi[1]));
  if (source === 'plos' && path === '/search') return plosSearch(pools.PLOS, query);
  const doaj = /^\/search\/articles\/(.+)$/.exec(path);
  if (source === 'doaj' && doaj) return doajSearch(pools.DOAJ, decodeURIComponent(doaj[1]), query);
  return json({ error: `No such endpoint: ${path}` }, 404);
}
