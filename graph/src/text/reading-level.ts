import { daleChallScoreByRules, readingGrade } from './readability.js';

/** The level past the school grades: a text at 13 reads at college level. */
export const COLLEGE_LEVEL = 13;

/**
 * The first grade of the band a Dale–Chall score falls in, as textstat maps scores to grades: below 5 → grade 4 and
 * below (raises nothing), 5–5.9 → grades 5–6, 6–6.9 → 7–8, 7–7.9 → 9–10, 8–8.9 → 11–12, 9 and above → college.
 */
export function daleChallFloor(score: number): number {
  if (score < 5) return 1;
  if (score < 6) return 5;
  if (score < 7) return 7;
  if (score < 8) return 9;
  if (score < 9) return 11;
  return COLLEGE_LEVEL;
}

/**
 * The reading level shown to readers, from a text's Flesch-Kincaid grade and its Dale–Chall score (both to one decimal,
 * as stored): a school grade from 1 to 12, or `COLLEGE_LEVEL`. It is the Flesch-Kincaid grade rounded to a whole grade
 * (at least 1), unless that lies below the band the Dale–Chall score maps to, in which case it is the band's first
 * grade; anything past grade 12 is college level. The grade counts sentence and word length, the score counts
 * unfamiliar words, so jargon in short sentences ("The desaturation index had a large area under the ROC curve. It was
 * a predictor of a high specificity.", grade 6.1, score 9.1) reads at college level, while text whose words are as
 * plain as its sentences keeps its Flesch-Kincaid grade.
 */
export function shownReadingLevel(grade: number, difficulty: number): number {
  const fleschKincaid = Math.max(1, Math.round(grade));
  return Math.min(COLLEGE_LEVEL, Math.max(fleschKincaid, daleChallFloor(difficulty)));
}

/**
 * The reading level shown for a text (see `shownReadingLevel`): its Flesch-Kincaid grade, and its Dale–Chall score with
 * words counted by Dale and Chall's own rules (`daleChallScoreByRules`), so inflected forms of familiar words and
 * numbers do not push every summary of research to college level.
 */
export function readingLevelOf(text: string): number {
  return shownReadingLevel(readingGrade(text), daleChallScoreByRules(text));
}

/** The level as readers see it: "grade 8", or "college level" past grade 12. */
export function describeReadingLevel(level: number): string {
  return level >= COLLEGE_LEVEL ? 'college level' : `grade ${level}`;
}
