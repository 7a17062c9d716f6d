import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StudyDesign } from '#graph/modules/article/article.enums.js';
import { classifyStudyDesign } from '#graph/modules/ingestion/study-design.rules.js';
import type { ArticleDraft } from '#graph/modules/ingestion/article-draft.types.js';
import { parseDoajSearch } from './doaj.parse.js';
import { parseMedrxivDetails } from './medrxiv.parse.js';
import { parsePlosSearch } from './plos.parse.js';
import { parsePubmedEfetch } from './pubmed.parse.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixturesDir = path.resolve(repoRoot, 'workflows/test/fixtures/sources');

function read(directory: string, extension: string, parse: (text: string) => ArticleDraft[]): ArticleDraft[] {
  const folder = path.join(fixturesDir, directory);
  return readdirSync(folder)
    .filter((file) => file.endsWith(extension) && !file.startsWith('esearch'))
    .flatMap((file) => parse(readFileSync(path.join(folder, file), 'utf8')));
}

const drafts = [
  ...read('pubmed', '.xml', parsePubmedEfetch),
  ...read('plos', '.json', (text) => parsePlosSearch(text).drafts),
  ...read('doaj', '.json', (text) => parseDoajSearch(text).drafts),
  ...read('medrxiv', '.json', (text) => parseMedrxivDetails(text).drafts),
];

function draft(externalId: string): ArticleDraft {
  const found = drafts.find((candidate) => candidate.externalId === externalId);
  if (!found) throw new Error(`${externalId} is not in the recorded fixtures`);
  return found;
}

// One or two recorded papers for every design the fixtures hold (none of them is a guideline), with the rule that
// decided and the sample size the abstract states.
const EXPECTED: [string, StudyDesign, RegExp, number | null][] = [
  ['000dce5c693240d1a7759e641aac87dd', StudyDesign.SYSTEMATIC_REVIEW, /^wording: systematic review and meta-analysis$/, null],
  ['00196b9bfba445ae86d96361bc03179e', StudyDesign.SYSTEMATIC_REVIEW, /^wording: meta-analysis$/, null],
  ['10.1371/journal.pone.0086199', StudyDesign.RANDOMISED_CONTROLLED_TRIAL, /^wording: randomised trial$/, 28],
  ['00122f518d1d4c8d95a8a2bc5acbb715', StudyDesign.RANDOMISED_CONTROLLED_TRIAL, /^wording: randomised trial$/, null],
  ['0004dc117a3049888229059bb8730119', StudyDesign.NON_RANDOMISED_TRIAL, /^wording: non-randomised$/, 92],
  ['00176aae6e57454487e0844a01650f96', StudyDesign.COHORT, /^wording: cohort study$/, 5023],
  ['10.1371/journal.pone.0134480', StudyDesign.COHORT, /^wording: cohort study$/, 17604],
  ['10.1101/2025.11.18.25340542', StudyDesign.CASE_CONTROL, /^wording: case-control study$/, 615],
  ['0002d3a8c13e4d9691b410b0fb1ccfce', StudyDesign.CROSS_SECTIONAL, /^wording: cross-sectional study$/, 592],
  ['000f6967aad24b1da4a6632dfaf084be', StudyDesign.CROSS_SECTIONAL, /^wording: survey wording/, 215],
  ['27451595', StudyDesign.CASE_REPORT, /^PubMed type: Case Reports$/, null],
  ['27382691', StudyDesign.CASE_REPORT, /^PubMed type: Case Reports$/, null],
  ['10.1371/journal.pone.0065261', StudyDesign.QUALITATIVE, /^wording: qualitative study$/, 46],
  ['000336160559451790ac88fa7f3c418b', StudyDesign.QUALITATIVE, /^wording: qualitative wording \(semi-structured interviews\)$/, null],
  ['001752adca3f4f34b915a16a1f96e450', StudyDesign.NARRATIVE_REVIEW, /^wording: scoping review$/, null],
  ['10.1371/journal.pone.0071284', StudyDesign.LABORATORY, /^wording: laboratory or animal wording \(rats\)$/, null],
  ['0014741464634bf0a6485073d389366b', StudyDesign.LABORATORY, /^wording: laboratory or animal wording \(mice\)$/, null],
  ['10.1371/journal.pone.0139530', StudyDesign.OTHER, /^PLOS type: Correction$/, null],
  ['10.64898/2026.05.30.26354497', StudyDesign.OTHER, /^wording: modelling study$/, null],
];

