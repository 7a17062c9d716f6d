import type { ArticleDraft, SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import type { TestDatabase } from '#graph-test/database.js';
import { parseDoajSearch } from '../src/sources/doaj.parse.js';
import { parseMedrxivDetails } from '../src/sources/medrxiv.parse.js';
import { parsePlosSearch } from '../src/sources/plos.parse.js';
import { parsePubmedEfetch } from '../src/sources/pubmed.parse.js';
import type { RecordPools } from './fixture-records.js';

/** The drafts a source's stand-in holds, parsed by the same parsers the clients use: what a full window must land. */
export function expectedDrafts(pools: RecordPools, source: SourceName): ArticleDraft[] {
  switch (source) {
    case 'PubMed':
      return parsePubmedEfetch(`<PubmedArticleSet>${pools.PubMed.map((record) => record.xml).join('')}</PubmedArticleSet>`);
    case 'medRxiv':
      return parseMedrxivDetails(JSON.stringify({ messages: [{ status: 'ok' }], collection: pools.medRxiv.map((record) => record.json) }))
        .drafts;
    case 'PLOS':
      return parsePlosSearch(JSON.stringify({ response: { docs: pools.PLOS.map((record) => record.json) } })).drafts;
    case 'DOAJ':
      return parseDoajSearch(JSON.stringify({ results: pools.DOAJ.map((record) => record.json) })).drafts;
  }
}

export interface StoredArticle {
  id: number;
  external_id: string;
  ai_summary: string | null;
  summary_provider: string | null;
  summary_model: string | null;
}

/** A source's stored articles, by id. */
export async function articlesOf(db: TestDatabase, source: SourceName): Promise<StoredArticle[]> {
  return db.orm.em
    .fork()
    .getConnection()
    .execute<StoredArticle[]>(
      'select id, external_id, ai_summary, summary_provider, summary_model from articles where source = ? order by id',
      [source],
    );
}

/** Waits until `count` of a source's articles carry a summary, then returns them; fails after a minute. */
export async function waitForSummaries(db: TestDatabase, source: SourceName, count: number): Promise<StoredArticle[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const articles = (await articlesOf(db, source)).filter((article) => article.ai_summary !== null);
    if (articles.length >= count) return articles;
    if (Date.now() > deadline) throw new Error(`Only ${articles.length} of ${count} ${source} articles were summarised within a minute.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every article's identity and last change, to prove a repeated run changed nothing. */
export async function snapshotArticles(db: TestDatabase): Promise<unknown[]> {
  return db.orm.em.fork().getConnection().execute('select id, source, external_id, updated_at, summarised_at from articles order by id');
}
