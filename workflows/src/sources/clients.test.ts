import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadRecordPools, recordsOnDay, type RecordPools } from '../../test/fixture-records.js';
import { testSourceClients } from '../../test/source-clients.js';
import { startSourceServer, type SourceServer } from '../../test/source-server.js';
import { SourceHttpError, SourceLimitError, SourceParseError } from './errors.js';
import type { SourceClients } from './index.js';

let server: SourceServer;
let clients: SourceClients;
let recorded: RecordPools;

const day = (date: string) => ({ start: `${date}T10:00:00Z`, end: `${date}T11:00:00Z` });

beforeAll(async () => {
  recorded = loadRecordPools();
  server = await startSourceServer(recorded);
  clients = testSourceClients(server);
});

afterEach(() => {
  server.reset();
  server.pools = recorded;
});

afterAll(async () => {
  await server?.close();
});

describe('PubMed client', () => {
  it('lists the window’s entrez days with ESearch and reads the records with EFetch, with NCBI etiquette', async () => {
    const drafts = await clients.PubMed.fetchWindow({ start: '2026-06-12T23:00:00Z', end: '2026-06-13T00:00:00Z' });
    expect(drafts.map((draft) => draft.pmid).sort()).toEqual(['42286177', '42286178', '42286322', '42286351', '42286391']);
    const [search, fetch] = server.requests;
    expect(search.path).toBe('/esearch.fcgi');
    expect(Object.fromEntries(search.query)).toMatchObject({
      db: 'pubmed',
      datetype: 'edat',
      mindate: '2026/06/12',
      maxdate: '2026/06/12',
      retmode: 'json',
      tool: 'paperlight',
      email: 'ops@paperlight.test',
    });
    expect(search.query.has('api_key')).toBe(false);
    expect(fetch).toMatchObject({ method: 'POST', path: '/efetch.fcgi' });
    expect(fetch.form?.get('tool')).toBe('paperlight');
    expect(String(search.headers['user-agent'])).toMatch(/^Paperlight\/.*mailto:ops@paperlight\.test/);
  });

  it('reads every EFetch batch of a busy day', async () => {
    server.pools = recordsOnDay(recorded, '2026-07-01', 10);
    const drafts = await clients.PubMed.fetchWindow(day('2026-07-01'));
    expect(drafts).toHaveLength(recorded.PubMed.length * 10);
    expect(new Set(drafts.map((draft) => draft.pmid)).size).toBe(drafts.length);
    expect(server.requests.filter((request) => request.path === '/efetch.fcgi')).toHaveLength(Math.ceil(drafts.length / 200));
  });

  it('sends api_key when one is configured', async () => {
    const keyed = testSourceClients(server, { ncbiApiKey: 'secret-key' });
    await keyed.PubMed.fetchWindow(day('2026-06-12'));
    expect(server.requests.every((request) => (request.form ?? request.query).get('api_key') === 'secret-key')).toBe(true);
  });

  it('refuses a day with more records than ESearch can list', async () => {
    server.script('pubmed', {
      status: 200,
      body: JSON.stringify({ esearchresult: { count: '12000', retmax: '0', retstart: '0', idlist: [] } }),
    });
    await expect(clients.PubMed.fetchWindow(day('2026-06-12'))).rejects.toThrow(SourceLimitError);
  });

  it('fails on truncated XML with a readable error', async () => {
    server.script('pubmed', {}, { status: 200, body: '<?xml version="1.0" ?>\n<PubmedArticleSet><PubmedArticle><MedlineCitation>' });
    await expect(clients.PubMed.fetchWindow(day('2026-06-12'))).rejects.toThrow(/PubMed: efetch response is not well-formed XML/);
  });

  it('keeps to three requests a second without a key', async () => {
    const polite = testSourceClients(server, { minIntervalMs: {} });
    server.pools = recordsOnDay(recorded, '2026-07-01', 10);
    await polite.PubMed.fetchWindow(day('2026-07-01'));
    const gaps = server.requests.slice(1).map((request, index) => request.at - server.requests[index].at);
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(320);
  });
});

