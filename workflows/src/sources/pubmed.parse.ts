import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AbstractSection, ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { normaliseDoi } from '#graph/modules/article/article-doi.rules.js';
import { SourceParseError } from './errors.js';
import { joinSections, markupAbstractSections } from '#graph/text/abstract-headings.js';
import { cleanLatex } from '#graph/text/latex.js';
import { cleanInline, decodeEntities, hasMarkup, stripMarkup } from '#graph/text/markup.js';
import { isObject, parseJsonObject, stringField, stringList, uniqueTerms, utcIso } from './values.js';
import { attr, child, childText, children, isNode, textOf, type XmlNode } from './xml-nodes.js';
import { monthNumber } from './pubmed-dates.js';
import { pubmedNotices } from './pubmed-notices.js';

const SOURCE = 'PubMed';

// Elements that may repeat anywhere in an efetch document; always parsed as arrays so one-item lists look like many.
const REPEATABLE = new Set([
  'PubmedArticle',
  'PubmedBookArticle',
  'AbstractText',
  'Author',
  'AffiliationInfo',
  'Identifier',
  'MeshHeading',
  'DescriptorName',
  'QualifierName',
  'ArticleId',
  'ELocationID',
  'PubMedPubDate',
  'KeywordList',
  'Keyword',
  'PublicationType',
  'ArticleDate',
  'Reference',
  'ReferenceList',
  'Grant',
  'Chemical',
  'CommentsCorrections',
  'DataBank',
  'AccessionNumber',
  'OtherID',
  'OtherAbstract',
  'GeneralNote',
  'Language',
  'ISSN',
]);

// Elements that may hold inline markup (`<i>`, `<sub>`, `<b>`): kept as raw inner XML and stripped by text.ts.
const STOP_NODES = ['*.ArticleTitle', '*.AbstractText', '*.VernacularTitle', '*.Keyword', '*.CollectiveName'];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities are decoded by text.ts, the same way for every source and without DTD expansion.
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  stopNodes: STOP_NODES,
  isArray: (name) => REPEATABLE.has(name),
});

function integer(value: string): number | null {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** A `<Year><Month><Day>[<Hour><Minute>]` element as an ISO instant (History, ArticleDate, DateCompleted). */
function numericDate(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const year = integer(childText(node, 'Year'));
  if (year === null) return null;
  return utcIso(
    year,
    monthNumber(childText(node, 'Month')) ?? 1,
    integer(childText(node, 'Day')) ?? 1,
    integer(childText(node, 'Hour')) ?? 0,
    integer(childText(node, 'Minute')) ?? 0,
  );
}

/** The first year and month readable in a free-text MedlineDate ("2016 May 25-Jun 14", "1998 Dec-1999 Jan"). */
function medlineDate(text: string): string | null {
  const year = /\b(\d{4})\b/.exec(text);
  if (!year) return null;
  const rest = text.slice(year.index + year[0].length);
  const month = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|winter|spring|summer|fall|autumn)[a-z]*\b/i.exec(rest);
  return utcIso(Number(year[1]), month ? (monthNumber(month[1]) ?? 1) : 1);
}

/** `Journal/JournalIssue/PubDate`: Year/Month/Day, Year + Season ("Jan-Feb" reads as January), or MedlineDate. */
function pubDate(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const medline = childText(node, 'MedlineDate');
  if (medline) return medlineDate(medline);
  const year = integer(childText(node, 'Year'));
  if (year === null) return null;
  const season = childText(node, 'Season').split(/[-/ ]/)[0] ?? '';
  const month = monthNumber(childText(node, 'Month')) ?? monthNumber(season) ?? 1;
  return utcIso(year, month, integer(childText(node, 'Day')) ?? 1);
}

/**
 * When the record became public in PubMed: the entrez date (with hour and minute), falling back to the
 * electronic ArticleDate, then the journal PubDate, then the citation's completed/revised dates.
 */
function publishedDate(article: XmlNode, citation: XmlNode, pubmedData: XmlNode | undefined): string | null {
  const history = children(child(pubmedData, 'History'), 'PubMedPubDate').filter(isNode);
  const entrez = history.find((date) => attr(date, 'PubStatus') === 'entrez');
  const articleDates = children(article, 'ArticleDate').filter(isNode);
  const electronic = articleDates.find((date) => attr(date, 'DateType') === 'Electronic') ?? articleDates[0];
  return (
    numericDate(entrez) ??
    numericDate(electronic) ??
    pubDate(child(child(child(article, 'Journal'), 'JournalIssue'), 'PubDate')) ??
    numericDate(child(citation, 'DateCompleted')) ??
    numericDate(child(citation, 'DateRevised'))
  );
}

