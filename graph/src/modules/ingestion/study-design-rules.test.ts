import { describe, expect, it } from 'vitest';
import { StudyDesign } from '../article/article.enums.js';
import { classifyStudyDesign, type DesignEvidence } from './study-design.rules.js';

function paper(title: string, abstract: string, overrides: Partial<DesignEvidence> = {}): DesignEvidence {
  return { source: 'DOAJ', title, abstract, abstractSections: [], publicationTypes: [], subjects: [], ...overrides };
}

describe('classifyStudyDesign from wording', () => {
  it('tells non-randomised and single-arm trials from randomised ones', () => {
    expect(
      classifyStudyDesign(paper('Nurse-led follow-up after stroke: a non-randomised controlled trial', 'We enrolled 120 adults.')),
    ).toMatchObject({ design: StudyDesign.NON_RANDOMISED_TRIAL, rule: 'wording: non-randomised' });
    expect(
      classifyStudyDesign(paper('Drug X in refractory myeloma', 'This open-label, single-arm phase 2 trial enrolled 64 patients.')),
    ).toMatchObject({ design: StudyDesign.NON_RANDOMISED_TRIAL, sampleSize: 64 });
    const trial = classifyStudyDesign(
      paper('Drug X versus placebo: a randomised controlled trial', 'Earlier single-arm trials were promising. We randomised 300 adults.'),
    );
    expect(trial).toMatchObject({ design: StudyDesign.RANDOMISED_CONTROLLED_TRIAL, rule: 'wording: randomised trial' });
    const cohort = classifyStudyDesign(
      paper(
        'Sleep and stroke',
        'This cohort study included 5,023 adults followed for ten years. Unlike single-arm trials, it had controls.',
      ),
    );
    expect(cohort).toMatchObject({ design: StudyDesign.COHORT, rule: 'wording: cohort study', sampleSize: 5023 });
  });

  it('keeps no n for reviews or case reports, and says when nothing names the design', () => {
    const review = classifyStudyDesign(paper('Statins after stroke: a systematic review and meta-analysis', 'We included 23 trials.'));
    expect(review).toMatchObject({ design: StudyDesign.SYSTEMATIC_REVIEW, sampleSize: null });
    expect(classifyStudyDesign(paper('A note on coffee', 'Coffee is popular.'))).toEqual({
      design: StudyDesign.OTHER,
      rule: 'no design stated',
      sampleSize: null,
    });
  });

  it('reads PLOS article types before the wording', () => {
    const base = paper('Sleep and stroke', 'This cohort study followed 5,023 adults.', { source: 'PLOS' });
    expect(classifyStudyDesign({ ...base, publicationTypes: ['Research Article'] }).design).toBe(StudyDesign.COHORT);
    expect(classifyStudyDesign({ ...base, publicationTypes: ['Correction'] })).toMatchObject({
      design: StudyDesign.OTHER,
      rule: 'PLOS type: Correction',
    });
    expect(classifyStudyDesign({ ...base, publicationTypes: ['Review'] })).toMatchObject({
      design: StudyDesign.NARRATIVE_REVIEW,
      rule: 'PLOS type: Review',
    });
  });
});
