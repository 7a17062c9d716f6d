import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingDifficulty, readingGrade } from './readability.js';
import { COLLEGE_LEVEL, daleChallFloor, describeReadingLevel, readingLevelOf, shownReadingLevel } from './reading-level.js';

// Short sentences, dense with terms a lay reader does not know: the Flesch-Kincaid grade alone calls this grade 6.
const JARGON = 'The desaturation index had a large area under the ROC curve. It was a predictor of a high specificity.';

// A plainly worded summary: short sentences of common words.
const PLAIN =
  'The people in this study who took the new pill had less pain than those who did not. Most of them felt better after a week, and few had side effects.';

// Longer sentences of mostly familiar words: the Dale–Chall band (9–10) agrees with the grade.
const PLAIN_LONGER =
  'Doctors wanted to know if walking after dinner helps people with high blood sugar. The people who walked for a short time after each meal had lower blood sugar the next morning than the people who sat down after eating, and they did not feel more tired.';

describe('readingLevelOf (docs/product/ai.md#reading-level)', () => {
  it('does not label short sentences of jargon grade 6, as the Flesch-Kincaid grade alone does', () => {
    expect(Math.round(readingGrade(JARGON))).toBe(6);
    expect(readingDifficulty(JARGON)).toBeGreaterThanOrEqual(9);
    expect(readingLevelOf(JARGON)).toBe(COLLEGE_LEVEL);
    expect(describeReadingLevel(readingLevelOf(JARGON))).toBe('college level');
  });

  it.each([
    [PLAIN, 4],
    [PLAIN_LONGER, 9],
  ])('keeps the Flesch-Kincaid grade of a plainly worded summary: "%s" reads at grade %s', (text, grade) => {
    expect(Math.round(readingGrade(text))).toBe(grade);
    expect(daleChallFloor(readingDifficulty(text))).toBeLessThanOrEqual(grade);
    expect(readingLevelOf(text)).toBe(grade);
    expect(describeReadingLevel(readingLevelOf(text))).toBe(`grade ${grade}`);
  });
});

describe('shownReadingLevel', () => {
  it.each([
    // [Flesch-Kincaid grade, Dale–Chall score, shown level]
    [7.6, 6.5, 8], // the grade lies in the band 7–8: kept
    [6.2, 12.1, COLLEGE_LEVEL], // jargon: the band is college
    [3.1, 5.5, 5], // below the band 5–6: its first grade
    [4.4, 6.9, 7],
    [8.4, 7, 9],
    [9.6, 8.9, 11],
    [2, 4.9, 2], // the band 4 and below raises nothing
    [-1.4, 0, 1], // never below grade 1
    [12.4, 8.5, 12],
    [12.5, 3, COLLEGE_LEVEL], // past grade 12 is college level
    [29.3, 15, COLLEGE_LEVEL],
  ])('shows grade %s with Dale–Chall %s as %s', (grade, difficulty, level) => {
    expect(shownReadingLevel(grade, difficulty)).toBe(level);
  });

  it('is the higher of the rounded grade and the band’s first grade, never past college level', () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 40, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), (grade, difficulty) => {
        const level = shownReadingLevel(grade, difficulty);
        const fleschKincaid = Math.max(1, Math.round(grade));
        expect(level).toBeGreaterThanOrEqual(Math.min(COLLEGE_LEVEL, fleschKincaid));
        expect(level).toBeGreaterThanOrEqual(daleChallFloor(difficulty));
        expect(level).toBeLessThanOrEqual(COLLEGE_LEVEL);
        expect([fleschKincaid, daleChallFloor(difficulty), COLLEGE_LEVEL]).toContain(level);
      }),
    );
  });

  it('maps Dale–Chall scores to the first grade of textstat’s bands', () => {
    expect([0, 4.9, 5, 5.9, 6, 6.9, 7, 7.9, 8, 8.9, 9, 11.6].map(daleChallFloor)).toEqual([1, 1, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13]);
  });
});

describe('describeReadingLevel', () => {
  it('words a school grade as "grade N" and anything past grade 12 as college level', () => {
    expect([1, 8, 12, 13, 16].map(describeReadingLevel)).toEqual(['grade 1', 'grade 8', 'grade 12', 'college level', 'college level']);
  });
});