describe('study design of the recorded papers', () => {
  it('carries the source types the parsers read', () => {
    expect(draft('27451595').publicationTypes).toEqual(expect.arrayContaining(['Case Reports', 'Journal Article']));
    expect(draft('10.1371/journal.pone.0139530').publicationTypes).toEqual(['Correction']);
    expect(draft('10.1371/journal.pone.0134480').publicationTypes).toEqual(['Research Article']);
    expect(draft('000dce5c693240d1a7759e641aac87dd').publicationTypes).toEqual([]);
  });

  it.each(EXPECTED)('%s is %s', (externalId, design, rule, sampleSize) => {
    const result = classifyStudyDesign(draft(externalId));
    expect(result.design).toBe(design);
    expect(result.rule).toMatch(rule);
    expect(result.sampleSize).toBe(sampleSize);
  });

  it('covers every design the fixtures hold but guidelines', () => {
    const found = new Set(drafts.map((paper) => classifyStudyDesign(paper).design));
    expect([...found].sort()).toEqual(
      Object.values(StudyDesign)
        .filter((design) => design !== StudyDesign.GUIDELINE)
        .sort(),
    );
  });

  it('lets PubMed publication types decide before the wording', () => {
    // The case report's abstract names no design: only its publication type makes it one.
    expect(classifyStudyDesign({ ...draft('27451595'), publicationTypes: [] }).design).toBe(StudyDesign.OTHER);
    // A cohort by its wording, typed by PubMed as a randomised trial, is the trial.
    const cohort = { ...draft('10.1371/journal.pone.0134480'), source: 'PubMed' as const };
    expect(classifyStudyDesign(cohort).design).toBe(StudyDesign.COHORT);
    const typed = classifyStudyDesign({ ...cohort, publicationTypes: ['Journal Article', 'Randomized Controlled Trial'] });
    expect(typed).toMatchObject({ design: StudyDesign.RANDOMISED_CONTROLLED_TRIAL, rule: 'PubMed type: Randomized Controlled Trial' });
    // A plain "Review" type becomes systematic only when the wording says so.
    const review = classifyStudyDesign({ ...cohort, publicationTypes: ['Review'] });
    expect(review).toMatchObject({ design: StudyDesign.NARRATIVE_REVIEW, rule: 'PubMed type: Review' });
    const systematic = { ...draft('000dce5c693240d1a7759e641aac87dd'), source: 'PubMed' as const, publicationTypes: ['Review'] };
    expect(classifyStudyDesign(systematic)).toMatchObject({
      design: StudyDesign.SYSTEMATIC_REVIEW,
      rule: 'PubMed type: Review, systematic by wording',
    });
    // MeSH check tags: animals without humans is laboratory work.
    expect(classifyStudyDesign({ ...cohort, subjects: ['Animals', 'Rats'] }).design).toBe(StudyDesign.LABORATORY);
    expect(classifyStudyDesign({ ...cohort, subjects: ['Animals', 'Humans'] }).design).toBe(StudyDesign.COHORT);
  });

  it('reads a guideline from PubMed and PLOS types and from wording', () => {
    const base = draft('10.1371/journal.pone.0134480');
    expect(classifyStudyDesign({ ...base, source: 'PubMed', publicationTypes: ['Practice Guideline'] }).design).toBe(StudyDesign.GUIDELINE);
    expect(classifyStudyDesign({ ...base, publicationTypes: ['Guidelines and Guidance'] }).design).toBe(StudyDesign.GUIDELINE);
    const worded = {
      ...base,
      title: 'Clinical practice guidelines for insomnia',
      abstract: 'These guidelines update the 2015 advice.',
      abstractSections: [],
    };
    expect(classifyStudyDesign({ ...worded, publicationTypes: [] })).toMatchObject({
      design: StudyDesign.GUIDELINE,
      rule: 'wording: guideline (clinical practice guidelines)',
    });
  });
});
