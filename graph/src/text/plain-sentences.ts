import { capitalise } from './plain-language.js';
import { countWords } from './sentences.js';

/** Sentences at or below this many words are left whole. */
const SHORT_ENOUGH = 16;
/** Neither part of a split may be shorter than this, in words. */
const MIN_PART_WORDS = 5;

// Verbs that make a clause a sentence of its own: auxiliaries, and the third-person and past forms of the verbs common in
// research abstracts. Base forms are left out because most double as nouns ("support", "need", "use").
const AUXILIARIES = [
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'does',
  'did',
  'can',
  'could',
  'may',
  'might',
  'will',
  'would',
  'must',
];
const REGULAR_VERBS = (
  'show suggest indicate provide support reduce increase decrease improve lower raise occur differ decline persist predict ' +
  'report achieve identify affect emerge vary exceed include contribute explain tend double halve help need outperform depend ' +
  'match localize localise experience reach return regain complete develop live die recover respond value describe express ' +
  'enable allow offer result cause change remain appear seem receive require use fail lack prevent protect benefit worsen link ' +
  'relate associate correlate compare represent form play serve act work perform produce create reveal demonstrate confirm ' +
  'highlight underscore emphasise emphasize point warrant cost save shorten lengthen continue end extend limit restrict favour ' +
  'favor outweigh govern shape modulate regulate inhibit induce promote activate encode contain comprise consist involve ' +
  'influence impact determine attenuate mediate moderate account'
).split(' ');
// Base forms that are seldom nouns, for plural subjects ("the results suggest", "rates differ").
const BASE_FORMS =
  'suggest indicate underscore demonstrate confirm reveal provide remain appear seem differ occur exceed contribute predict ' +
  'explain emerge persist tend depend outperform reduce improve enable allow require contain involve include represent ' +
  'affect prevent protect worsen relate correlate compare';
const IRREGULAR_FORMS =
  'found made gave took saw came became led fell rose grew kept got underwent felt meant began drove bound went ran held brought ' +
  'thought knew stopped dropped slowed stops drops slows leads makes gives takes sees comes becomes falls rises grows keeps gets ' +
  'undergoes feels means begins drives binds goes runs holds brings';
const FINITE_VERB = new RegExp(
  String.raw`\b(?:${[...AUXILIARIES, ...REGULAR_VERBS.flatMap(verbForms), ...BASE_FORMS.split(' '), ...IRREGULAR_FORMS.split(' ')].join('|')})\b`,
  'i',
);

// "suggest" → "suggests", "suggested"; "vary" → "varies", "varied"; "reduce" → "reduces", "reduced".
function verbForms(verb: string): string[] {
  if (/[^aeiou]y$/.test(verb)) return [`${verb.slice(0, -1)}ies`, `${verb.slice(0, -1)}ied`];
  const third = /(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : `${verb}s`;
  return [third, verb.endsWith('e') ? `${verb}d` : `${verb}ed`];
}
const SUBJECT_START =
  /^(?:the|this|these|those|it|its|they|their|there|we|our|a|an|no|none|all|both|each|most|many|more|fewer|few|some|only|one|two|three|patients|participants|people|women|men|children|adults|rates?|risks?|levels?|scores?|use|treatment|\d[\d,.]*%?)\b/i;

// Words that cannot open a clause of its own: what follows them continues the sentence before.
const CONTINUATION =
  /^(?:not|also|only|even|in|at|on|for|with|without|to|by|from|as|than|because|when|if|that|which|who|whom|whose|of|into|after|before|during|under|over|across|between|among|within|via|per|either|neither)\b/i;

const OPENERS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^(?:in conclusion|in summary|to conclude|to summari[sz]e|overall|taken together|collectively|altogether|in this study|in the present study|in this paper|in this work|here|finally|importantly|notably),\s*/i,
    '',
  ],
  [/^it is (?:worth noting|important to note|noteworthy|notable) that\s+/i, ''],
  [/^(?:however|conversely|in contrast|by contrast|on the other hand),\s*/i, 'But '],
  [/^(?:therefore|thus|hence|consequently|accordingly),\s*/i, 'So '],
  [/^(?:nevertheless|nonetheless),\s*/i, 'Still, '],
  [/^(?:additionally|moreover|furthermore|in addition),\s*/i, 'Also, '],
  [/^a total of\s+/i, ''],
  [/^(?:in support of (?:these|this|our|the) (?:findings?|results?|hypothes[ie]s)|to our knowledge|as expected),\s*/i, ''],
  [/^as a result,\s*/i, 'So '],
];