/** "[Translated title]." → "Translated title." (PubMed brackets English translations of foreign titles.) */
function unbracketTitle(title: string): string {
  const bracketed = /^\[(.+)\](\.?)$/.exec(title);
  return bracketed ? `${bracketed[1]}${bracketed[2]}` : title;
}

function cleanTitle(raw: string): string {
  return cleanLatex(cleanInline(raw));
}

function abstractSections(article: XmlNode): AbstractSection[] {
  const sections: AbstractSection[] = [];
  for (const node of children(child(article, 'Abstract'), 'AbstractText')) {
    const raw = textOf(node);
    const rawLabel = cleanInline(attr(node, 'Label'));
    // PubMed labels the unlabelled parts of a structured abstract "UNLABELLED".
    const label = rawLabel && rawLabel.toUpperCase() !== 'UNLABELLED' ? rawLabel : null;
    const category = cleanInline(attr(node, 'NlmCategory')) || null;
    if (label === null && hasMarkup(raw)) {
      for (const section of markupAbstractSections(raw)) {
        sections.push({ ...section, text: cleanLatex(section.text) });
      }
      continue;
    }
    const text = cleanLatex(stripMarkup(raw));
    if (text) sections.push({ label, category: label === null && category === 'UNASSIGNED' ? null : category, text });
  }
  return sections;
}

function authorName(author: XmlNode): string {
  const collective = cleanInline(childText(author, 'CollectiveName'));
  if (collective) return collective;
  const given = cleanInline(childText(author, 'ForeName')) || cleanInline(childText(author, 'Initials'));
  const family = cleanInline(childText(author, 'LastName'));
  const suffix = cleanInline(childText(author, 'Suffix'));
  return [given, family, suffix].filter(Boolean).join(' ');
}

function authors(article: XmlNode): string[] {
  return children(child(article, 'AuthorList'), 'Author')
    .filter(isNode)
    .filter((author) => attr(author, 'ValidYN') !== 'N')
    .map(authorName)
    .filter(Boolean);
}

function subjects(citation: XmlNode): string[] {
  const mesh = children(child(citation, 'MeshHeadingList'), 'MeshHeading').flatMap((heading) =>
    children(heading, 'DescriptorName').map((name) => cleanInline(textOf(name))),
  );
  const keywords = children(citation, 'KeywordList').flatMap((list) =>
    children(list, 'Keyword').map((keyword) => cleanInline(textOf(keyword))),
  );
  return uniqueTerms([...mesh, ...keywords]);
}

function articleIds(pubmedData: XmlNode | undefined): { type: string; value: string }[] {
  return children(child(pubmedData, 'ArticleIdList'), 'ArticleId').map((id) => ({
    type: attr(id, 'IdType').toLowerCase(),
    value: decodeEntities(textOf(id)).trim(),
  }));
}

function doi(article: XmlNode, ids: { type: string; value: string }[]): string | null {
  const fromIds = ids.filter((id) => id.type === 'doi').map((id) => normaliseDoi(id.value));
  const fromLocation = children(article, 'ELocationID')
    .filter((location) => attr(location, 'EIdType') === 'doi' && attr(location, 'ValidYN') !== 'N')
    .map((location) => normaliseDoi(decodeEntities(textOf(location))));
  return [...fromIds, ...fromLocation].find((value) => value !== null) ?? null;
}

