import type { SummarySection } from './abstract-structure.js';
import type { GlossaryState } from './plain-language.js';
import { splitSentences } from './sentences.js';
import { GROUP_NOUNS, PEOPLE_UNITS, REVIEW_UNITS } from './study-units.js';

/** A kind of study, as the abstract or title names it. */
export interface StudyType {
  /** Plain name used in the summary, e.g. "cohort study". */
  label: string;
  /** One short plain sentence on what the design means, given the first time. */
  explanation?: string;
  /** Glossary key that the explanation uses up, so later sentences do not repeat it. */
  glossaryKey?: string;
  /** Reviews count studies, not people. */
  review: boolean;
  /** Case reports describe one or a few patients; no size is given. */
  sized: boolean;
}

/** How many people (or, for a review, studies) a paper covered. */
export interface StudySize {
  count: number;
  unit: string;
}

/** What the abstract says about its own design; either part may be missing. */
export interface StudyDesign {
  type: StudyType | null;
  size: StudySize | null;
}

interface TypeRule {
  pattern: RegExp;
  type: StudyType;
}

// "randomised trial" with up to four descriptive words between ("randomized, double-blind, vehicle-controlled phase 3 trial").
const TRIAL = String.raw`randomi[sz]ed,? (?:[a-z0-9-]+,? ){0,4}?trial|\bRCT\b`;

const TYPE_RULES: readonly TypeRule[] = [
  rule(String.raw`systematic review and meta-?analysis`, {
    label: 'systematic review and meta-analysis',
    explanation: 'It gathered the earlier studies on the question and pooled their results.',
    glossaryKey: 'meta-analysis',
    review: true,
  }),
  rule(String.raw`meta-?analysis`, {
    label: 'meta-analysis',
    explanation: 'A meta-analysis pools the results of earlier studies.',
    glossaryKey: 'meta-analysis',
    review: true,
  }),
  rule(String.raw`systematic review`, {
    label: 'systematic review',
    explanation: 'A systematic review gathers all the earlier studies on a question.',
    review: true,
  }),
  rule(String.raw`scoping review`, {
    label: 'scoping review',
    explanation: 'A scoping review maps the research done on a topic.',
    review: true,
  }),
  rule(TRIAL, {
    label: 'randomised trial',
    explanation: 'In a randomised trial, people are put into groups by chance.',
    glossaryKey: 'randomised trial',
  }),
  rule(String.raw`case[- –]control study`, {
    label: 'case-control study',
    explanation: 'It compared people who had a condition with people who did not.',
  }),
  rule(String.raw`cohort study`, { label: 'cohort study', explanation: 'A cohort study follows a group of people over time.' }),
  rule(String.raw`cross[- ]sectional(?:,? (?:and )?[\w-]+){0,3}? (?:study|survey|design|analysis)`, {
    label: 'cross-sectional study',
    explanation: 'It looked at one point in time.',
  }),
  rule(String.raw`case series`, {
    label: 'case series',
    explanation: 'It describes several patients with the same problem.',
    sized: false,
  }),
  rule(String.raw`case report`, {
    label: 'case report',
    explanation: 'It describes the care of one patient, or a few, in detail.',
    sized: false,
  }),
  rule(String.raw`qualitative (?:[\w-]+ ){0,2}study`, {
    label: 'qualitative study',
    explanation: "It explored people's views and experiences in their own words.",
  }),
  rule(String.raw`modell?ing study`, {
    label: 'modelling study',
    explanation: 'It used a computer model to estimate what could happen.',
    sized: false,
  }),
];

// Words just before a design name that show it is not this paper's design ("a need for a randomised trial").
const NOT_THIS_STUDY =
  /\b(?:previous|prior|earlier|future|further|larger|planned|need|needs|needed|should|would|could|from|with|within|nested|secondary|post-hoc|unlike|than|other|for|before|like|into|existing|published|included|such)\b\W+(?:\S+\s+){0,3}\S*$/i;
const THIS_STUDY = /\b(?:this|our|a|an|the present|the current)\b\W+(?:\S+\s+){0,3}\S*$/i;
const DESIGN_VERB = /^[\s,]*(?:\w+\s+){0,2}?(?:was|were)\s+(?:conducted|performed|carried out|undertaken|designed|done)/i;