const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/,?\s+respectively(?=[,.;:]|$)/gi, ''],
  [/\b(?:these|our|the) (?:findings|results|data) (suggest|indicate|show)(s?)\b/gi, 'the results $1$2'],
  [/\bthis study (suggests|shows|indicates)\b/gi, 'the study $1'],
];

// A participle that adds a consequence: "…, providing X" becomes "… . This provides X". Each maps to its base form.
const PARTICIPLES: Readonly<Record<string, string>> = {
  providing: 'provide',
  enabling: 'enable',
  highlighting: 'highlight',
  suggesting: 'suggest',
  indicating: 'indicate',
  supporting: 'support',
  underscoring: 'underscore',
  underlining: 'underline',
  emphasising: 'emphasise',
  emphasizing: 'emphasize',
  'leading to': 'lead to',
  'resulting in': 'result in',
  making: 'make',
  allowing: 'allow',
  offering: 'offer',
  reducing: 'reduce',
  improving: 'improve',
  increasing: 'increase',
  facilitating: 'facilitate',
  'paving the way for': 'pave the way for',
  'contributing to': 'contribute to',
  confirming: 'confirm',
  reflecting: 'reflect',
  demonstrating: 'demonstrate',
  showing: 'show',
  favouring: 'favour',
  favoring: 'favor',
  challenging: 'challenge',
  outperforming: 'outperform',
  exceeding: 'exceed',
};
const CONSEQUENCE = new RegExp(
  String.raw`,\s+(?:(thereby|thus|potentially|possibly|further|ultimately)\s+)?(${Object.keys(PARTICIPLES).join('|')})\s+`,
  'i',
);

/**
 * Rewrites one sentence of an abstract (statistics already removed, jargon already replaced) as one or more shorter
 * plain sentences: drops filler openings, "respectively" and closing lists of examples without numbers, turns "however"/"therefore" into "But"/"So", and splits
 * long sentences at semicolons, at contrasts (", whereas", ", but", "Although …, …"), before a closing ", which …"
 * or ", suggesting …", and at ", and" between two full clauses. A split is made only when both parts keep a verb.
 */
export function simplifySentence(sentence: string): string[] {
  let text = sentence.trim();
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return split(withoutExamples(text), 0)
    .map(finish)
    .filter((part) => countWords(part) > 0);
}

// Examples closing a long sentence (", such as …", ", including …", ", especially …") add words, not findings; a
// closing list that holds a number may be a finding ("including 2 deaths") and stays.
function withoutExamples(text: string): string {
  if (countWords(text) <= SHORT_ENOUGH) return text;
  const match = /,\s+(?:such as|including|especially|particularly|notably|mainly|mostly)\s+[^;:]*$/i.exec(text);
  if (match === null || /\d/.test(match[0]) || insideBrackets(text, match.index)) return text;
  const kept = text.slice(0, match.index);
  return isClause(kept) && countWords(kept) >= 8 ? `${kept}${/[.!?]$/.test(text) ? text.slice(-1) : ''}` : text;
}

function split(text: string, depth: number): string[] {
  const opened = open(text);
  if (depth > 4 || countWords(opened) <= SHORT_ENOUGH) return [opened];
  for (const rule of SPLITS) {
    const parts = rule(opened);
    if (parts !== null) return parts.flatMap((part) => split(part, depth + 1));
  }
  return [opened];
}

type SplitRule = (text: string) => [string, string] | null;

