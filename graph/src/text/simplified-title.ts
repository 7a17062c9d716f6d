import { FAMILIAR_ACRONYMS } from './acronyms.js';
import { applyGlossary, capitalise } from './plain-language.js';
import { toPlainText } from './plain-text.js';
import { countWords } from './sentences.js';

/** The longest simplified title, in characters. */
export const MAX_TITLE_LENGTH = 100;

/** A part before a subtitle needs this many words to stand alone. */
const MIN_HEAD_WORDS = 3;
/** A shortened title keeps at least this many words. */
const MIN_SHORT_WORDS = 4;

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

// Phrases a title can lose from the end and still say who was studied and what was found: the setting, the method,
// the period. Each boundary is the start of a phrase that may be dropped; a closing participle ("… Discharged From the
// Emergency Department") goes with its phrase.
const PHRASE_BOUNDARY =
  /,\s+|\s+(?=(?:in|of|among|amongst|with|without|after|before|since|during|for|from|using|based on|via|across|at|over|through|within|by|between|on|under|and|versus|vs)\s)|\s+(?=\p{L}+ing\s)|\s+(?=\p{L}+ed\s+(?:from|with|in|at|to|by|for|after|on|under)\s)/giu;
// Setting phrases a title can lose from its middle: "… Care at Home for People With …", "… in a Rural District". Other
// "in …" phrases often say who or what was studied ("in Older Adults", "in the Statutory Health Insurance") and stay.
const SETTING_START = /^(?:,\s+)?(?:(?:at|during|over|using|via|through|based on)\s|(?:in|from)\s+(?:a|an)\s)/iu;
const METHOD_TAIL = /,?\s+(?:using|based on|via|by means of|through)\s+[^,]+$/iu;
const PERIOD_TAIL = /(?:,?\s+(?:in|from|during|over|between)\s+|,\s*)\d{4}(?:\s*(?:[-–]|and|to)\s*\d{4})?$/iu;

/**
 * A shorter, plainer title. Markup, translation brackets and trailing full stops go; a subtitle after ": " or " – " is
 * dropped when the part before has at least three words; parenthetical asides (abbreviation definitions, periods,
 * design notes) are removed; a closing "using …" method or a bare period ("in 2019–2021") is dropped; all-capitals titles
 * are put in sentence case (acronyms kept); jargon is replaced from the reviewed lay vocabulary. A title still over 100
 * characters loses phrases from its end at natural boundaries (", ", " in ", " among ", " with " …) until it fits: it
 * is never cut mid-phrase and never ends in an ellipsis. A title that is already plain comes back unchanged.
 */
export function simplifyTitle(title: string): string {
  let out = tidyTitle(title);
  out = dropSubtitle(out);
  out = out.replace(/\s*\([^()]*\)/g, '').replace(/\s*\[[^\]]*\]/g, '');
  out = out.replace(METHOD_TAIL, (tail) => (countWords(out) - countWords(tail) >= MIN_SHORT_WORDS ? '' : tail));
  out = out.replace(PERIOD_TAIL, '');
  if (isAllCapitals(out)) out = toSentenceCase(out);
  const titleCase = isTitleCase(out);
  const whole = join([applyGlossary(out, { titleCase })]);
  if (whole.length <= MAX_TITLE_LENGTH) return capitalise(whole);
  // A title to shorten is rewritten phrase by phrase, so that it never ends inside a replacement ("heart and blood vessel").
  return capitalise(fitPhrases(toPhrases(out).map((phrase) => applyGlossary(phrase, { titleCase }))));
}

/** A title the summariser cannot simplify (one not in English), tidied and brought within the length limit the same way. */
export function keepTitle(title: string): string {
  return fitPhrases(toPhrases(tidyTitle(title)));
}

/** The title as plain text on one line: markup and translation brackets removed, no trailing full stop. */
export function tidyTitle(title: string): string {
  const plain = toPlainText(title).replace(/\s+/g, ' ').trim();
  return unwrapTranslation(plain).replace(/[\s.]+$/, '');
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

/** Splits a title into phrases at the boundaries where a phrase may be dropped; joined, they give the title back. */
function toPhrases(title: string): string[] {
  const starts = [
    0,
    ...[...title.matchAll(PHRASE_BOUNDARY)].map((match) => match.index).filter((at) => at > 0 && !insideBrackets(title.slice(0, at))),
  ];
  return starts.map((start, index) => title.slice(start, starts[index + 1] ?? title.length));
}

/**
 * The phrases joined, within the length limit: whole when they fit; otherwise without the shortest setting phrase from
 * the middle whose removal is enough ("at Home", "in a Rural District"), so that who was studied stays; otherwise the
 * most leading phrases that fit. Never cut mid-phrase, never with an ellipsis.
 */
function fitPhrases(phrases: readonly string[]): string {
  const whole = join(phrases);
  if (whole.length <= MAX_TITLE_LENGTH) return whole;
  const middle = phrases
    .map((phrase, index) => ({ phrase, index }))
    .filter(({ phrase, index }) => index > 0 && index < phrases.length - 1 && SETTING_START.test(phrase.trimStart()))
    .map(({ index }) => join(phrases.filter((_, other) => other !== index)))
    .filter((shorter) => shorter.length <= MAX_TITLE_LENGTH)
    .sort((a, b) => b.length - a.length)[0];
  if (middle !== undefined) return middle;
  for (let count = phrases.length - 1; count >= 1; count -= 1) {
    const head = join(phrases.slice(0, count));
    if (head.length > MAX_TITLE_LENGTH || countWords(head) < MIN_SHORT_WORDS) continue;
    if (endsWithMinorWord(head) || /\p{L}(?:ed|ing)$/u.test(head)) continue;
    return head;
  }
  // No phrase boundary fits: keep whole words up to the limit, never ending on a minor word or with an ellipsis.
  const words = whole.slice(0, MAX_TITLE_LENGTH + 1).split(' ');
  words.pop();
  while (words.length > 1 && MINOR_WORDS.has(words[words.length - 1].toLowerCase().replace(/[^\p{L}]/gu, ''))) words.pop();
  return words.join(' ').replace(/[\s,;:–—-]+$/, '');
}

function join(phrases: readonly string[]): string {
  return phrases
    .join('')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:–—-]+$/, '')
    .trim();
}

function endsWithMinorWord(text: string): boolean {
  const last = text.split(' ').pop() ?? '';
  return MINOR_WORDS.has(last.toLowerCase().replace(/[^\p{L}]/gu, ''));
}

function insideBrackets(text: string): boolean {
  return (text.match(/[([]/g) ?? []).length > (text.match(/[)\]]/g) ?? []).length;
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