const SMALL_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORD_NUMBER = String.raw`(?:(?:${SMALL_NUMBERS.slice(1, 10).join('|')})[ -]hundred(?:[ -](?:and[ -])?)?)?(?:(?:${TENS.slice(2).join('|')})(?:[ -](?:${SMALL_NUMBERS.slice(1, 10).join('|')}))?|${SMALL_NUMBERS.slice(2).reverse().join('|')})|(?:${SMALL_NUMBERS.slice(1, 10).join('|')})[ -]hundred`;
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+|${WORD_NUMBER})`;
const ADJECTIVES = String.raw`((?:(?!(?:of|in|at|from|with|and|or|to|per|the|a|an|each|were|was|had|who|that|which|for)\b)[\p{L}][\p{L}\-']*\s+){0,3}?)`;
// Cases and controls are counted only to notice sentences that list several groups.
const UNIT_NAMES = [...Object.keys(PEOPLE_UNITS), ...Object.keys(REVIEW_UNITS), 'cases', 'controls']
  .sort((a, b) => b.length - a.length)
  .join('|');
const COUNT_OF = new RegExp(String.raw`(?<![\p{L}\p{N}.,\-/])${NUMBER}\s+${ADJECTIVES}(${UNIT_NAMES})\b(?!\s+(?:in each|per)\b)`, 'giu');
const CASES_AND_CONTROLS = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,\-/])${NUMBER}\s+${ADJECTIVES}(?:cases|patients)\s+and\s+${NUMBER}\s+${ADJECTIVES}controls\b`,
  'iu',
);
const N_EQUALS = new RegExp(String.raw`\b(${Object.keys(GROUP_NOUNS).join('|')})\s*\(\s*[nN]\s*=\s*(\d{1,3}(?:,\d{3})+|\d+)\s*\)`, 'iu');
const SIZE_TRIGGER =
  /\b(?:included|includes|include|including|enrolled|recruited|participated|took part|comprised|comprising|comprises|total of|sample of|data (?:from|on|of)|analy[sz]ed|studied|surveyed|interviewed|involving|involved|selected|identified|eligible|of the)\b/i;

/** Reads the study's design from its title and abstract: the title is trusted first, then the abstract. */
export function detectStudyDesign(title: string, sections: readonly SummarySection[]): StudyDesign {
  const type = findType([title], false) ?? findType(sectionSentences(sections), true);
  const size = type?.sized === false ? null : findSize(sections, type);
  return { type, size };
}

/**
 * Short plain sentences about the design: who was studied and how many ("This was a cohort study of 1,234 adults."),
 * then what the design means ("A cohort study follows a group of people over time."); null when the abstract names
 * neither. A design is explained once per summary: the glossary will not explain it again.
 */
export function describeStudyDesign(design: StudyDesign, state: GlossaryState): string | null {
  const { type, size } = design;
  const sizeText = size === null ? '' : `${formatCount(size.count)} ${size.unit}`;
  if (type === null) return size === null ? null : `The study looked at ${sizeText}.`;
  const article = /^[aeiou]/i.test(type.label) ? 'an' : 'a';
  const sentence = size === null ? `This was ${article} ${type.label}.` : `This was ${article} ${type.label} of ${sizeText}.`;
  if (type.explanation === undefined) return sentence;
  const key = type.glossaryKey ?? type.label;
  if (state.explained.has(key)) return sentence;
  state.explained.add(key);
  return `${sentence} ${type.explanation}`;
}

/** Writes a count with thousands separators ("5023" → "5,023"). */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Reads "1,234", "5023", "Seventy-two" or "three hundred ninety-two" as a number; NaN when it is none of these. */
function parseCount(text: string): number {
  const digits = text.replace(/,/g, '');
  if (/^\d+$/.test(digits)) return Number(digits);
  let total = 0;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and') continue;
    const small = SMALL_NUMBERS.indexOf(word);
    const tens = TENS.indexOf(word);
    if (small >= 0) total += small;
    else if (tens >= 2) total += tens * 10;
    else if (word === 'hundred') total *= 100;
    else return Number.NaN;
  }
  return total;
}

function rule(pattern: string, type: Partial<StudyType> & { label: string }): TypeRule {
  return {
    pattern: new RegExp(pattern, 'gi'),
    type: { review: false, sized: true, ...type },
  };
}

function findType(sentences: readonly string[], needsContext: boolean): StudyType | null {
  for (const { pattern, type } of TYPE_RULES) {
    for (const sentence of sentences) {
      for (const match of sentence.matchAll(pattern)) {
        // Only the clause the name sits in counts: "… with Obesity: A Randomized Trial" is a trial.
        const before =
          sentence
            .slice(Math.max(0, match.index - 60), match.index)
            .split(/[:;(.]|\s[-–—]\s/)
            .pop() ?? '';
        const after = sentence.slice(match.index + match[0].length);
        if (NOT_THIS_STUDY.test(before)) continue;
        if (needsContext && !THIS_STUDY.test(before) && !DESIGN_VERB.test(after)) continue;
        return type;
      }
    }
  }
  return null;
}

function findSize(sections: readonly SummarySection[], type: StudyType | null): StudySize | null {
  const units = type?.review === true ? REVIEW_UNITS : PEOPLE_UNITS;
  for (const section of sections) {
    if (section.kind === 'excluded') continue;
    for (const sentence of splitSentences(section.text)) {
      // Only a count given while describing who (or what) was studied is the study's size; others may be subgroups.
      if (section.kind !== 'methods' && !SIZE_TRIGGER.test(sentence)) continue;
      const size = sizeIn(sentence, units, type?.review === true);
      if (size !== null) return size;
    }
  }
  return null;
}

function sizeIn(sentence: string, units: Readonly<Record<string, string>>, review: boolean): StudySize | null {
  if (!review) {
    const pair = CASES_AND_CONTROLS.exec(sentence);
    if (pair !== null) {
      const total = parseCount(pair[1]) + parseCount(pair[3]);
      if (Number.isFinite(total)) return { count: total, unit: 'people' };
    }
    const grouped = N_EQUALS.exec(sentence);
    if (grouped !== null) {
      const count = parseCount(grouped[2]);
      if (count >= 2) return { count, unit: GROUP_NOUNS[grouped[1].toLowerCase()] ?? 'people' };
    }
  }
  const counts = [...sentence.matchAll(COUNT_OF)];
  // Several counts in one sentence describe groups, not the whole study.
  if (counts.length !== 1) return null;
  const [match] = counts;
  // "70 FEP, 40 CHR and 41 healthy participants": a count at the end of a list is one group of several.
  if (/\d\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*(?:,|\band\b)\s*(?:and\s+)?$/u.test(sentence.slice(Math.max(0, match.index - 40), match.index))) {
    return null;
  }
  const unit = units[match[3].toLowerCase()];
  const count = parseCount(match[1]);
  return unit !== undefined && Number.isFinite(count) && count >= 2 ? { count, unit } : null;
}

function sectionSentences(sections: readonly SummarySection[]): string[] {
  return sections.filter((section) => section.kind !== 'excluded').flatMap((section) => splitSentences(section.text));
}
