import { readFileSync } from 'node:fs';
import { hyphenationPoints } from './hyphenation.js';

const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;
// textstat keeps the apostrophe of a contraction ("don't", "it's") and drops every other one.
const NON_CONTRACTION_APOSTROPHE = /'(?![tsd]|ve|ll|re)/g;
const PUNCTUATION = /[^\p{L}\p{N}_\s']/gu;
// textstat's sentence pattern, `\b[^.!?]+[.!?]*`, with a Unicode word boundary.
const SENTENCE = new RegExp(String.raw`(?:(?<=${WORD_CHAR})(?!${WORD_CHAR})|(?<!${WORD_CHAR})(?=${WORD_CHAR}))[^.!?]+[.!?]*`, 'gu');

/** The counts a Flesch-Kincaid grade is computed from. */
export interface ReadingCounts {
  words: number;
  sentences: number;
  syllables: number;
}

/**
 * The Flesch-Kincaid grade level of a text: 0.39 × words per sentence + 11.8 × syllables per word − 15.59, counted
 * exactly as textstat does with Pyphen syllables (see `countReading`); 0 for a text without words.
 */
export function fleschKincaidGrade(text: string): number {
  const { words, sentences, syllables } = countReading(text);
  if (words === 0 || sentences === 0 || syllables === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/** The grade rounded to one decimal, as it is stored and reported. */
export function readingGrade(text: string): number {
  return Math.round(fleschKincaidGrade(text) * 10) / 10;
}

/**
 * Counts words, sentences and syllables the way textstat does: punctuation (hyphens too) is removed before words are
 * split on white space, so "heart-attack" is one word and "5,023" one number; a sentence is a run of text up to `.`,
 * `!` or `?`, and runs of two words or fewer are not counted (at least one sentence in any text with words); a word's
 * syllables are its Pyphen hyphenation points plus one.
 */
export function countReading(text: string): ReadingCounts {
  const wordList = listWords(text);
  if (wordList.length === 0) return { words: 0, sentences: 0, syllables: 0 };
  const runs = text.match(SENTENCE) ?? [];
  const counted = runs.filter((run) => listWords(run).length > 2).length;
  const syllables = wordList.reduce((total, word) => total + hyphenationPoints(word.toLowerCase()).length + 1, 0);
  return { words: wordList.length, sentences: Math.max(1, counted), syllables };
}

function listWords(text: string): string[] {
  return text
    .replace(NON_CONTRACTION_APOSTROPHE, '')
    .replace(PUNCTUATION, '')
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** The Dale–Chall list of familiar words, as textstat ships it (data/dale-chall-familiar-words.txt). */
const FAMILIAR_WORDS_FILE = new URL('./data/dale-chall-familiar-words.txt', import.meta.url);

let familiarWords: ReadonlySet<string> | null = null;

function loadFamiliarWords(): ReadonlySet<string> {
  familiarWords ??= new Set(
    readFileSync(FAMILIAR_WORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return familiarWords;
}

/** The counts a Dale–Chall score is computed from. */
export interface FamiliarityCounts {
  words: number;
  sentences: number;
  /** Words not on the Dale–Chall list of familiar words, numbers and names included, as textstat counts them. */
  unfamiliar: number;
}

/**
 * Counts words, sentences and unfamiliar words the way textstat's Dale–Chall score does: words and sentences as for
 * the Flesch-Kincaid grade, and a word is unfamiliar when, lower-cased, it is not on the list of familiar words, as
 * written ("doctors" is unfamiliar although "doctor" is not; every number is unfamiliar), unless `isFamiliar` counts
 * otherwise (see `isFamiliarByRules`).
 */
export function countFamiliarity(
  text: string,
  isFamiliar: (word: string) => boolean = (word) => loadFamiliarWords().has(word.toLowerCase()),
): FamiliarityCounts {
  const wordList = listWords(text);
  if (wordList.length === 0) return { words: 0, sentences: 0, unfamiliar: 0 };
  const { sentences } = countReading(text);
  return { words: wordList.length, sentences, unfamiliar: wordList.filter((word) => !isFamiliar(word)).length };
}

// Regular endings a familiar word keeps familiar under Dale and Chall's own rules, each with what it replaces.
const REGULAR_ENDINGS: readonly (readonly [string, string])[] = [
  ['ies', 'y'],
  ['ied', 'y'],
  ['ier', 'y'],
  ['iest', 'y'],
  ['ily', 'y'],
  ['es', ''],
  ['s', ''],
  ['ed', ''],
  ['ed', 'e'],
  ['d', ''],
  ['ing', ''],
  ['ing', 'e'],
  ['er', ''],
  ['er', 'e'],
  ['est', ''],
  ['est', 'e'],
  ['ly', ''],
];

/**
 * Whether a word is familiar under Dale and Chall's own counting rules: on the list, a regular inflection or
 * comparison of a listed word ("doctors", "showed", "walking", "stopped", "easier", "quickly"), or a number.
 */
export function isFamiliarByRules(word: string): boolean {
  const familiar = loadFamiliarWords();
  const lower = word.toLowerCase().replace(/['’]s$/u, '');
  if (familiar.has(lower) || /\d/u.test(lower)) return true;
  return REGULAR_ENDINGS.some(([ending, replacement]) => {
    if (!lower.endsWith(ending) || lower.length <= ending.length + 1) return false;
    const stem = lower.slice(0, -ending.length);
    const base = stem + replacement;
    // A doubled final consonant before the ending ("stopped", "bigger") belongs to the ending.
    const undoubled = replacement === '' && /([b-df-hj-np-tv-z])\1$/u.test(stem) ? stem.slice(0, -1) : null;
    return familiar.has(base) || (undoubled !== null && familiar.has(undoubled));
  });
}

/**
 * The Dale–Chall score with words counted by Dale and Chall's own rules (see `isFamiliarByRules`) rather than as
 * textstat counts them: the score the reading level shown to readers uses, since textstat's count calls "doctors" and
 * every number unfamiliar. Same formula and bands as `daleChallScore`; 0 for a text without words.
 */
export function daleChallScoreByRules(text: string): number {
  return daleChallFormula(countFamiliarity(text, isFamiliarByRules));
}

/** The share (0–1) of a text's words that are not on the Dale–Chall list of familiar words; 0 for a text without words. */
export function unfamiliarWordShare(text: string): number {
  const { words, unfamiliar } = countFamiliarity(text);
  return words === 0 ? 0 : unfamiliar / words;
}

/**
 * The Dale–Chall readability score, as textstat computes it: 0.1579 × the percentage of unfamiliar words + 0.0496 ×
 * words per sentence, plus 3.6365 when more than 5% of the words are unfamiliar; 0 for a text without words. A score
 * of 4.9 or less reads at grade 4 or below, 5–5.9 at grades 5–6, 6–6.9 at 7–8, 7–7.9 at 9–10, 8–8.9 at 11–12 and 9 or
 * more at college level (see `daleChallGrade`).
 */
export function daleChallScore(text: string): number {
  return daleChallFormula(countFamiliarity(text));
}

/** Dale–Chall's formula over a text's counts; 0 for a text without words. */
function daleChallFormula({ words, sentences, unfamiliar }: FamiliarityCounts): number {
  if (words === 0) return 0;
  const percent = (100 * unfamiliar) / words;
  return 0.1579 * percent + 0.0496 * (words / sentences) + (percent > 5 ? 3.6365 : 0);
}

/** The Dale–Chall score rounded to one decimal, as it is stored and reported. */
export function readingDifficulty(text: string): number {
  return Math.round(daleChallScore(text) * 10) / 10;
}

/**
 * The school grade a Dale–Chall score stands for, the upper end of its band (Dale and Chall's table): up to 4.9 → 4,
 * 5–5.9 → 6, 6–6.9 → 8, 7–7.9 → 10, 8–8.9 → 12, 9–9.9 → 15 (college), 10 or more → 16.
 */
export function daleChallGrade(score: number): number {
  if (score < 5) return 4;
  if (score < 6) return 6;
  if (score < 7) return 8;
  if (score < 8) return 10;
  if (score < 9) return 12;
  if (score < 10) return 15;
  return 16;
}
