/** Tokens that end in a full stop without ending a sentence (compared in lower case). */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'e.g.',
  'i.e.',
  'al.',
  'vs.',
  'v.',
  'cf.',
  'ca.',
  'approx.',
  'viz.',
  'dr.',
  'drs.',
  'mr.',
  'mrs.',
  'ms.',
  'prof.',
  'st.',
  'jr.',
  'sr.',
  'fig.',
  'figs.',
  'tab.',
  'eq.',
  'eqs.',
  'ref.',
  'refs.',
  'no.',
  'nos.',
  'vol.',
  'pp.',
  'p.',
  'inc.',
  'ltd.',
  'co.',
  'corp.',
  'dept.',
  'univ.',
  'resp.',
  'incl.',
  'spp.',
  'sp.',
  'var.',
  'subsp.',
  'ed.',
  'eds.',
]);

// A single capital before a full stop is usually an initial or a genus ("M. tuberculosis"), unless a word
// such as "vitamin" or "type" shows it names a thing and may well end the sentence.
const LETTER_NAMERS = /\b(?:vitamin|type|group|grade|stage|phase|class|hepatitis|arm|cohort|site|wave|appendix)$/i;

const BOUNDARY = /[.!?]+["'”’)\]]*(?=\s+["'“‘([]?[A-Z0-9])|[.!?](?=[A-Z][a-z])/g;

/**
 * Splits plain text into sentences. Blank lines always end a sentence; inside a paragraph a sentence
 * ends at `.`, `!` or `?` followed by a capital letter or a digit, except after abbreviations ("e.g.",
 * "et al.", "vs.", "Fig."), initials ("M. tuberculosis") and broken decimals ("P>0. 05").
 * Decimals such as `0.51` never split because no space follows the point. Runs of white space,
 * including no-break and thin spaces, become one plain space.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    if (flat === '') continue;
    let start = 0;
    for (const match of flat.matchAll(BOUNDARY)) {
      const end = match.index + match[0].length;
      if (!endsSentence(flat, match.index, end)) continue;
      pushSentence(sentences, flat.slice(start, end));
      start = end;
    }
    pushSentence(sentences, flat.slice(start));
  }
  return sentences;
}

/** Counts words: runs of non-space characters that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function pushSentence(sentences: string[], raw: string): void {
  const sentence = raw.trim();
  if (/[\p{L}\p{N}]/u.test(sentence)) sentences.push(sentence);
}

function endsSentence(text: string, markAt: number, end: number): boolean {
  if (text[markAt] !== '.') return true;
  const before = text.slice(0, markAt + 1);
  const token = (/(\S+)$/.exec(before)?.[1] ?? '').replace(/^["'“‘([]+/, '');
  if (ABBREVIATIONS.has(token.toLowerCase())) return false;
  const lastWord = /(\p{L}+)\.$/u.exec(token)?.[1] ?? '';
  if (/^\p{Lu}$/u.test(lastWord)) return LETTER_NAMERS.test(before.slice(0, -lastWord.length - 1).trimEnd());
  if (/(?:^|[^\d.,])0\.$/.test(token) && /^\s*\d/.test(text.slice(end))) return false;
  return true;
}
