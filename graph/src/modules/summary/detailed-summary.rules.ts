import { hasFindings, readSections, type SummarySection } from '../../text/abstract-structure.js';
import type { AbstractLanguage } from '../../text/language.js';
import { newGlossaryState } from '../../text/plain-language.js';
import { toPlainText, withoutMarkup } from '../../text/plain-text.js';
import { countWords, splitSentences } from '../../text/sentences.js';
import { describeStudyDesign, detectStudyDesign } from '../../text/study-design.js';
import { toThirdPerson } from '../../text/third-person.js';
import { foreignAbstractNote, NO_ABSTRACT_NOTE, PREPRINT_NOTE } from './local-summariser.service.js';
import type { SummaryInput } from './summariser.types.js';

/** How long a detailed summary runs, in words, and how much of it each part of the abstract may take. */
export const DETAILED_WORDS = { max: 260, methods: 70, results: 150, conclusions: 70 } as const;

/**
 * The detailed summary for clinicians and researchers, offline: what the plain level strips, kept. It opens with the
 * preprint note and the design sentence, then gives the abstract's own sentences on who was studied and what was
 * compared (the methods' opening), every result it can hold with its effect sizes, confidence intervals and p values
 * as written, and the authors' conclusion; only the authors' "we" becomes the third person, so every number is the
 * abstract's. An unstructured abstract gives its sentences after the first (the background), preferring those with
 * numbers. Pure and deterministic.
 */
export function summariseDetailed(input: SummaryInput, language: AbstractLanguage): string {
  const opening = input.isPreprint ? [PREPRINT_NOTE] : [];
  const sections = readSections(input.abstract, input.abstractSections).filter((section) => section.kind !== 'excluded');
  // A placeholder such as "N/a." is no abstract either.
  if (countWords(sections.map((section) => section.text).join(' ')) < 5) return [...opening, NO_ABSTRACT_NOTE].join(' ');
  if (language !== 'en') return [...opening, foreignAbstractNote(language)].join(' ');

  const design = describeStudyDesign(detectStudyDesign(toPlainText(input.title), sections), newGlossaryState());
  // The design sentence's explanation is for lay readers; a clinician needs only the design and its size.
  if (design !== null) opening.push(splitSentences(design)[0] ?? design);
  const body = hasFindings(sections) ? structuredBody(sections) : unstructuredBody(sections);
  const sentences = [...opening, ...body.map((sentence) => toThirdPerson(sentence))];
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const length = countWords(sentence);
    if (words + length > DETAILED_WORDS.max && kept.length > opening.length) break;
    kept.push(sentence);
    words += length;
  }
  return withoutMarkup(kept.join(' ')).replace(/\s+/g, ' ').trim();
}

function structuredBody(sections: readonly SummarySection[]): string[] {
  const of = (kind: SummarySection['kind']) =>
    sections.filter((section) => section.kind === kind).flatMap((section) => splitSentences(section.text));
  return [
    ...upTo(of('methods'), DETAILED_WORDS.methods),
    ...upTo(of('results'), DETAILED_WORDS.results),
    ...upTo(of('conclusions'), DETAILED_WORDS.conclusions),
  ];
}

function unstructuredBody(sections: readonly SummarySection[]): string[] {
  const all = sections.flatMap((section) => splitSentences(section.text));
  const after = all.length > 2 ? all.slice(1) : all;
  const budget = DETAILED_WORDS.methods + DETAILED_WORDS.results + DETAILED_WORDS.conclusions;
  // Sentences with numbers carry the findings; the last states the conclusion. Both are kept first, in order.
  const wanted = new Set([...after.filter((sentence) => /\d/.test(sentence)), after[after.length - 1]]);
  const chosen = new Set(upTo([...wanted], budget));
  let words = [...chosen].reduce((sum, sentence) => sum + countWords(sentence), 0);
  for (const sentence of after) {
    if (chosen.has(sentence) || words + countWords(sentence) > budget) continue;
    chosen.add(sentence);
    words += countWords(sentence);
  }
  return after.filter((sentence) => chosen.has(sentence));
}

/** The first sentences that fit in `budget` words (always at least one when there is one). */
function upTo(sentences: readonly string[], budget: number): string[] {
  const kept: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const length = countWords(sentence);
    if (kept.length > 0 && words + length > budget) break;
    kept.push(sentence);
    words += length;
  }
  return kept;
}
