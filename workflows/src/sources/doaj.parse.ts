import type { AbstractSection, ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { normaliseDoi } from '#graph/modules/article/article-doi.rules.js';
import { SourceParseError } from './errors.js';
import { joinSections, markupAbstractSections, plainAbstractSections } from '#graph/text/abstract-headings.js';
import { cleanInline, hasMarkup } from '#graph/text/markup.js';
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

const SOURCE = 'DOAJ';

/** One page of DOAJ article search results. */
export interface DoajPage {
  drafts: ArticleDraft[];
  total: number;
  page: number;
  pageSize: number;
}

// Many DOAJ abstracts open with the heading word itself ("Abstract Background …", "ABSTRACTThe …").
const LEADING_ABSTRACT_WORD = /^\s*(?:Abstract|ABSTRACT|Resumen|RESUMEN|Resumo|RESUMO)(?:[\s.:]+|(?=[A-Z][a-z]))(?=\S)/;

function abstractSections(bibjson: JsonObject): AbstractSection[] {
  const raw = stringField(bibjson, 'abstract');
  if (!hasMarkup(raw)) return plainAbstractSections(raw.replace(LEADING_ABSTRACT_WORD, ''));
  return markupAbstractSections(raw)
    .map((section, index) =>
      index === 0 && section.label === null ? { ...section, text: section.text.replace(LEADING_ABSTRACT_WORD, '') } : section,
    )
    .filter((section) => section.text !== '');
}

function doi(bibjson: JsonObject): string | null {
  const ids = objectList(bibjson, 'identifier').filter((id) => stringField(id, 'type').toLowerCase() === 'doi');
  return ids.map((id) => normaliseDoi(stringField(id, 'id'))).find((value) => value !== null) ?? null;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

/** The full-text link, preferring a web page over a PDF, else the DOI resolver, else the DOAJ record. */
function sourceUrl(bibjson: JsonObject, id: string, articleDoi: string | null): string {
  const fulltext = objectList(bibjson, 'link').filter(
    (link) => stringField(link, 'type').toLowerCase() === 'fulltext' && isHttpUrl(stringField(link, 'url').trim()),
  );
  const page = fulltext.find((link) => !/pdf/i.test(stringField(link, 'content_type'))) ?? fulltext[0];
  if (page) return stringField(page, 'url').trim();
  if (articleDoi) return `https://doi.org/${articleDoi}`;
  return `https://doaj.org/article/${encodeURIComponent(id)}`;
}

function subjects(bibjson: JsonObject): string[] {
  const terms = objectList(bibjson, 'subject').map((subject) => stringField(subject, 'term'));
  const keywords = stringList(bibjson, 'keywords');
  return uniqueTerms([...terms, ...keywords].map((term) => cleanInline(term)));
}

function toDraft(record: JsonObject, position: number): ArticleDraft {
  const id = stringField(record, 'id').trim();
  if (!id) throw new SourceParseError(SOURCE, `result ${position + 1} has no id`);
  const bibjson = record.bibjson;
  if (!isObject(bibjson)) throw new SourceParseError(SOURCE, `record ${id} has no bibjson`);
  const date = isoInstant(stringField(record, 'created_date'));
  if (!date) throw new SourceParseError(SOURCE, `record ${id} has no readable created_date`);
  const articleDoi = doi(bibjson);
  const sections = abstractSections(bibjson);
  return {
    source: 'DOAJ',
    externalId: id,
    title: cleanInline(stringField(bibjson, 'title')),
    abstract: joinSections(sections),
    abstractSections: sections,
    // DOAJ repeats an author once per affiliation: each name is listed once, in its first place.
    authors: uniqueTerms(objectList(bibjson, 'author').map((author) => cleanInline(stringField(author, 'name')))),
    journal: cleanInline(stringField(bibjson.journal, 'title')),
    publishedDate: date,
    doi: articleDoi,
    pmid: null,
    sourceUrl: sourceUrl(bibjson, id, articleDoi),
    subjects: subjects(bibjson),
    publicationTypes: [],
    isPreprint: false,
    isOpenAccess: true,
  };
}

/**
 * Parses a DOAJ v4 `/api/search/articles/{query}` response. The published date is DOAJ's `created_date` (when
 * the record was indexed); HTML in abstracts is stripped, with `<h4>`-style headings kept as section labels.
 * Invalid JSON, a missing `results` array, or a record without id or readable date throws a SourceParseError.
 */
export function parseDoajSearch(json: string): DoajPage {
  const body = parseJsonObject(SOURCE, json);
  if (!Array.isArray(body.results)) throw new SourceParseError(SOURCE, 'response has no results');
  const results = objectList(body, 'results');
  return {
    drafts: results.map(toDraft),
    total: integerField(body, 'total'),
    page: integerField(body, 'page', 1),
    pageSize: integerField(body, 'pageSize', results.length),
  };
}
