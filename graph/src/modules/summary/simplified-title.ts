import { FAMILIAR_ACRONYMS, isAbbreviationLike } from './acronyms.js';
import { applyGlossary, capitalise } from './plain-language.js';
import { toPlainText } from './plain-text.js';
import { countWords } from './sentences.js';

/** The longest simplified title, in characters. */
export const MAX_TITLE_LENGTH = 110;

/** A part before a subtitle needs this many words to stand alone. */
const MIN_HEAD_WORDS = 4;

const MINOR_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'versus',
  'vs',
]);

/**
 * A shorter, plainer title: plain text, translation brackets and trailing full stops removed, a subtitle
 * after ": " or " – " dropped when the part before has at least four words, abbreviation definitions
 * such as "(ENSRS)" removed, the glossary applied, all-capitals titles put in sentence case (acronyms
 * such as COVID-19 kept), and at most 110 characters, cut at a word boundary.
 */
export function simplifyTitle(title: string): string {
  let out = toPlainText(title).replace(/\s+/g, ' ').trim();
  out = unwrapTranslation(out);
  out = out.replace(/[\s.]+$/, '');
  out = dropSubtitle(out);
  out = out.replace(/\s*\(([^()]*)\)/g, (whole, content: string) => (isDefinition(content) ? '' : whole));
  if (isAllCapitals(out)) out = toSentenceCase(out);
  out = applyGlossary(out, { titleCase: isTitleCase(out) });
  out = capitalise(
    out
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return shorten(out, MAX_TITLE_LENGTH);
}

function unwrapTranslation(title: string): string {
  // PubMed puts English translations of foreign-language titles in square brackets.
  const wrapped = /^\[(.+)\][.\s]*$/.exec(title);
  if (wrapped !== null) return wrapped[1].trim();
  return title.replace(/\s*\[[^\]]*\][.\s]*$/, '');
}

function dropSubtitle(title: string): string {
  const separator = /:\s+|\s+[-–—]\s+(?=\p{Lu})/u.exec(title);
  if (separator === null) return title;
  const head = title.slice(0, separator.index).trim();
  return countWords(head) >= MIN_HEAD_WORDS ? head : title;
}

function isDefinition(content: string): boolean {
  const segments = content.split(/\s*[;,]\s*/);
  return segments.length > 0 && segments.every((segment) => isAbbreviationLike(segment));
}

function isAllCapitals(title: string): boolean {
  const letters = title.replace(/[^\p{L}]/gu, '');
  return countWords(title) >= 3 && letters.length > 0 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

function isTitleCase(title: string): boolean {
  const words = title.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !MINOR_WORDS.has(word.toLowerCase()));
  if (words.length < 3) return false;
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return capitalised / words.length >= 0.8;
}

function toSentenceCase(title: string): string {
  const lowered = title
    .split(' ')
    .map((word) => (FAMILIAR_ACRONYMS.has(word.replace(/[^\p{L}\p{N}-]/gu, '')) || /\d/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return capitalise(lowered);
}

function shorten(title: string, limit: number): string {
  if (title.length <= limit) return title;
  const words = title.slice(0, limit).split(' ');
  words.pop();
  while (words.length > 1 && MINOR_WORDS.has(words[words.length - 1].toLowerCase().replace(/[^\p{L}]/gu, ''))) words.pop();
  return `${words.join(' ').replace(/[\s,;:–—-]+$/, '')}…`;
}
