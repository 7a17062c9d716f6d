import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { SourceParseError } from './errors.js';
import { parseMedrxivDetails } from './medrxiv.parse.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, 'workflows/test/fixtures/sources/medrxiv');
const AUGUST = 'details-medrxiv-2026-08-01_2026-08-05-cursor0-trimmed-10of30.json';
const SEPTEMBER = 'details-medrxiv-2026-09-15-trimmed-3of72.json';

function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), 'utf8');
}

function byDoi(drafts: ArticleDraft[], doi: string): ArticleDraft {
  const draft = drafts.find((candidate) => candidate.doi === doi);
  if (!draft) throw new Error(`${doi} not parsed`);
  return draft;
}

describe('parseMedrxivDetails on every recorded file', () => {
  const files = readdirSync(fixturesDir).filter((file) => file.endsWith('.json'));

  it('finds both medRxiv fixtures', () => {
    expect(files.sort()).toEqual([AUGUST, SEPTEMBER]);
  });

  it.each(files)('%s gives preprint drafts with no medRxiv markup left', (file) => {
    const page = parseMedrxivDetails(fixture(file));
    expect(page.status).toBe('ok');
    for (const draft of page.drafts) {
      expect(draft.source).toBe('medRxiv');
      expect(draft.externalId).toBe(draft.doi);
      expect(draft.journal).toBe('medRxiv');
      expect(draft.isPreprint).toBe(true);
      expect(draft.isOpenAccess).toBe(true);
      expect(draft.pmid).toBeNull();
      expect(draft.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      expect(draft.sourceUrl).toMatch(/^https:\/\/www\.medrxiv\.org\/content\/10\.\d+\/[\d.]+v\d$/);
      expect(draft.abstract).not.toMatch(/[OC]_(?:ST_ABS|LI|SCPLOW|SCPCAP)|\{[a-z]+\}/);
      expect(draft.authors.every((name) => !name.includes('  ') && name === name.trim())).toBe(true);
    }
  });
});

describe(AUGUST, () => {
  const page = parseMedrxivDetails(fixture(AUGUST));

  it('reads paging numbers given as numbers and as strings', () => {
    expect(page).toMatchObject({ cursor: 0, count: 30, total: 246, status: 'ok' });
    expect(page.drafts).toHaveLength(10);
  });

  it('links the posted version and dates it by the version date', () => {
    const draft = byDoi(page.drafts, '10.64898/2025.12.05.25341712');
    expect(draft.sourceUrl).toBe('https://www.medrxiv.org/content/10.64898/2025.12.05.25341712v3');
    expect(draft.publishedDate).toBe('2026-08-01T00:00:00.000Z');
    expect(draft.title).toBe('From Sparse Data to Smart Decisions: Region-Specific Policy Evaluation via Simulation');
    expect(draft.subjects).toEqual(['public and global health']);
  });

  it('keeps the 10.1101 DOI prefix', () => {
    const draft = byDoi(page.drafts, '10.1101/2025.11.18.25340542');
    expect(draft.externalId).toBe('10.1101/2025.11.18.25340542');
    expect(draft.subjects).toEqual(['rheumatology']);
  });

  it('splits run-in headings into labelled sections', () => {
    const draft = byDoi(page.drafts, '10.1101/2025.11.18.25340542');
    expect(draft.abstractSections.map((section) => section.label)).toEqual(['Background', 'Methods', 'Results', 'Conclusions']);
    expect(draft.abstractSections[0].text.startsWith('Rheumatoid arthritis (RA) is a chronic autoimmune disease')).toBe(true);
    expect(draft.abstract.startsWith('Background: Rheumatoid arthritis (RA)')).toBe(true);
    expect(draft.abstract).toContain('\n\nMethods: In this unmatched case-control study');
  });

  it('recognises multi-word headings', () => {
    expect(byDoi(page.drafts, '10.64898/2026.03.04.26347618').abstractSections.map((section) => section.label)).toEqual([
      'Background and Hypothesis',
      'Study Design',
      'Study Results',
      'Conclusions',
    ]);
    expect(byDoi(page.drafts, '10.64898/2026.05.30.26354497').abstractSections.map((section) => section.label)).toEqual([
      'Introduction',
      'Methods and Findings',
      'Conclusions',
    ]);
    expect(byDoi(page.drafts, '10.64898/2026.07.30.26359325').abstractSections.at(-1)).toEqual({
      label: 'Trial registration',
      category: null,
      text: 'Acutelines is registered at ClinicalTrials.gov under trial registration number NCT04615065.',
    });
  });

  it('keeps an unlabelled opening paragraph and the Lay Summary', () => {
    const draft = byDoi(page.drafts, '10.64898/2026.05.07.26352693');
    expect(draft.abstractSections.map((section) => section.label)).toEqual([null, 'Lay Summary']);
    expect(draft.abstractSections[1].text.startsWith('Self-determination means having control over your own life')).toBe(true);
  });

  it('turns {beta} into β', () => {
    const draft = byDoi(page.drafts, '10.64898/2026.07.30.26359334');
    expect(draft.abstract).toContain('(adjusted β = 0.01, 95% CI [-0.01, 0.01])');
  });

  it('splits authors on "; " and keeps the ASCII-only spellings', () => {
    const draft = byDoi(page.drafts, '10.64898/2026.07.30.26359334');
    expect(draft.authors.slice(0, 3)).toEqual(['Alvarado, M.', 'McCoy, D. C.', 'Mausezahl, D.']);
    expect(byDoi(page.drafts, '10.64898/2026.05.07.26352693').authors).toHaveLength(15);
  });
});

describe(SEPTEMBER, () => {
  const page = parseMedrxivDetails(fixture(SEPTEMBER));

  it('reads the other shape: integer paging numbers, no category or funder keys', () => {
    expect(page).toMatchObject({ cursor: 0, count: 72, total: 72, status: 'ok' });
    expect(page.drafts.map((draft) => draft.doi)).toEqual([
      '10.64898/2026.09.13.26362948',
      '10.64898/2026.09.11.26362753',
      '10.64898/2026.09.14.26363001',
    ]);
  });

  it('strips O_ST_ABS, O_LI…C_LI and {rho} from the clinical perspective box', () => {
    const draft = byDoi(page.drafts, '10.64898/2026.09.11.26362753');
    expect(draft.abstractSections.map((section) => section.label)).toEqual([
      'Background',
      'Objectives',
      'Methods',
      'Results',
      'Conclusions',
      'CLINICAL PERSEPECTIVE',
    ]);
    const box = draft.abstractSections[5].text;
    expect(box.startsWith('What is new?\n• In patient-specific computational models')).toBe(true);
    expect(box).toContain('\n• Surgically modifiable parameters, including insertion angle');
    expect(box).toContain('\n\nWhat are the clinical implications?\n• Infants with mBTTS');
    expect(draft.abstract).toContain('normalized WSR (ρ = 0.94, p < 0.001; ρ = 0.88, p = 0.002)');
    expect(draft.subjects).toEqual(['cardiovascular medicine']);
  });

  it('unwraps the O_SCPLOW and O_SCPCAP small-caps markers', () => {
    const draft = byDoi(page.drafts, '10.64898/2026.09.14.26363001');
    expect(draft.abstract).toContain('percentage concordance and Cohens K. Descriptor importance');
    expect(draft.abstract).toContain('Cohens K = 0.620');
    expect(draft.abstractSections.at(-1)?.label).toBe('Highlights');
    expect(draft.abstractSections.at(-1)?.text.startsWith('• Auditory Brainstem Response (ABR) interpretation')).toBe(true);
  });

  it('keeps a heading-less abstract as one section with its paragraphs', () => {
    const draft = byDoi(page.drafts, '10.64898/2026.09.13.26362948');
    expect(draft.abstractSections).toHaveLength(1);
    expect(draft.abstractSections[0].label).toBeNull();
    expect(draft.abstract.split('\n\n')).toHaveLength(4);
    expect(draft.authors).toEqual(['Kumar, P.', 'Aurange, A.', 'Keshari, S.', 'Nalwad, S.']);
  });
});

describe('versions and edge cases', () => {
  const record = (version: string | number, date: string) => ({
    doi: '10.1101/2020.02.25.20021568',
    title: 'A preprint',
    authors: 'Doe,  J.; Roe, R.',
    date,
    version,
    category: 'epidemiology',
    abstract: 'Text.',
  });

  it('keeps only the highest version of a DOI', () => {
    const json = JSON.stringify({
      messages: [{ status: 'ok', cursor: '0', count: '3', total: '3' }],
      collection: [record('1', '2020-02-27'), record('3', '2020-04-01'), record(2, '2020-03-10')],
    });
    const page = parseMedrxivDetails(json);
    expect(page.drafts).toHaveLength(1);
    expect(page.drafts[0].sourceUrl).toBe('https://www.medrxiv.org/content/10.1101/2020.02.25.20021568v3');
    expect(page.drafts[0].publishedDate).toBe('2020-04-01T00:00:00.000Z');
    expect(page.drafts[0].authors).toEqual(['Doe, J.', 'Roe, R.']);
  });

  it('treats "no posts found" as an empty page', () => {
    const page = parseMedrxivDetails(JSON.stringify({ messages: [{ status: 'no posts found' }], collection: [] }));
    expect(page).toEqual({ drafts: [], cursor: 0, count: 0, total: 0, status: 'no posts found' });
  });

  it('throws SourceParseError for invalid JSON, a missing messages block, another status, or a record without DOI', () => {
    expect(() => parseMedrxivDetails('{"messages": [')).toThrow(SourceParseError);
    expect(() => parseMedrxivDetails('{"collection": []}')).toThrow(SourceParseError);
    expect(() => parseMedrxivDetails('{"messages": [{"status": "error"}], "collection": []}')).toThrow(/error/);
    const noDoi = { messages: [{ status: 'ok' }], collection: [{ ...record('1', '2020-02-27'), doi: '' }] };
    expect(() => parseMedrxivDetails(JSON.stringify(noDoi))).toThrow(SourceParseError);
  });
});