function toDraft(record: XmlNode, position: number): ArticleDraft {
  const citation = child(record, 'MedlineCitation');
  const article = child(citation, 'Article');
  const pubmedData = child(record, 'PubmedData');
  const pmid = textOf(children(citation, 'PMID')[0]).trim();
  if (!citation || !/^\d+$/.test(pmid)) {
    throw new SourceParseError(SOURCE, `article ${position + 1} has no PMID`);
  }
  if (!article) throw new SourceParseError(SOURCE, `PMID ${pmid} has no Article element`);
  const title =
    unbracketTitle(cleanTitle(textOf(children(article, 'ArticleTitle')[0]))) || cleanTitle(textOf(children(article, 'VernacularTitle')[0]));
  if (!title) throw new SourceParseError(SOURCE, `PMID ${pmid} has no title`);
  const date = publishedDate(article, citation, pubmedData);
  if (!date) throw new SourceParseError(SOURCE, `PMID ${pmid} has no readable date`);
  const journal = child(article, 'Journal');
  const ids = articleIds(pubmedData);
  const sections = abstractSections(article);
  const publicationTypes = uniqueTerms(
    children(child(article, 'PublicationTypeList'), 'PublicationType').map((type) => cleanInline(textOf(type))),
  );
  const articleDoi = doi(article, ids);
  return {
    source: 'PubMed',
    externalId: pmid,
    title,
    abstract: joinSections(sections),
    abstractSections: sections,
    authors: authors(article),
    journal: cleanInline(childText(journal, 'Title')) || cleanInline(childText(journal, 'ISOAbbreviation')),
    publishedDate: date,
    doi: articleDoi,
    pmid,
    sourceUrl: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`,
    subjects: subjects(citation),
    publicationTypes,
    isPreprint: publicationTypes.some((type) => type.toLowerCase() === 'preprint'),
    isOpenAccess: ids.some((id) => id.type === 'pmc' && id.value !== ''),
    notices: pubmedNotices(citation, { ids: { pmid, doi: articleDoi }, publicationTypes, date }),
  };
}

function parseDocument(xml: string): XmlNode {
  if (!xml.trim()) throw new SourceParseError(SOURCE, 'efetch response is empty');
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    throw new SourceParseError(SOURCE, `efetch response is not well-formed XML (line ${line}, column ${col}: ${msg})`);
  }
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new SourceParseError(SOURCE, `efetch response could not be parsed (${(error as Error).message})`, {
      cause: error,
    });
  }
  if (!isNode(document) || !('PubmedArticleSet' in document)) {
    throw new SourceParseError(SOURCE, 'efetch response has no PubmedArticleSet root element');
  }
  const set = document.PubmedArticleSet;
  // An empty result set parses as an empty string.
  return isNode(set) ? set : {};
}

/**
 * Parses an EFetch `db=pubmed&retmode=xml` response into drafts, one per `PubmedArticle`, in document order.
 * Book records (`PubmedBookArticle`) are skipped. A malformed or truncated document, or a record without a
 * PMID or title, throws a SourceParseError rather than returning part of the list.
 */
export function parsePubmedEfetch(xml: string): ArticleDraft[] {
  const set = parseDocument(xml);
  return children(set, 'PubmedArticle')
    .filter(isNode)
    .map((record, position) => toDraft(record, position));
}

/**
 * Parses an ESearch `retmode=json` response: the total hit `count`, the page of PMIDs, and the warnings NCBI
 * attached (for example "Unknown sort schema 'date' ignored"). An ESearch `ERROR` throws a SourceParseError.
 */
export function parsePubmedEsearch(json: string): { count: number; ids: string[]; warnings: string[] } {
  const body = parseJsonObject(SOURCE, json);
  const result = body.esearchresult;
  if (!isObject(result)) throw new SourceParseError(SOURCE, 'esearch response has no esearchresult');
  const error = stringField(result, 'ERROR');
  if (error) throw new SourceParseError(SOURCE, `esearch failed: ${error}`);
  const count = stringField(result, 'count').trim();
  if (!/^\d+$/.test(count)) throw new SourceParseError(SOURCE, 'esearch response has no count');
  const ids = stringList(result, 'idlist').map((id) => id.trim());
  if (ids.some((id) => !/^\d+$/.test(id))) throw new SourceParseError(SOURCE, 'esearch idlist holds a non-numeric id');
  const warnings = result.warninglist;
  const errors = result.errorlist;
  return {
    count: Number(count),
    ids,
    warnings: [
      ...stringList(warnings, 'outputmessages'),
      ...stringList(warnings, 'phrasesignored').map((phrase) => `Phrase ignored: ${phrase}`),
      ...stringList(warnings, 'quotedphrasesnotfound').map((phrase) => `Quoted phrase not found: ${phrase}`),
      ...stringList(errors, 'phrasesnotfound').map((phrase) => `Phrase not found: ${phrase}`),
      ...stringList(errors, 'fieldsnotfound').map((field) => `Field not found: ${field}`),
    ],
  };
}
