import type { AbstractSection } from '../modules/ingestion/article-draft.types.js';
import { cleanInline, cleanText, stripMarkup } from './markup.js';

// Words that make up the run-in headings of structured abstracts ("Methods and Findings", "Trial registration").
const HEADING_WORDS = new Set([
  'abstract',
  'added',
  'aim',
  'aims',
  'analyses',
  'analysis',
  'approach',
  'available',
  'background',
  'case',
  'clinical',
  'conclusion',
  'conclusions',
  'context',
  'criteria',
  'data',
  'description',
  'design',
  'discussion',
  'dissemination',
  'endpoints',
  'ethics',
  'evidence',
  'exposure',
  'exposures',
  'extraction',
  'finding',
  'findings',
  'funding',
  'goal',
  'goals',
  'highlights',
  'hypotheses',
  'hypothesis',
  'implications',
  'importance',
  'interpretation',
  'intervention',
  'interventions',
  'introduction',
  'key',
  'lay',
  'limitations',
  'main',
  'materials',
  'meaning',
  'measure',
  'measures',
  'method',
  'methodology',
  'methods',
  'number',
  'objective',
  'objectives',
  'outcome',
  'outcomes',
  'overview',
  'participants',
  'patients',
  'perspective',
  'perspectives',
  'points',
  'population',
  'practice',
  'presentation',
  'primary',
  'principal',
  'purpose',
  'question',
  'rationale',
  'registration',
  'relevance',
  'research',
  'result',
  'results',
  'review',
  'search',
  'secondary',
  'selection',
  'setting',
  'settings',
  'significance',
  'sources',
  'statistical',
  'strategy',
  'strengths',
  'study',
  'summary',
  'synthesis',
  'trial',
  'value',
  'all',
  'and',
  'before',
  'for',
  'in',
  'of',
  'or',
  'the',
  'this',
  'to',
  'with',
]);

const HEADING_CORE_WORDS = new Set([
  'abstract',
  'aim',
  'aims',
  'analysis',
  'background',
  'conclusion',
  'conclusions',
  'context',
  'design',
  'discussion',
  'evidence',
  'exposures',
  'findings',
  'funding',
  'highlights',
  'hypothesis',
  'implications',
  'importance',
  'interpretation',
  'interventions',
  'introduction',
  'limitations',
  'meaning',
  'measures',
  'method',
  'methodology',
  'methods',
  'objective',
  'objectives',
  'outcomes',
  'overview',
  'participants',
  'perspective',
  'presentation',
  'purpose',
  'question',
  'rationale',
  'registration',
  'relevance',
  'results',
  'setting',
  'significance',
  'strengths',
  'summary',
  'synthesis',
]);

const HEADING_STOP_WORDS = new Set(['all', 'and', 'before', 'for', 'in', 'of', 'or', 'the', 'this', 'to', 'with']);

function isHeadingPhrase(phrase: string): boolean {
  const words = phrase.split(' ');
  if (words.length > 7) return false;
  const lower = words.map((w) => w.toLowerCase());
  if (!lower.every((w) => HEADING_WORDS.has(w))) return false;
  if (HEADING_STOP_WORDS.has(lower[lower.length - 1])) return false;
  return lower.some((w) => HEADING_CORE_WORDS.has(w));
}

/**
 * Splits a run-in heading off the start of a plain-text paragraph (medRxiv, some DOAJ records), where the
 * heading is glued to the text ("BackgroundThe modified…", "Methods and FindingsA compartmental…",
 * "CLINICAL PERSPECTIVEO_ST_ABS…").
 * Returns null unless the prefix is made of known heading words followed by a capitalised word or a marker.
 */
export function splitRunInHeading(paragraph: string): { label: string; body: string } | null {
  const capitals = /^([A-Z]{2,}(?: [A-Z]{2,}){0,5})(?=O_[A-Z])/.exec(paragraph);
  if (capitals) return { label: capitals[1], body: paragraph.slice(capitals[1].length) };
  const glued = /^([A-Z][a-z]+(?: [A-Za-z][a-z]*){0,6}?)(?=[A-Z])/.exec(paragraph);
  if (!glued || !/[a-z]$/.test(glued[1]) || !isHeadingPhrase(glued[1])) return null;
  return { label: glued[1], body: paragraph.slice(glued[1].length) };
}

function appendParagraph(sections: AbstractSection[], label: string | null, text: string): void {
  const last = sections[sections.length - 1];
  if (label === null && last) {
    last.text = `${last.text}\n\n${text}`;
  } else {
    sections.push({ label, category: null, text });
  }
}

