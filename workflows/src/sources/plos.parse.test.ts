import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { SourceParseError } from './errors.js';
import { parsePlosSearch } from './plos.parse.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, 'workflows/test/fixtures/sources/plos');
const ALCOHOL = 'plos-search-alcohol-10docs-hl.json';
const SPORTS = 'plos-search-sports-alcohol-10docs-hl.json';

function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), 'utf8');
}

function byDoi(drafts: ArticleDraft[], doi: string): ArticleDraft {
  const draft = drafts.find((candidate) => candidate.doi === doi);
  if (!draft) throw new Error(`${doi} not parsed`);
  return draft;
}

describe('parsePlosSearch on every recorded file', () => {
  const files = readdirSync(fixturesDir).filter((file) => file.endsWith('.json'));

  it('finds both PLOS fixtures', () => {
    expect(files.sort()).toEqual([ALCOHOL, SPORTS]);
  });

  it.each(files)('%s gives open-access, non-preprint drafts', (file) => {
    const page = parsePlosSearch(fixture(file));
    expect(page.drafts).toHaveLength(10);
    for (const draft of page.drafts) {
      expect(draft.source).toBe('PLOS');
      expect(draft.externalId).toBe(draft.doi);
      expect(draft.sourceUrl).toBe(`https://doi.org/${draft.doi}`);
      expect(draft.journal).toMatch(/^PLOS /);
      expect(draft.isOpenAccess).toBe(true);
      expect(draft.isPreprint).toBe(false);
      expect(draft.pmid).toBeNull();
      expect(draft.title).not.toMatch(/<\/?i>/);
      expect(draft.abstract).toBe(draft.abstract.trim());
      expect(draft.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    }
  });
});

describe(ALCOHOL, () => {
  const page = parsePlosSearch(fixture(ALCOHOL));

  it('reads numFound and start', () => {
    expect(page.numFound).toBe(32773);
    expect(page.start).toBe(0);
  });

  it('strips <i> from title_display', () => {
    const draft = byDoi(page.drafts, '10.1371/journal.pone.0218147');
    expect(draft.title).toBe('Persistence of Burkholderia thailandensis E264 in lung tissue after a single binge alcohol episode');
    expect(draft.publishedDate).toBe('2019-12-10T00:00:00.000Z');
    expect(draft.authors).toEqual(['Victor M. Jimenez Jr.', 'Erik W. Settles', 'Bart J. Currie', 'Paul S. Keim', 'Fernando P. Monroy']);
  });

  it('normalises PLoS to PLOS in journal names', () => {
    expect(byDoi(page.drafts, '10.1371/journal.pone.0027752').journal).toBe('PLOS ONE');
    expect(byDoi(page.drafts, '10.1371/journal.pmed.0050104').journal).toBe('PLOS Medicine');
  });

  it('trims the leading newline of abstract[0]', () => {
    const draft = byDoi(page.drafts, '10.1371/journal.pone.0201042');
    expect(draft.abstract.startsWith('Acute alcohol administration can lead to a loss of control over drinking.')).toBe(true);
    expect(draft.abstract.endsWith('underlie the effect of alcohol on inhibitory control.')).toBe(true);
    expect(draft.abstractSections).toEqual([{ label: null, category: null, text: draft.abstract }]);
  });

  it('keeps non-ASCII author names', () => {
    expect(byDoi(page.drafts, '10.1371/journal.pone.0071284').authors).toContain('Jörgen A. Engel');
    expect(byDoi(page.drafts, '10.1371/journal.pone.0194478').authors).toEqual([
      'Sergi Trias-Llimós',
      'Pekka Martikainen',
      'Pia Mäkelä',
      'Fanny Janssen',
    ]);
  });

  it('has no subjects, because the default field list leaves them out', () => {
    expect(page.drafts.every((draft) => draft.subjects.length === 0)).toBe(true);
  });
});

describe(SPORTS, () => {
  const page = parsePlosSearch(fixture(SPORTS));

  it('keeps the correction, with an empty abstract', () => {
    const correction = byDoi(page.drafts, '10.1371/journal.pone.0139530');
    expect(correction.title).toBe(
      'Correction: Alcohol Advertising in Sport and Non-Sport TV in Australia, during Children’s Viewing Times',
    );
    expect(correction.abstract).toBe('');
    expect(correction.abstractSections).toEqual([]);
  });

  it('keeps the curly apostrophe in Kerry S. O’Brien', () => {
    expect(byDoi(page.drafts, '10.1371/journal.pone.0134889').authors[0]).toBe('Kerry S. O’Brien');
    expect(page.numFound).toBe(84);
  });
});

describe('documents and errors', () => {
  const doc = {
    id: '10.1371/journal.pone.0000001',
    journal: 'PLoS ONE',
    publication_date: '2020-01-02T00:00:00Z',
    title_display: 'A <i>title</i>',
    abstract: ['  Text.  '],
    author_display: ['A. Author'],
    subject: [
      '/Medicine and health sciences/Epidemiology/Disease surveillance',
      '/Medicine and health sciences/Public and occupational health',
    ],
  };

  it('skips partial documents and splits subject paths into de-duplicated terms', () => {
    const json = JSON.stringify({
      response: { numFound: 2, start: 0, docs: [doc, { ...doc, id: `${doc.id}/references` }] },
    });
    const page = parsePlosSearch(json);
    expect(page.drafts).toHaveLength(1);
    expect(page.drafts[0].title).toBe('A title');
    expect(page.drafts[0].abstract).toBe('Text.');
    expect(page.drafts[0].subjects).toEqual([
      'Medicine and health sciences',
      'Epidemiology',
      'Disease surveillance',
      'Public and occupational health',
    ]);
  });

  it('throws SourceParseError for invalid JSON, a missing response, or a document without a DOI id', () => {
    expect(() => parsePlosSearch('{"response": {"docs": [')).toThrow(SourceParseError);
    expect(() => parsePlosSearch('{"error": {"msg": "undefined field"}}')).toThrow(SourceParseError);
    const noId = JSON.stringify({ response: { numFound: 1, start: 0, docs: [{ ...doc, id: '' }] } });
    expect(() => parsePlosSearch(noId)).toThrow(SourceParseError);
  });
});
