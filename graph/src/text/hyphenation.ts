import { readFileSync } from 'node:fs';

/** The American English hyphenation patterns (Knuth's plain TeX patterns as shipped with Hyphen and Pyphen; BSD-style licence, see data/README_hyph_en_US.txt). */
const PATTERNS_FILE = new URL('./data/hyph_en_US.dic', import.meta.url);

// Pyphen's defaults, which textstat uses: no break within two letters of either end of a word.
const LEFT_MIN = 2;
const RIGHT_MIN = 2;

interface Pattern {
  /** Where the values start, counted from the pattern's first character. */
  offset: number;
  values: number[];
}

interface PatternTable {
  patterns: Map<string, Pattern>;
  maxLength: number;
}

let table: PatternTable | null = null;

/**
 * Where Liang's algorithm may break a word, as Pyphen computes it with the same patterns: the positions (counted in
 * characters from the start) of every odd value, at least two characters from either end. `word` is lower-cased first.
 */
export function hyphenationPoints(word: string): number[] {
  const { patterns, maxLength } = loadPatterns();
  const letters = Array.from(`.${word.toLowerCase()}.`);
  const values = new Array<number>(letters.length + 1).fill(0);
  for (let i = 0; i < letters.length - 1; i += 1) {
    const stop = Math.min(i + maxLength, letters.length);
    for (let j = i + 1; j <= stop; j += 1) {
      const pattern = patterns.get(letters.slice(i, j).join(''));
      if (pattern === undefined) continue;
      pattern.values.forEach((value, k) => {
        const at = i + pattern.offset + k;
        if (value > values[at]) values[at] = value;
      });
    }
  }
  const length = letters.length - 2;
  const points: number[] = [];
  values.forEach((value, index) => {
    const point = index - 1;
    if (value % 2 === 1 && point >= LEFT_MIN && point <= length - RIGHT_MIN) points.push(point);
  });
  return points;
}

function loadPatterns(): PatternTable {
  if (table !== null) return table;
  const patterns = new Map<string, Pattern>();
  const lines = readFileSync(PATTERNS_FILE, 'utf8').split('\n').slice(1);
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || /^(?:%|#|LEFTHYPHENMIN|RIGHTHYPHENMIN|COMPOUNDLEFTHYPHENMIN|COMPOUNDRIGHTHYPHENMIN)/.test(line)) continue;
    const parsed = parsePattern(line);
    if (parsed !== null) patterns.set(parsed.key, parsed.pattern);
  }
  table = { patterns, maxLength: Math.max(...[...patterns.keys()].map((key) => Array.from(key).length)) };
  return table;
}

function parsePattern(line: string): { key: string; pattern: Pattern } | null {
  const letters: string[] = [];
  const values: number[] = [0];
  for (const char of line) {
    if (/[0-9]/.test(char)) values[values.length - 1] = Number(char);
    else {
      letters.push(char);
      values.push(0);
    }
  }
  if (Math.max(...values) === 0) return null;
  let start = 0;
  let end = values.length;
  while (values[start] === 0) start += 1;
  while (values[end - 1] === 0) end -= 1;
  return { key: letters.join(''), pattern: { offset: start, values: values.slice(start, end) } };
}
