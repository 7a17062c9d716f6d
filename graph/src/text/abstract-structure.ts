import type { AbstractSection } from '../modules/ingestion/article-draft.types.js';
import { toPlainText } from './plain-text.js';

/** The role a part of an abstract plays; `excluded` parts (trial registration, funding) are never summarised. */
export type SectionKind = 'background' | 'objective' | 'methods' | 'results' | 'conclusions' | 'other' | 'excluded';

/** One part of an abstract, as plain text, with the role its heading gives it. */
export interface SummarySection {
  kind: SectionKind;
  label: string | null;
  text: string;
}

/** Headings seen in structured abstracts, matched whole (a longer heading wins over its prefix). */
const ABSTRACT_HEADINGS: readonly string[] = [
  'background and hypothesis',
  'background and aims',
  'background and aim',
  'background and objectives',
  'background and objective',
  'background and purpose',
  'background',
  'introduction',
  'context',
  'rationale',
  'aims and objectives',
  'aims',
  'aim',
  'objectives',
  'objective',
  'purpose',
  'goals',
  'goal',
  'materials and methods',
  'patients and methods',
  'subjects and methods',
  'methods and findings',
  'methods and materials',
  'data and methods',
  'data sources',
  'study design',
  'design',
  'setting',
  'participants',
  'methodology',
  'methods',
  'method',
  'data',
  'measurements',
  'main outcome measures',
  'interventions',
  'principal findings',
  'main results',
  'study results',
  'results',
  'result',
  'findings',
  'conclusions and relevance',
  'conclusions',
  'conclusion',
  'interpretation',
  'significance',
  'implications',
  'discussion',
  'lay summary',
  'plain language summary',
  'key points',
  'importance',
  'clinical relevance',
  'trial registration',
  'registration',
  'funding',
  'highlights',
  'clinical perspective',
  'question',
  'meaning',
].sort((a, b) => b.length - a.length);

const HEADING_FORMS = ABSTRACT_HEADINGS.flatMap(headingForms).sort((a, b) => b.length - a.length);

/** Regular-expression alternation of every heading as written in abstracts ("Results", "RESULTS", "Lay Summary"). */
export const HEADING_ALTERNATION = HEADING_FORMS.map(escapeRegExp).join('|');

const AFTER_BREAK = String.raw`(?:^|(?<=[.!?)\]"”]\s*)|(?<=\n\s*))`;
const COLON_HEADING = new RegExp(String.raw`${AFTER_BREAK}(?:\(\d+\)\s*)?(${HEADING_ALTERNATION})\s*:\s*`, 'g');
// medRxiv runs its headings into the text: "BackgroundRheumatoid arthritis …", "…investigation.IMPORTANCETuberculosis …".
const RUN_IN_HEADING = new RegExp(String.raw`${AFTER_BREAK}(${HEADING_ALTERNATION})(?=\p{Lu}(?:\p{Ll}|\s))`, 'gu');
// An all-capitals line or run-in at the start of a paragraph ("CLINICAL PERSPECTIVE") is a heading too.
const CAPS_HEADING = /(?:^|(?<=\n))([A-Z]{2,}(?: [A-Z]{2,}){0,3})(?=[A-Z][a-z]|[ \t]*(?:\n|$))/g;
const SPACED_HEADING = new RegExp(String.raw`(?:^|(?<=[.!?]\s*))(${HEADING_ALTERNATION})\s+(?=\p{Lu})`, 'gu');
const LEADING_ABSTRACT = /^Abstract\b\s*[:.]?\s*(?=\p{Lu})/u;

interface HeadingMatch {
  start: number;
  end: number;
  label: string;
}

/**
 * The abstract's parts, as plain text with a role each. Sections the source labelled win; otherwise
 * headings are read from the text: "Results: …", run-in medRxiv headings, "<h4>" headings, and
 * "Background Text …" when the abstract opens that way. An abstract without headings is one `other` part.
 */