const SPLITS: readonly SplitRule[] = [
  (text) => splitAt(text, /;\s+(?!and\b|or\b)/g, ''),
  (text) => splitAt(text, /,\s+(?:whereas|while|but|although|though|yet)\s+/gi, 'But ', CONTINUATION, false),
  leadingConcession,
  leadingCause,
  (text) => splitAt(text, /,\s+(?:because|since)\s+/gi, 'This is because ', SUBJECT_START),
  (text) => splitAt(text, /\s+because\s+(?!of\b)/gi, 'This is because ', SUBJECT_START),
  consequence,
  (text) =>
    splitAt(
      text,
      /,\s+which\s+(?=(?:was|is|has|may|might|could|can|led|showed|suggests|suggested|reduced|increased|improved)\b)/gi,
      'This ',
    ),
  (text) => splitAt(text, /,\s+which\s+(?=(?:were|are|have)\b)/gi, 'These '),
  (text) => splitAt(text, /,?\s+and\s+that\s+/gi, 'Also, '),
  (text) => splitAt(text, /,\s+so\s+/gi, 'So ', SUBJECT_START),
  (text) => splitAt(text, /\s+but\s+/gi, 'But ', SUBJECT_START),
  (text) => splitAt(text, /:\s+/g, '', SUBJECT_START),
  (text) => splitAt(text, /,\s+and\s+/gi, '', SUBJECT_START),
  (text) => splitAt(text, /\s+and\s+(?=(?:the|this|these|those|their|its|our|there|it|they|we)\s)/gi, ''),
];

/**
 * Splits at the first match outside brackets whose two sides are both full clauses; `lead` opens the second. With
 * `start`, the second side must begin with it (or, when `startMatches` is false, must not).
 */
function splitAt(text: string, pattern: RegExp, lead: string, start?: RegExp, startMatches = true): [string, string] | null {
  for (const match of text.matchAll(pattern)) {
    if (insideBrackets(text, match.index)) continue;
    const first = text.slice(0, match.index);
    const second = text.slice(match.index + match[0].length);
    if (start !== undefined && start.test(second) !== startMatches) continue;
    if (isClause(first) && isClause(second)) return [first, lead + second];
  }
  return null;
}

function leadingConcession(text: string): [string, string] | null {
  const opening = /^(?:although|though|while|whereas)\s+/i.exec(text);
  if (opening === null) return null;
  const rest = text.slice(opening[0].length);
  for (const comma of rest.matchAll(/,\s+/g)) {
    if (insideBrackets(rest, comma.index)) continue;
    const first = rest.slice(0, comma.index);
    const second = rest.slice(comma.index + comma[0].length);
    // A leading subordinate clause is always followed by the main clause.
    if (isClause(first) && countWords(second) >= MIN_PART_WORDS && SUBJECT_START.test(second)) return [first, `But ${second}`];
  }
  return null;
}

// "Because X, Y." → "X. So Y."
function leadingCause(text: string): [string, string] | null {
  const opening = /^(?:because|since|as)\s+/i.exec(text);
  if (opening === null) return null;
  const rest = text.slice(opening[0].length);
  for (const comma of rest.matchAll(/,\s+/g)) {
    if (insideBrackets(rest, comma.index)) continue;
    const first = rest.slice(0, comma.index);
    const second = rest.slice(comma.index + comma[0].length);
    // A leading subordinate clause is always followed by the main clause.
    if (isClause(first) && countWords(second) >= MIN_PART_WORDS && SUBJECT_START.test(second)) return [first, `So ${second}`];
  }
  return null;
}

function consequence(text: string): [string, string] | null {
  const match = CONSEQUENCE.exec(text);
  if (match === null || insideBrackets(text, match.index)) return null;
  const first = text.slice(0, match.index);
  const rest = text.slice(match.index + match[0].length);
  if (!isClause(first) || countWords(rest) < 2) return null;
  const base = PARTICIPLES[match[2].toLowerCase()] ?? match[2];
  const hedged = match[1] !== undefined && /potentially|possibly/i.test(match[1]);
  return [first, `This ${hedged ? `could ${base}` : thirdPerson(base)} ${rest}`];
}

// "provide" → "provides", "lead to" → "leads to", "emphasise" → "emphasises".
function thirdPerson(base: string): string {
  const [verb, ...rest] = base.split(' ');
  return [`${verb}s`, ...rest].join(' ');
}

function isClause(text: string): boolean {
  return countWords(text) >= MIN_PART_WORDS && FINITE_VERB.test(text);
}

function insideBrackets(text: string, at: number): boolean {
  let depth = 0;
  for (const char of text.slice(0, at)) {
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
  }
  return depth > 0;
}

function open(text: string): string {
  let out = text.trim();
  for (const [pattern, replacement] of OPENERS) out = out.replace(pattern, replacement);
  return capitalise(out);
}

function finish(part: string): string {
  const text = part.trim().replace(/[,;:\s]+$/, '');
  if (text === '') return text;
  return capitalise(/[.!?]["'”’)]*$/.test(text) ? text : `${text}.`);
}