/**
 * Sections of blank-line paragraphs, each cleaned with `cleanParagraph`: a paragraph that opens with a run-in heading
 * starts a labelled section, and paragraphs without one continue the section before them.
 */
export function runInSections(text: string, cleanParagraph: (paragraph: string) => string): AbstractSection[] {
  const sections: AbstractSection[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const trimmed = paragraph.trim();
    const heading = splitRunInHeading(trimmed);
    const body = cleanParagraph(heading ? heading.body : trimmed);
    if (!body) continue;
    appendParagraph(sections, heading ? heading.label : null, body);
  }
  return sections;
}

/**
 * Sections of a plain-text abstract, split at blank-line paragraphs and glued run-in headings (see `runInSections`),
 * after the author preamble some journals put before the abstract is dropped (see `withoutAuthorPreamble`) and run-in
 * headings glued to the end of the sentence before them start paragraphs of their own ("pandemic.Materials and
 * methodsThis study" → "pandemic." and "Materials and methods" "This study").
 */
export function plainAbstractSections(text: string): AbstractSection[] {
  return runInSections(separateGluedHeadings(withoutAuthorPreamble(text)), cleanText);
}

// The first heading of the abstract proper, after a preamble: "Introduction:", "Purpose:", "Background and aim:".
const FIRST_HEADING =
  /(?:Introduction|Background|Purpose|Objectives?|Aims?|Context|Rationale|Importance)(?: and (?:aims?|objectives?|purpose))?\s*:/;

/**
 * Drops the authors, affiliations and correspondence address that some journals (Dove Press among them) put before
 * the abstract, glued to its first heading ("…, Email name@example.comIntroduction: …"): when a "Correspondence:"
 * line comes before the first heading, everything before that heading goes. Other text is returned unchanged.
 */
export function withoutAuthorPreamble(text: string): string {
  const correspondence = text.search(/Correspondence\s*:/);
  if (correspondence === -1 || correspondence > 3000) return text;
  const heading = FIRST_HEADING.exec(text.slice(correspondence));
  if (heading === null) return text;
  return text.slice(correspondence + heading.index);
}

function separateGluedHeadings(text: string): string {
  return text.replace(/([.!?])([A-Z][a-z]+(?: [A-Za-z][a-z]*){0,6}?)(?=[A-Z][a-z])/g, (match, stop: string, phrase: string) =>
    isHeadingPhrase(phrase) ? `${stop}\n\n${phrase}` : match,
  );
}

const MARKUP_HEADING = /<(h[1-6])\b[^>]*>([\s\S]*?)<\/\1\s*>|<(b|strong)\b[^>]*>([^<]{1,80}?)(:?)\s*<\/\3\s*>(\s*:)?/gi;

function headingLabel(raw: string): string {
  return cleanInline(raw).replace(/[\s:.]+$/, '');
}

/**
 * Splits marked-up abstract text into sections at heading markup: `<h1>`–`<h6>` elements, and bold run-in
 * labels that end in a colon (`<b>Background:</b> …`). Text before the first heading is an unlabelled section.
 */
export function markupAbstractSections(html: string): AbstractSection[] {
  const parts: { label: string | null; raw: string }[] = [{ label: null, raw: '' }];
  let index = 0;
  for (const match of html.matchAll(MARKUP_HEADING)) {
    const isHeadingElement = match[1] !== undefined;
    const isBoldLabel = !isHeadingElement && (match[5] === ':' || match[6] !== undefined);
    if (!isHeadingElement && !isBoldLabel) continue;
    const label = headingLabel(isHeadingElement ? match[2] : match[4]);
    if (!label || label.split(' ').length > 8) continue;
    parts[parts.length - 1].raw += html.slice(index, match.index);
    parts.push({ label, raw: '' });
    index = match.index + match[0].length;
  }
  parts[parts.length - 1].raw += html.slice(index);
  return parts.map(({ label, raw }) => ({ label, category: null, text: stripMarkup(raw) })).filter((section) => section.text !== '');
}

/**
 * Joins sections into the `abstract` string: labelled sections read "LABEL: text", and sections are
 * separated by a blank line.
 */
export function joinSections(sections: readonly AbstractSection[]): string {
  return sections
    .filter((section) => section.text !== '')
    .map((section) => (section.label ? `${section.label}: ${section.text}` : section.text))
    .join('\n\n');
}
