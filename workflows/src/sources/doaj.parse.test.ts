import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { parseDoajSearch } from './doaj.parse.js';
import { SourceParseError } from './errors.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, 'workflows/test/fixtures/sources/doaj');
const COVID = 'doaj-v4-search-articles-covid19-page1-100.json';

function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), 'utf8');
}

function byId(drafts: ArticleDraft[], id: string): ArticleDraft {
  const draft = drafts.find((candidate) => candidate.externalId === id);
  if (!draft) throw new Error(`${id} not parsed`);
  return draft;
}

describe('parseDoajSearch on every recorded file', () => {
  const files = readdirSync(fixturesDir).filter((file) => file.endsWith('.json'));

  it('finds the DOAJ fixture', () => {
    expect(files).toEqual([COVID]);
  });

  it.each(files)('%s gives open-access drafts with no HTML left', (file) => {
    const page = parseDoajSearch(fixture(file));
    for (const draft of page.drafts) {
      expect(draft.source).toBe('DOAJ');
      expect(draft.externalId).toMatch(/^[0-9a-f]{32}$/);
      expect(draft.isOpenAccess).toBe(true);
      expect(draft.isPreprint).toBe(false);
      expect(draft.pmid).toBeNull();
      expect(draft.sourceUrl).toMatch(/^https?:\/\//);
      expect(draft.doi === null || /^10\.\d{4,9}\//.test(draft.doi)).toBe(true);
      expect(`${draft.title} ${draft.abstract}`).not.toMatch(/<\/?(?:p|i|em|h4|sup|b)>|&[a-z]+;/i);
      expect(draft.authors.every((name) => name !== '' && !name.includes('  ') && name === name.trim())).toBe(true);
    }
  });
});

describe(COVID, () => {
  const page = parseDoajSearch(fixture(COVID));

  it('reads the paging block', () => {
    expect(page).toMatchObject({ total: 229848, page: 1, pageSize: 100 });
    expect(page.drafts).toHaveLength(100);
  });

  it('lists each author once, in the place DOAJ first gives them, though DOAJ repeats a name for each affiliation', () => {
    const draft = byId(page.drafts, '001206ca8a8f498a877566bca70f7971');
    expect(draft.authors).toHaveLength(10);
    expect(new Set(draft.authors).size).toBe(draft.authors.length);
    expect(draft.authors.slice(0, 2)).toEqual(['Rei Otsuki', 'Kentaro Matsui']);
    for (const other of page.drafts) expect(new Set(other.authors).size, other.externalId).toBe(other.authors.length);
  });

  it('maps a full record', () => {
    const draft = byId(page.drafts, '0000196fbeb147e29d612e9e8629692b');
    expect(draft.title).toBe('Recuperação Completa de Doente com Carcinoma da Próstata Estádio IV Durante a Pandemia COVID-19');
    expect(draft.journal).toBe('Gazeta Médica');
    expect(draft.authors).toEqual(['Gil Falcão', 'Cabrita Carneiro', 'Luís Campos Pinheiro']);
    expect(draft.doi).toBe('10.29315/gm.v7i2.328');
    expect(draft.publishedDate).toBe('2020-06-30T17:32:48.000Z');
    expect(draft.sourceUrl).toBe('https://www.gazetamedica.pt/index.php/gazeta/article/view/328');
    expect(draft.subjects).toEqual(['Medicine', 'Medicine (General)', 'COVID-19', 'Infeções por Coronavírus', 'Neoplasias da Próstata']);
    expect(draft.abstract.startsWith('A doença causada pelo coronavírus (COVID-19)')).toBe(true);
  });

  it('strips https://doi.org/ from DOIs and falls back to doi.org without a full-text link', () => {
    const draft = byId(page.drafts, '000024651d9743f0b8ebcd9779f8ee2a');
    expect(draft.doi).toBe('10.24434/j.scoms.2022.03.3340');
    expect(draft.sourceUrl).toBe('https://doi.org/10.24434/j.scoms.2022.03.3340');
    expect(byId(page.drafts, '000336160559451790ac88fa7f3c418b').doi).toBe('10.46222/ajhtl.19770720.456');
  });

  it('reads DOIs typed "DOI" and ignores elocationid identifiers', () => {
    expect(byId(page.drafts, '00102abaa47a4312bf3bfb07ff5c325a').doi).toBe('10.1016/j.ijid.2020.12.001');
    expect(byId(page.drafts, '0002cdb6517c4b4284c739104f9833f0').doi).toBe('10.7554/elife.95708');
    expect(page.drafts.filter((draft) => draft.doi === null)).toHaveLength(9);
  });

  it('prefers the HTML full-text link over the PDF, whichever comes first', () => {
    expect(byId(page.drafts, '0011be92fb1f4251b9ea93ca30ce3393').sourceUrl).toBe(
      'http://www.scielo.br/scielo.php?script=sci_arttext&pid=S1677-55382020000700195&tlng=en',
    );
    expect(byId(page.drafts, '0006679f49e347d895fac09477f0f704').sourceUrl).toBe(
      'http://www.scielo.br/scielo.php?script=sci_arttext&pid=S0102-311X2020000905008&tlng=en',
    );
  });

  it('gives the nine records without abstract an empty abstract', () => {
    const empty = page.drafts.filter((draft) => draft.abstract === '');
    expect(empty).toHaveLength(9);
    const noAbstract = byId(page.drafts, '00006593f90a4bd2bb3f28ea9e0d8a0a');
    expect(noAbstract.title).toBe('Vaccinating the world against COVID-19 is a no-brainer');
    expect(noAbstract.abstractSections).toEqual([]);
  });

  it('turns <h4> headings into labelled sections', () => {
    const draft = byId(page.drafts, '000858d244af476aa64bd8b627fe0bbc');
    expect(draft.abstractSections.map((section) => section.label)).toEqual(['Purpose', 'Methods', 'Results', 'Conclusion']);
    expect(draft.abstract.startsWith('Purpose: The Covid-19 pandemic has brought unprecedented stress to students')).toBe(true);
    expect(draft.abstract).toContain('\n\nConclusion: Colleges may be able to reduce');
  });

  it('strips inline HTML from abstracts', () => {
    expect(byId(page.drafts, '00067f09b4eb4fb5917a2a8960f0fc10').abstract).toContain('sponsored by Water and MDPI');
    expect(byId(page.drafts, '0010b923622048348c03545533980565').abstract).toContain('with R2 = 0.60, while');
    const spanish = byId(page.drafts, '001343c1d2244bcfa05fa8c231bc19ec').abstract;
    expect(spanish.startsWith('Coincidimos con usted')).toBe(true);
    expect(spanish).toContain('coronavirus 2 (SARS-CoV-2)');
    expect(spanish.endsWith('el 11 de marzo de 2020.(1-3)')).toBe(true);
  });

  it('drops the author preamble before the abstract, affiliations and correspondence address', () => {
    const draft = byId(page.drafts, '0010e770a1184300884dc3e842dfcdb8');
    expect(draft.abstract.startsWith('Objective: This study investigated')).toBe(true);
    expect(draft.abstract).not.toContain('Zhuzhu Qin');
    expect(draft.abstract).not.toMatch(/&ast;|Correspondence/);
  });

  it('drops the leading "Abstract" word and splits glued run-in headings', () => {
    expect(byId(page.drafts, '00045f3af6b14d27830442fc9435db74').abstract.startsWith('Background Streptococcus pyogenes')).toBe(true);
    expect(byId(page.drafts, '0014ca82f4744906bc0b2ee95018f3ff').abstract.startsWith('The COVID-19 pandemic caused')).toBe(true);
    expect(byId(page.drafts, '000bf93b274c429b8ef886e3cfec7b90').abstractSections[0].label).toBe('Background');
  });

  it('keeps paragraph breaks of plain-text abstracts and joins wrapped lines', () => {
    const draft = byId(page.drafts, '00143ebf3ac541ec899cbf2f747f266f');
    expect(draft.abstract.startsWith('Introduction Coronavirus disease-2019 (COVID-19) spreads worldwide.')).toBe(true);
    expect(draft.abstract).toContain('young COVID-19 patients.\n\nMaterial and methods Ninety patients');
    expect(byId(page.drafts, '00196b9bfba445ae86d96361bc03179e').abstract).toContain('important for disease treatment and management.');
  });

  it('collapses double spaces in author names', () => {
    expect(byId(page.drafts, '00012d94008d4048872cf9b7fe3075d0').authors.slice(0, 2)).toEqual([
      'Lyda Zoraya Rojas',
      'Liliana Andrea Mora Rico',
    ]);
  });
});

describe('errors', () => {
  it('throws SourceParseError for invalid JSON, missing results, or a record without id', () => {
    expect(() => parseDoajSearch('{"results": [')).toThrow(SourceParseError);
    expect(() => parseDoajSearch('{"error": "Bad query"}')).toThrow(SourceParseError);
    const noId = { total: 1, page: 1, pageSize: 10, results: [{ created_date: '2020-01-01T00:00:00Z', bibjson: {} }] };
    expect(() => parseDoajSearch(JSON.stringify(noId))).toThrow(SourceParseError);
  });

  it('links the DOAJ record when there is neither a full-text link nor a DOI', () => {
    const record = { id: 'abc', created_date: '2020-01-01T00:00:00Z', bibjson: { title: 'T', link: [], identifier: [] } };
    const [draft] = parseDoajSearch(JSON.stringify({ total: 1, page: 1, pageSize: 10, results: [record] })).drafts;
    expect(draft.sourceUrl).toBe('https://doaj.org/article/abc');
    expect(draft.abstract).toBe('');
  });
});
