import type { ArticleDraft, PublishedVersionDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { normaliseDoi } from '#graph/modules/article/article-doi.rules.js';
import { SourceParseError } from './errors.js';
import { joinSections } from '#graph/text/abstract-headings.js';
import { cleanInline } from '#graph/text/markup.js';
import { medrxivAbstractSections } from './medrxiv-text.js';
import { integerField, isoInstant, objectList, parseJsonObject, stringField, uniqueTerms, type JsonObject } from './values.js';

const SOURCE = 'medRxiv';

/** One page of the medRxiv `details` endpoint: drafts plus the paging values from `messages[0]`. */
export interface MedrxivPage {
  drafts: ArticleDraft[];
  cursor: number;
  count: number;
  total: number;
  status: string;
}

function authors(value: string): string[] {
  return value
    .split(';')
    .map((name) => cleanInline(name))
    .filter(Boolean);
}

function version(record: JsonObject): number {
  return integerField(record, 'version', 1);
}

/** The journal version's DOI from `published`, which is "NA" until a journal has published the preprint. */
function publishedVersion(record: JsonObject): PublishedVersionDraft | null {
  const doi = normaliseDoi(stringField(record, 'published'));
  return doi ? { doi } : null;
}

function toDraft(record: JsonObject, position: number): ArticleDraft {
  const doi = normaliseDoi(stringField(record, 'doi'));
  if (!doi) throw new SourceParseError(SOURCE, `record ${position + 1} has no DOI`);
  const date = isoInstant(stringField(record, 'date'));
  if (!date) throw new SourceParseError(SOURCE, `${doi} has no readable date`);
  const sections = medrxivAbstractSections(stringField(record, 'abstract'));
  return {
    source: 'medRxiv',
    externalId: doi,
    title: cleanInline(stringField(record, 'title')),
    abstract: joinSections(sections),
    abstractSections: sections,
    authors: authors(stringField(record, 'authors')),
    journal: 'medRxiv',
    publishedDate: date,
    doi,
    pmid: null,
    sourceUrl: `https://www.medrxiv.org/content/${doi}v${version(record)}`,
    subjects: uniqueTerms([cleanInline(stringField(record, 'category'))]),
    publicationTypes: uniqueTerms([cleanInline(stringField(record, 'type'))]),
    isPreprint: true,
    isOpenAccess: true,
    publishedVersion: publishedVersion(record),
  };
}

/** The highest version of each DOI, at the position where the DOI first appears. */
function latestVersions(records: JsonObject[]): JsonObject[] {
  const latest = new Map<string, JsonObject>();
  for (const record of records) {
    const key = stringField(record, 'doi').trim().toLowerCase();
    const seen = latest.get(key);
    if (!seen || version(record) > version(seen)) latest.set(key, record);
  }
  return [...latest.values()];
}

/**
 * Parses a medRxiv `details` response (`/details/medrxiv/{interval}/{cursor}`), accepting paging numbers as
 * ints or strings. Keeps the highest `version` of each DOI. A "no posts found" status is an empty page; any
 * other status than "ok", or invalid JSON, throws a SourceParseError.
 */
export function parseMedrxivDetails(json: string): MedrxivPage {
  const body = parseJsonObject(SOURCE, json);
  const messages = objectList(body, 'messages');
  const message = messages[0];
  if (!message) throw new SourceParseError(SOURCE, 'response has no messages');
  const status = stringField(message, 'status').trim();
  const empty = /no posts found/i.test(status);
  if (status !== 'ok' && !empty) throw new SourceParseError(SOURCE, `API answered "${status || 'no status'}"`);
  const records = empty ? [] : objectList(body, 'collection');
  if (!empty && !Array.isArray(body.collection)) throw new SourceParseError(SOURCE, 'response has no collection');
  return {
    drafts: latestVersions(records).map(toDraft),
    cursor: integerField(message, 'cursor'),
    count: integerField(message, 'count', records.length),
    total: integerField(message, 'total'),
    status,
  };
}