export function readSections(abstract: string, sections: readonly AbstractSection[]): SummarySection[] {
  const labelled = sections.some((section) => section.label !== null || section.category !== null);
  if (labelled) {
    return sections
      .map((section) => ({
        kind: classifySection(section.label, section.category),
        label: section.label,
        text: toPlainText(section.text),
      }))
      .filter((section) => section.text !== '');
  }
  const source = abstract.trim() !== '' ? abstract : sections.map((section) => section.text).join('\n\n');
  return parseHeadings(toPlainText(source).replace(LEADING_ABSTRACT, ''));
}

/** The role of a section, from NLM's category when given, else from the words of its label. */
export function classifySection(label: string | null, category: string | null): SectionKind {
  const byCategory = category === null ? undefined : KIND_BY_CATEGORY[category.toUpperCase()];
  if (byCategory !== undefined) return byCategory;
  if (label === null) return 'other';
  const words = label
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (/registration|funding|keywords|key words|conflict|disclosure|copyright/.test(words)) return 'excluded';
  if (/lay summary|plain language/.test(words)) return 'conclusions';
  if (/highlight|perspective|persepective|what is new/.test(words)) return 'other';
  if (/conclu|interpretation|significance|implication|key point|relevance|discussion|summary|meaning/.test(words)) {
    return 'conclusions';
  }
  if (/measure/.test(words)) return 'methods';
  if (/result|finding|outcome/.test(words)) return 'results';
  if (/method|design|setting|participant|material|data|intervention|procedure|patients|subjects|sample/.test(words)) {
    return 'methods';
  }
  if (/aim|objective|purpose|goal|question|hypothes/.test(words)) return 'objective';
  if (/background|introduction|context|rationale|importance/.test(words)) return 'background';
  return 'other';
}

/** True when some part of the abstract reports results or conclusions. */
export function hasFindings(sections: readonly SummarySection[]): boolean {
  return sections.some((section) => section.kind === 'results' || section.kind === 'conclusions');
}

const KIND_BY_CATEGORY: Readonly<Record<string, SectionKind>> = {
  BACKGROUND: 'background',
  OBJECTIVE: 'objective',
  METHODS: 'methods',
  RESULTS: 'results',
  CONCLUSIONS: 'conclusions',
};

function parseHeadings(text: string): SummarySection[] {
  const matches = [
    ...collect(text, COLON_HEADING),
    ...collect(text, RUN_IN_HEADING),
    ...collect(text, CAPS_HEADING),
    ...(opensWithSpacedHeading(text) ? collect(text, SPACED_HEADING) : []),
  ].sort((a, b) => a.start - b.start || b.end - a.end);

  const sections: SummarySection[] = [];
  let cursor = 0;
  let label: string | null = null;
  for (const match of matches) {
    if (match.start < cursor) continue;
    pushSection(sections, label, text.slice(cursor, match.start));
    label = match.label;
    cursor = match.end;
  }
  pushSection(sections, label, text.slice(cursor));
  return sections;
}

function collect(text: string, pattern: RegExp): HeadingMatch[] {
  const found: HeadingMatch[] = [];
  for (const match of text.matchAll(pattern)) {
    const label = match[1];
    if (!/^\p{Lu}/u.test(label)) continue;
    found.push({ start: match.index, end: match.index + match[0].length, label });
  }
  return found;
}

function opensWithSpacedHeading(text: string): boolean {
  SPACED_HEADING.lastIndex = 0;
  const first = SPACED_HEADING.exec(text);
  SPACED_HEADING.lastIndex = 0;
  return first !== null && first.index === 0;
}

function pushSection(sections: SummarySection[], label: string | null, raw: string): void {
  const text = raw.trim();
  if (text === '') return;
  sections.push({ kind: classifySection(label, null), label, text });
}

function headingForms(heading: string): string[] {
  const words = heading.split(' ');
  const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
  const minor = new Set(['and', 'of']);
  return [
    ...new Set([
      capitalise(heading),
      words.map((word) => (minor.has(word) ? word : capitalise(word))).join(' '),
      words.map(capitalise).join(' '),
      heading.toUpperCase(),
    ]),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
