import { splitSentences } from './sentences.js';

/** What the number check found in one summary. */
export interface NumberCheck {
  /** True when every number in the summary can be traced to the paper. */
  traceable: boolean;
  /** The numbers that cannot, as the summary writes them. */
  untraceable: string[];
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TEENS = ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1_000, million: 1_000_000 };
const WORD_VALUES: ReadonlyMap<string, number> = new Map([
  ...UNITS.map((word, index) => [word, index] as const),
  ...TEENS.map((word, index) => [word, index + 13] as const),
  ...TENS.map((word, index) => [word, (index + 2) * 10] as const),
]);

const DIGITS = /(?<![\p{N}])\d+(?:,\d{3})*(?:\.\d+)?/gu;
const WORD = /[\p{L}]+/gu;
// Sums of at most this many figures from one sentence count as derived ("301 cases and 314 controls" → 615 people).
const MAX_ADDENDS = 4;

/** A number as a text states it. */
export interface FoundNumber {
  text: string;
  value: number;
  /** Where it starts in the text. */
  at: number;
  /** Followed by a per cent sign. */
  percent: boolean;
}

/**
 * Checks that every number in a summary can be traced to the paper's title and abstract: written the same way or
 * differently ("5023" as "5,023", "seventy-two" as "72"), or the exact sum of whole numbers stated in one sentence of
 * the abstract (up to four of them, for groups added up). "one" as a word is not counted, since it is as often a
 * pronoun as a number. Reads only.
 */
export function checkNumbers(summary: string, source: string): NumberCheck {
  const known = knownValues(source);
  const untraceable = findNumbers(summary, false)
    .filter((number) => !known.has(keyOf(number.value)))
    .map((number) => number.text);
  return { traceable: untraceable.length === 0, untraceable: [...new Set(untraceable)] };
}

/** Every number a text states, in order: figures, and numbers written as words (with "one" when `countOne`). */
export function findNumbers(text: string, countOne: boolean): FoundNumber[] {
  const found: FoundNumber[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const percent = /^\s?%/.test(text.slice(match.index + match[0].length));
    found.push({ text: match[0], value: Number(match[0].replace(/,/g, '')), at: match.index, percent });
  }
  for (const phrase of numberPhrases(text)) {
    if (!countOne && phrase.value === 1 && /^one$/i.test(phrase.text)) continue;
    const percent = /^\s?(?:%|per ?cent)/i.test(text.slice(phrase.at + phrase.text.length));
    found.push({ ...phrase, percent });
  }
  return found.sort((a, b) => a.at - b.at);
}

function knownValues(source: string): Set<string> {
  const known = new Set<string>();
  for (const number of findNumbers(source, true)) known.add(keyOf(number.value));
  for (const sentence of splitSentences(source)) {
    const wholes = findNumbers(sentence, true)
      .filter((number) => Number.isInteger(number.value) && !number.percent)
      .map((number) => number.value);
    addSums(wholes, known);
  }
  return known;
}

function addSums(values: readonly number[], known: Set<string>): void {
  const visit = (start: number, count: number, total: number): void => {
    if (count >= 2) known.add(keyOf(total));
    if (count === MAX_ADDENDS) return;
    for (let index = start; index < values.length; index += 1) visit(index + 1, count + 1, total + values[index]);
  };
  visit(0, 0, 0);
}

function keyOf(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

interface Phrase {
  at: number;
  text: string;
  value: number;
}

/** Runs of number words ("Two hundred twenty two", "seventy-two", "three hundred and five") with their values. */
function numberPhrases(text: string): Phrase[] {
  const phrases: Phrase[] = [];
  let run: { start: number; end: number; words: string[] } | null = null;
  const close = (): void => {
    if (run === null) return;
    while (run.words.length > 0 && run.words[run.words.length - 1] === 'and') run.words.pop();
    const value = valueOf(run.words);
    if (value !== null) phrases.push({ at: run.start, text: text.slice(run.start, run.end).replace(/[\s-]+and$/i, ''), value });
    run = null;
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    const isNumber = WORD_VALUES.has(word) || word in SCALES;
    const joins = run !== null && /^[\s-]*$/.test(text.slice(run.end, match.index));
    if ((isNumber || (word === 'and' && run !== null)) && (run === null || joins)) {
      if (run === null) run = { start: match.index, end: match.index, words: [] };
      run.words.push(word);
      run.end = match.index + match[0].length;
      continue;
    }
    close();
    if (isNumber) run = { start: match.index, end: match.index + match[0].length, words: [word] };
  }
  close();
  return phrases;
}

function valueOf(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (word === 'and') continue;
    const scale = SCALES[word];
    if (scale === 100) current = (current || 1) * 100;
    else if (scale !== undefined) {
      total += (current || 1) * scale;
      current = 0;
    } else current += WORD_VALUES.get(word) ?? 0;
    seen = true;
  }
  return seen ? total + current : null;
}
