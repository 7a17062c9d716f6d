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
