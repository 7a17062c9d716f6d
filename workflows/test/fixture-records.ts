import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePubmedEfetch } from '../src/sources/pubmed.parse.js';
import type { JsonObject } from '../src/sources/values.js';

/** Where the recorded source responses live (`FIXTURES_DIR`, else this folder's `fixtures/sources`). */
export const FIXTURES_DIR = process.env.FIXTURES_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/sources');

/** One recorded PubMed record: its PMID, its entrez day and its `<PubmedArticle>` element as recorded. */
export interface PubmedRecord {
  pmid: string;
  day: string;
  xml: string;
}

/** One recorded JSON record (medRxiv collection item, PLOS doc or DOAJ result) with the instant the source dates it by. */
export interface JsonRecord {
  at: string;
  json: JsonObject;
}

/** Every recorded record, per source, in file order: what the local source servers serve. */
export interface RecordPools {
  PubMed: PubmedRecord[];
  medRxiv: JsonRecord[];
  PLOS: JsonRecord[];
  DOAJ: JsonRecord[];
}

function files(directory: string, extension: string): string[] {
  const folder = path.join(FIXTURES_DIR, directory);
  return readdirSync(folder)
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => path.join(folder, file));
}

function readJson(file: string): JsonObject {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
}

function list(value: unknown): JsonObject[] {
  return Array.isArray(value) ? (value as JsonObject[]) : [];
}

function pubmedRecords(): PubmedRecord[] {
  const seen = new Set<string>();
  return files('pubmed', '.xml').flatMap((file) => {
    const elements = readFileSync(file, 'utf8').match(/<PubmedArticle>[\s\S]*?<\/PubmedArticle>/g) ?? [];
    return elements.flatMap((xml) => {
      const [draft] = parsePubmedEfetch(`<PubmedArticleSet>${xml}</PubmedArticleSet>`);
      if (seen.has(draft.externalId)) return [];
      seen.add(draft.externalId);
      return [{ pmid: draft.externalId, day: draft.publishedDate.slice(0, 10), xml }];
    });
  });
}

/** Loads every record of the recorded responses under FIXTURES_DIR. */
export function loadRecordPools(): RecordPools {
  return {
    PubMed: pubmedRecords(),
    medRxiv: files('medrxiv', '.json')
      .flatMap((file) => list(readJson(file).collection))
      .map((json) => ({ at: `${String(json.date)}T00:00:00Z`, json })),
    PLOS: files('plos', '.json')
      .flatMap((file) => list((readJson(file).response as JsonObject).docs))
      .map((json) => ({ at: String(json.publication_date), json })),
    DOAJ: files('doaj', '.json')
      .flatMap((file) => list(readJson(file).results))
      .map((json) => ({ at: String(json.created_date), json })),
  };
}

function entrezOn(xml: string, day: string, minute: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const stamp = `<PubMedPubDate PubStatus="entrez"><Year>${year}</Year><Month>${month}</Month><Day>${date}</Day><Hour>${Math.floor(minute / 60) % 24}</Hour><Minute>${minute % 60}</Minute></PubMedPubDate>`;
  return xml.replace(/<PubMedPubDate PubStatus="entrez">[\s\S]*?<\/PubMedPubDate>/, stamp);
}

function timeOn(day: string, index: number): string {
  const seconds = index % 86_400;
  return new Date(Date.parse(`${day}T00:00:00Z`) + seconds * 1000).toISOString().replace('.000Z', 'Z');
}

/**
 * The same records moved to one day, so a window over that day holds all of them; ids and text stay as recorded.
 * Copies after the first (`copies` above 1, or `firstCopy` above 0) repeat each record under distinct ids and DOIs,
 * which is how the benchmark turns a few dozen real records into thousands of distinct ones.
 */
export function recordsOnDay(pools: RecordPools, day: string, copies = 1, firstCopy = 0): RecordPools {
  const repeat = <T>(records: T[], remap: (record: T, copy: number, index: number) => T): T[] =>
    Array.from({ length: copies }, (_, offset) => {
      const copy = firstCopy + offset;
      return records.map((record, index) => remap(record, copy, copy * records.length + index));
    }).flat();
  const suffix = (copy: number) => (copy === 0 ? '' : `.c${copy}`);
  return {
    PubMed: repeat(pools.PubMed, (record, copy, index) => {
      const pmid = copy === 0 ? record.pmid : String(80_000_000 + index);
      let xml = entrezOn(record.xml, day, index % 1440);
      if (copy > 0) {
        xml = xml
          .replace(/<PMID Version="(\d+)">\d+<\/PMID>/, `<PMID Version="$1">${pmid}</PMID>`)
          .replace(/(<ArticleId IdType="pubmed">)\d+(<\/ArticleId>)/, `$1${pmid}$2`)
          .replace(/(<(?:ArticleId IdType|ELocationID EIdType)="doi"[^>]*>)([^<]+)(<)/g, `$1$2${suffix(copy)}$3`);
      }
      return { pmid, day, xml };
    }),
    medRxiv: repeat(pools.medRxiv, (record, copy) => ({
      at: `${day}T00:00:00Z`,
      json: { ...record.json, date: day, doi: `${String(record.json.doi)}${suffix(copy)}` },
    })),
    PLOS: repeat(pools.PLOS, (record, copy) => ({
      at: `${day}T00:00:00Z`,
      json: { ...record.json, publication_date: `${day}T00:00:00Z`, id: `${String(record.json.id)}${suffix(copy)}` },
    })),
    DOAJ: repeat(pools.DOAJ, (record, copy, index) => {
      const bibjson = record.json.bibjson as JsonObject;
      const identifier = list(bibjson.identifier).map((id) =>
        String(id.type).toLowerCase() === 'doi' ? { ...id, id: `${String(id.id)}${suffix(copy)}` } : id,
      );
      const at = timeOn(day, index);
      return {
        at,
        json: {
          ...record.json,
          id: `${String(record.json.id)}${copy ? `c${copy}` : ''}`,
          created_date: at,
          bibjson: { ...bibjson, identifier },
        },
      };
    }),
  };
}
