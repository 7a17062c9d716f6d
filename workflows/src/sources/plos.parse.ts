import type { AbstractSection, ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { normaliseDoi } from '#graph/modules/article/article-doi.rules.js';
import { SourceParseError } from './errors.js';
import { joinSections } from '#graph/text/abstract-headings.js';
import { cleanInline, cleanText } from '#graph/text/markup.js';
import {
  integerField,
  isObject,
  isoInstant,
  objectList,
  parseJsonObject,
  stringField,
  stringList,
  uniqueTerms,
  type JsonObject,
} from './values.js';

const SOURCE = 'PLOS';

/** One page of PLOS Search API results. */
export interface PlosPage {
  drafts: ArticleDraft[];
  numFound: number;
  start: number;
}

/** Partial documents carry the article DOI plus a section, such as `10.1371/journal.pone.0218147/references`. */
function isPartialDocument(id: string): boolean {
  return /^10\.\d+\/[^/]+\/./.test(id);
}

/** `PLoS ONE` → `PLOS ONE`: PLOS renamed itself, and the index holds both spellings. */
function journalName(value: string): string {
  return cleanInline(value).replace(/\bPLoS\b/g, 'PLOS');
}

/** PLOS subjects are taxonomy paths (`/Medicine and health sciences/Epidemiology/…`): every segment is a term. */
function subjectTerms(doc: JsonObject): string[] {
  return uniqueTerms(stringList(doc, 'subject').flatMap((path) => path.split('/').map((term) => cleanInline(term))));
}

function abstractSections(doc: JsonObject): AbstractSection[] {
  const text = cleanText(stringList(doc, 'abstract')[0] ?? '');
  return text ? [{ label: null, category: null, text }] : [];
}

function toDraft(doc: JsonObject): ArticleDraft {
  const id = stringField(doc, 'id').trim();
  const doi = normaliseDoi(id);
  if (!doi) throw new SourceParseError(SOURCE, `document id "${id}" is not a DOI`);
  const date = isoInstant(stringField(doc, 'publication_date'));
  if (!date) throw new SourceParseError(SOURCE, `${doi} has no readable publication_date`);
  const sections = abstractSections(doc);
  const title = stringField(doc, 'title_display') || stringList(doc, 'title')[0] || '';
  return {
    source: 'PLOS',
    externalId: doi,
    title: cleanInline(title),
    abstract: joinSections(sections),
    abstractSections: sections,
    authors: stringList(doc, 'author_display')
      .map((name) => cleanInline(name))
      .filter(Boolean),
    journal: journalName(stringField(doc, 'journal')),
    publishedDate: date,
    doi,
    pmid: null,
    sourceUrl: `https://doi.org/${doi}`,
    subjects: subjectTerms(doc),
    publicationTypes: uniqueTerms([cleanInline(stringField(doc, 'article_type'))]),
    isPreprint: false,
    isOpenAccess: true,
  };
}

/**
 * Parses a PLOS Search API (Solr, `wt=json`) response. Partial documents (an id with a section after the DOI)
 * are skipped; corrections are kept with an empty abstract. Invalid JSON, a missing `response`, or a document
 * without a DOI id or readable date throws a SourceParseError.
 */
export function parsePlosSearch(json: string): PlosPage {
  const body = parseJsonObject(SOURCE, json);
  const response = body.response;
  if (!isObject(response) || !Array.isArray(response.docs)) {
    throw new SourceParseError(SOURCE, 'response has no response.docs');
  }
  const docs = objectList(response, 'docs').filter((doc) => !isPartialDocument(stringField(doc, 'id').trim()));
  return {
    drafts: docs.map(toDraft),
    numFound: integerField(response, 'numFound'),
    start: integerField(response, 'start'),
  };
}
