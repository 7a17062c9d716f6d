import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assignCategories } from '#graph/modules/category/category.rules.js';
import type { ArticleDraft, SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { parseDoajSearch } from '../src/sources/doaj.parse.js';
import { parseMedrxivDetails } from '../src/sources/medrxiv.parse.js';
import { parsePlosSearch } from '../src/sources/plos.parse.js';
import { parsePubmedEfetch } from '../src/sources/pubmed.parse.js';

/** A demo article: a parsed draft plus the categories the category map gives it. */
export type DemoArticle = ArticleDraft & { categories: string[] };

/** The repository root (the directory holding `graph/` and `workflows/`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the recorded source responses live, unless `FIXTURES_DIR` says otherwise. */
export function defaultFixturesDir(): string {
  return process.env.FIXTURES_DIR ?? path.resolve(repoRoot, 'workflows/test/fixtures/sources');
}

/** The committed demo data file the seeders read. */
export const demoArticlesPath = path.resolve(repoRoot, 'graph/src/db/seeders/demo-articles.json');

interface FixtureReader {
  directory: string;
  /** File names this reader parses; other files in the directory (such as ESearch id lists) hold no articles. */
  accepts: (file: string) => boolean;
  parse: (text: string) => ArticleDraft[];
}

// Published versions are read before preprints, so a DOI held by both keeps the journal record.
const READERS: FixtureReader[] = [
  { directory: 'pubmed', accepts: (file) => file.endsWith('.xml'), parse: parsePubmedEfetch },
  { directory: 'plos', accepts: (file) => file.endsWith('.json'), parse: (text) => parsePlosSearch(text).drafts },
  { directory: 'doaj', accepts: (file) => file.endsWith('.json'), parse: (text) => parseDoajSearch(text).drafts },
  { directory: 'medrxiv', accepts: (file) => file.endsWith('.json'), parse: (text) => parseMedrxivDetails(text).drafts },
];

const SOURCE_ORDER: SourceName[] = ['PubMed', 'PLOS', 'DOAJ', 'medRxiv'];

function readDrafts(fixturesDir: string): ArticleDraft[] {
  return READERS.flatMap((reader) => {
    const directory = path.join(fixturesDir, reader.directory);
    if (!existsSync(directory)) return [];
    return readdirSync(directory)
      .filter(reader.accepts)
      .sort()
      .flatMap((file) => reader.parse(readFileSync(path.join(directory, file), 'utf8')));
  });
}

/** Drops repeats of a (source, externalId) and of a DOI; the first copy wins. */
function dedupe(drafts: ArticleDraft[]): ArticleDraft[] {
  const seenKeys = new Set<string>();
  const seenDois = new Set<string>();
  return drafts.filter((draft) => {
    const key = `${draft.source}\u0000${draft.externalId}`;
    const doi = draft.doi;
    if (seenKeys.has(key) || (doi !== null && seenDois.has(doi))) return false;
    seenKeys.add(key);
    if (doi !== null) seenDois.add(doi);
    return true;
  });
}

function newestFirst(a: DemoArticle, b: DemoArticle): number {
  if (a.publishedDate !== b.publishedDate) return a.publishedDate < b.publishedDate ? 1 : -1;
  const bySource = SOURCE_ORDER.indexOf(a.source) - SOURCE_ORDER.indexOf(b.source);
  if (bySource !== 0) return bySource;
  return a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0;
}

function withCategories(draft: ArticleDraft): DemoArticle {
  return {
    source: draft.source,
    externalId: draft.externalId,
    title: draft.title,
    abstract: draft.abstract,
    abstractSections: draft.abstractSections,
    authors: draft.authors,
    journal: draft.journal,
    publishedDate: draft.publishedDate,
    doi: draft.doi,
    pmid: draft.pmid,
    sourceUrl: draft.sourceUrl,
    subjects: draft.subjects,
    publicationTypes: draft.publicationTypes,
    isPreprint: draft.isPreprint,
    isOpenAccess: draft.isOpenAccess,
    categories: assignCategories(draft),
  };
}

/**
 * Parses every recorded source response under `fixturesDir` (`pubmed/*.xml`, `plos/*.json`, `doaj/*.json`,
 * `medrxiv/*.json`), drops drafts without a title and duplicates by (source, externalId) or DOI, adds the
 * categories, and sorts newest first. Reads files but writes nothing; the same fixtures give the same list.
 */
export function buildDemoArticles(fixturesDir: string): DemoArticle[] {
  return dedupe(readDrafts(fixturesDir).filter((draft) => draft.title.trim() !== ''))
    .map(withCategories)
    .sort(newestFirst);
}

/** The demo articles as the committed file holds them: 2-space JSON with a trailing newline. */
export function serialiseDemoArticles(articles: DemoArticle[]): string {
  return `${JSON.stringify(articles, null, 2)}\n`;
}

function main(): void {
  const fixturesDir = defaultFixturesDir();
  if (!existsSync(fixturesDir)) throw new Error(`Fixtures directory not found: ${fixturesDir}`);
  const articles = buildDemoArticles(fixturesDir);
  writeFileSync(demoArticlesPath, serialiseDemoArticles(articles));
  const perSource = SOURCE_ORDER.map((source) => `${source} ${articles.filter((a) => a.source === source).length}`);
  const target = path.relative(repoRoot, demoArticlesPath);
  console.log(`Wrote ${articles.length} demo articles (${perSource.join(', ')}) to ${target}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
