import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { decodeEntities } from '#graph/text/markup.js';
import { parseDoajSearch } from './doaj.parse.js';
import { parseMedrxivDetails } from './medrxiv.parse.js';
import { parsePlosSearch } from './plos.parse.js';
import { parsePubmedEfetch } from './pubmed.parse.js';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/sources');

interface Recorded {
  file: string;
  /** The response as the source sent it, with its JSON strings and character references decoded. */
  source: string;
  drafts: ArticleDraft[];
}

function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

// Every recorded response that holds articles, read by its source's parser.
const RECORDED: Recorded[] = readdirSync(fixturesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(?:xml|json)$/.test(file) && !path.basename(file).startsWith('esearch'))
  .map((file) => {
    const text = readFileSync(path.join(fixturesDir, file), 'utf8');
    const parse = file.endsWith('.xml')
      ? parsePubmedEfetch
      : file.includes('medrxiv')
        ? (json: string) => parseMedrxivDetails(json).drafts
        : file.startsWith('plos')
          ? (json: string) => parsePlosSearch(json).drafts
          : (json: string) => parseDoajSearch(json).drafts;
    const source = file.endsWith('.xml') ? text : jsonStrings(JSON.parse(text)).join('\n');
    return { file, source: decodeEntities(`${text}\n${source}`), drafts: parse(text) };
  });

// A lower-case letter running straight into a capital, with the letters around it: "forVopeak", "workCorrespondence".
const GLUED = /[\p{L}\p{M}\p{N}]*\p{Ll}\p{M}*\p{Lu}[\p{L}\p{M}\p{N}]*/gu;

describe('clean text from every recorded source response', () => {
  it('reads articles from every source', () => {
    expect(RECORDED.filter((recorded) => recorded.drafts.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(new Set(RECORDED.flatMap((recorded) => recorded.drafts.map((draft) => draft.source)))).toEqual(
      new Set(['PubMed', 'PLOS', 'DOAJ', 'medRxiv']),
    );
  });

  it('glues no lower-case word to a capitalised one that the source had apart', () => {
    const glued = RECORDED.flatMap(({ file, source, drafts }) =>
      drafts.flatMap((draft) =>
        [draft.title, draft.abstract, ...draft.abstractSections.map((section) => section.text)].flatMap((text) =>
          [...text.matchAll(GLUED)]
            .filter((match) => !source.includes(match[0]))
            .map((match) => `${file} ${draft.externalId}: ${match[0]}`),
        ),
      ),
    );
    expect(glued).toEqual([]);
  });

  it('keeps no author preamble or glued heading in an abstract', () => {
    const abstracts = RECORDED.flatMap(({ drafts }) => drafts.map((draft) => `${draft.externalId}: ${draft.abstract}`));
    expect(
      abstracts.filter((abstract) => /Correspondence\s*:|\p{Ll}(?:Introduction|Objective|Background|Purpose):/u.test(abstract)),
    ).toEqual([]);
    expect(abstracts.filter((abstract) => /\.(?:Materials and methods|Methods|Results|Conclusions?)\p{Lu}/u.test(abstract))).toEqual([]);
  });
});