describe('medRxiv client', () => {
  it('reads the window’s days in one interval query', async () => {
    const drafts = await clients.medRxiv.fetchWindow({ start: '2026-08-01T20:00:00Z', end: '2026-08-02T02:00:00Z' });
    expect(drafts).toHaveLength(10);
    expect(drafts.every((draft) => draft.isPreprint && draft.source === 'medRxiv')).toBe(true);
    expect(server.requests.map((request) => request.path)).toEqual(['/details/medrxiv/2026-08-01/2026-08-02/0']);
  });

  it('advances the cursor by each page’s count until the total', async () => {
    server.pools = recordsOnDay(recorded, '2026-07-01', 4);
    const drafts = await clients.medRxiv.fetchWindow(day('2026-07-01'));
    expect(drafts).toHaveLength(recorded.medRxiv.length * 4);
    expect(server.requests.map((request) => request.path.split('/').at(-1))).toEqual(['0', '30']);
  });

  it('reads a 30-day window as one range, one request per page of 30', async () => {
    const days = Array.from({ length: 30 }, (_, index) =>
      recordsOnDay(recorded, `2026-06-${String(index + 1).padStart(2, '0')}`, 1, index),
    );
    server.pools = { ...recorded, medRxiv: days.flatMap((pool) => pool.medRxiv) };
    const drafts = await clients.medRxiv.fetchWindow({ start: '2026-06-01T00:00:00Z', end: '2026-07-01T00:00:00Z' });
    const total = recorded.medRxiv.length * 30;
    expect(drafts).toHaveLength(total);
    const paths = server.requests.map((request) => request.path);
    // Day by day would be at least 30 requests, each ending in a part-filled page.
    expect(paths).toHaveLength(Math.ceil(total / 30));
    expect(paths).toEqual(paths.map((_, page) => `/details/medrxiv/2026-06-01/2026-06-30/${page * 30}`));
  });

  it('treats "no posts found" as an empty window', async () => {
    expect(await clients.medRxiv.fetchWindow(day('2020-01-01'))).toEqual([]);
  });
});

describe('PLOS client', () => {
  it('asks for full documents with subjects in the window’s date range and pages by 100', async () => {
    server.pools = recordsOnDay(recorded, '2026-07-01', 6);
    const drafts = await clients.PLOS.fetchWindow(day('2026-07-01'));
    expect(drafts).toHaveLength(recorded.PLOS.length * 6);
    const [first, second] = server.requests;
    expect(first.query.get('q')).toBe('publication_date:[2026-07-01T00:00:00Z TO 2026-07-01T23:59:59Z]');
    expect(first.query.get('fq')).toBe('doc_type:full');
    expect(first.query.get('fl')).toContain('subject');
    expect([first.query.get('start'), second.query.get('start')]).toEqual(['0', '100']);
  });

  it('returns only the documents of the window’s days', async () => {
    const drafts = await clients.PLOS.fetchWindow(day('2019-12-10'));
    expect(drafts.map((draft) => draft.publishedDate)).toEqual(['2019-12-10T00:00:00.000Z']);
  });
});

describe('DOAJ client', () => {
  it('pages newest first and stops at the first record older than the window', async () => {
    server.pools = { ...recorded, DOAJ: [...recordsOnDay(recorded, '2026-07-01', 2).DOAJ, ...recorded.DOAJ] };
    const drafts = await clients.DOAJ.fetchWindow(day('2026-07-01'));
    expect(drafts).toHaveLength(200);
    expect(server.requests.map((request) => request.query.get('page'))).toEqual(['1', '2', '3']);
    expect(server.requests[0].query.get('sort')).toBe('created_date:desc');
    expect(server.requests[0].path).toBe(`/search/articles/${encodeURIComponent('bibjson.subject.term:medicine')}`);
  });

  it('fails clearly when the window lies beyond the API’s 1,000-record reach', async () => {
    server.pools = { ...recorded, DOAJ: recordsOnDay(recorded, '2026-07-02', 11).DOAJ };
    await expect(clients.DOAJ.fetchWindow(day('2026-07-01'))).rejects.toThrow(/DOAJ: more than 1000 records are newer than 2026-07-01/);
    expect(server.requests).toHaveLength(10);
  });
});

describe('failures', () => {
  it('retries a 500 and succeeds on the 200 that follows', async () => {
    server.script('medrxiv', { status: 500, body: 'Internal Server Error' });
    expect(await clients.medRxiv.fetchWindow(day('2026-08-02'))).toHaveLength(6);
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After on a 429', async () => {
    server.script('plos', { status: 429, headers: { 'retry-after': '0' } });
    expect(await clients.PLOS.fetchWindow(day('2019-12-10'))).toHaveLength(1);
  });

  it('does not retry a 404 and says what failed', async () => {
    server.script('doaj', { status: 404, body: 'Not Found' });
    const error = await clients.DOAJ.fetchWindow(day('2026-07-01')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceHttpError);
    expect((error as SourceHttpError).retryable).toBe(false);
    expect((error as Error).message).toMatch(/^DOAJ: GET \/doaj\/search\/articles\/.+ answered HTTP 404\.$/);
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after three answers of 503 and reports a retryable error', async () => {
    server.script('plos', { status: 503 }, { status: 503 }, { status: 503 });
    const error = await clients.PLOS.fetchWindow(day('2019-12-10')).catch((caught: unknown) => caught);
    expect((error as SourceHttpError).retryable).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it('reports garbage as a SourceParseError', async () => {
    server.script('doaj', { status: 200, body: '<html>Service temporarily replaced by a captive portal</html>' });
    await expect(clients.DOAJ.fetchWindow(day('2026-07-01'))).rejects.toThrow(SourceParseError);
  });
});
