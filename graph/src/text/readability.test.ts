import { describe, expect, it } from 'vitest';
import { hyphenationPoints } from './hyphenation.js';
import {
  countFamiliarity,
  countReading,
  daleChallGrade,
  daleChallScore,
  daleChallScoreByRules,
  fleschKincaidGrade,
  isFamiliarByRules,
  readingDifficulty,
  readingGrade,
  unfamiliarWordShare,
} from './readability.js';

// Expected values computed with Python's textstat 0.7.13 using Pyphen syllables (its CMUdict lookup turned off), the
// counting T21 names; the grade here must agree with it exactly, counted the same way every run.
const TEXTSTAT: ReadonlyArray<readonly [string, { words: number; sentences: number; syllables: number }, number]> = [
  ['The cat sat on the mat.', { words: 6, sentences: 1, syllables: 6 }, -1.4499999999999993],
  [
    'Myocardial infarction is a heart attack. Hypertension is high blood pressure.',
    { words: 11, sentences: 2, syllables: 20 },
    8.009545454545457,
  ],
  [
    'Each 1-unit increase in DII was associated with higher odds of RA (AOR 1.17; 95% CI: 1.10, 1.24), whereas each 1-unit increase in DDS was associated with lower odds.',
    { words: 29, sentences: 3, syllables: 44 },
    6.083448275862068,
  ],
  [
    'This preprint has not yet been peer reviewed. This was a case-control study of 615 people. It compared people who had a condition with people who did not.',
    { words: 28, sentences: 3, syllables: 38 },
    4.064285714285717,
  ],
  ["Don't stop. It's fine, isn't it? Yes!", { words: 7, sentences: 1, syllables: 8 }, 0.6257142857142846],
  [
    'Electroencephalography, immunohistochemistry and pharmacokinetics were characterised extensively.',
    { words: 7, sentences: 1, syllables: 25 },
    29.282857142857143,
  ],
];

describe('fleschKincaidGrade', () => {
  it.each(TEXTSTAT)('counts "%s" as textstat does', (text, counts, grade) => {
    expect(countReading(text)).toEqual(counts);
    expect(fleschKincaidGrade(text)).toBeCloseTo(grade, 10);
  });

  it('is 0 for text without words, and rounds to one decimal for storage', () => {
    expect(fleschKincaidGrade('')).toBe(0);
    expect(fleschKincaidGrade(' … — ')).toBe(0);
    expect(readingGrade('Myocardial infarction is a heart attack. Hypertension is high blood pressure.')).toBe(8);
  });

  it('gives the same grade for the same text every time', () => {
    const text = TEXTSTAT[2][0];
    expect(new Set(Array.from({ length: 5 }, () => fleschKincaidGrade(text))).size).toBe(1);
  });
});

describe('hyphenationPoints', () => {
  it('finds the break points Pyphen finds with the same patterns, two letters from either end at least', () => {
    expect(hyphenationPoints('hyphenation')).toEqual([2, 6]);
    expect(hyphenationPoints('summary')).toEqual([3, 5]);
    expect(hyphenationPoints('readable')).toEqual([4]);
    expect(hyphenationPoints('a')).toEqual([]);
    expect(hyphenationPoints('Readable')).toEqual(hyphenationPoints('readable'));
  });
});

// Expected values computed with Python's textstat 0.7.13 (`dale_chall_readability_score`, `difficult_words` with a
// syllable threshold of 0 as that score uses it, CMUdict turned off as above): the score here must agree exactly.
const DALE_CHALL: ReadonlyArray<readonly [string, { words: number; sentences: number; unfamiliar: number }, number]> = [
  ['The cat sat on the mat.', { words: 6, sentences: 1, unfamiliar: 0 }, 0.2976],
  [TEXTSTAT[1][0], { words: 11, sentences: 2, unfamiliar: 4 }, 9.651118181818184],
  [TEXTSTAT[2][0], { words: 29, sentences: 3, unfamiliar: 20 }, 15.005621839080462],
  [TEXTSTAT[3][0], { words: 28, sentences: 3, unfamiliar: 7 }, 8.046933333333333],
  [TEXTSTAT[4][0], { words: 7, sentences: 1, unfamiliar: 0 }, 0.3472],
  [
    'The researchers found that the desaturation index predicted a high specificity on the ROC curve.',
    { words: 15, sentences: 1, unfamiliar: 6 },
    10.6965,
  ],
  ["They couldn't walk far-off. You've Got the HOUSE's key, didn't you?", { words: 11, sentences: 2, unfamiliar: 2 }, 6.780209090909091],
];

describe('daleChallScore', () => {
  it.each(DALE_CHALL)('counts "%s" as textstat does', (text, counts, score) => {
    expect(countFamiliarity(text)).toEqual(counts);
    expect(daleChallScore(text)).toBeCloseTo(score, 10);
  });

  it('is 0 for text without words, and rounds to one decimal for storage', () => {
    expect(daleChallScore('')).toBe(0);
    expect(unfamiliarWordShare(' … ')).toBe(0);
    expect(readingDifficulty(TEXTSTAT[1][0])).toBe(9.7);
    expect(unfamiliarWordShare(TEXTSTAT[1][0])).toBeCloseTo(4 / 11, 10);
  });

  it('scores jargon above plain words of the same length, which the Flesch-Kincaid grade does not', () => {
    const jargon = 'The desaturation index had high specificity.';
    const plain = 'The oxygen drop score was often right.';
    expect(daleChallScore(jargon)).toBeGreaterThan(daleChallScore(plain) + 3);
  });

  it("maps a score to the upper grade of Dale and Chall's band", () => {
    expect([4.9, 5, 6.5, 7.9, 8, 9.5, 12].map(daleChallGrade)).toEqual([4, 6, 8, 10, 12, 15, 16]);
  });
});

describe("Dale–Chall by Dale and Chall's own word rules (the shown reading level's count)", () => {
  it('counts regular inflections of listed words and numbers as familiar, where textstat does not', () => {
    for (const word of ['doctors', 'showed', 'walking', 'stopped', 'easier', 'quickly', 'ladies', "doctor's", '12', '3.5'])
      expect(isFamiliarByRules(word), word).toBe(true);
    for (const word of ['desaturation', 'specificity', 'ROC', 'cohort', 'placebo']) expect(isFamiliarByRules(word), word).toBe(false);
  });

  it('scores plain research wording lower than textstat, and jargon as high', () => {
    const plain = 'The people who walked every day showed lower blood sugar after 12 weeks.';
    expect(daleChallScoreByRules(plain)).toBeLessThan(daleChallScore(plain));
    const jargon = 'The desaturation index had a large area under the ROC curve. It was a predictor of a high specificity.';
    expect(daleChallScoreByRules(jargon)).toBeCloseTo(daleChallScore(jargon), 5);
    expect(daleChallScoreByRules('')).toBe(0);
  });
});
