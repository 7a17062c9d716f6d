import { hasFindings, readSections, type SummarySection } from './abstract-structure.js';
import { expandAcronyms, findAcronyms, type AcronymMap } from './acronyms.js';
import { applyGlossary, newGlossaryState, type GlossaryState } from './plain-language.js';
import { toPlainText, withoutMarkup } from './plain-text.js';
import { selectSentences, type Candidate } from './sentence-selection.js';
import { stripAsides, symbolsToWords, tidyPunctuation } from './sentence-tidy.js';
import { countWords, splitSentences } from './sentences.js';
import { simplifyTitle } from './simplified-title.js';
import { describeStudyDesign, detectStudyDesign, formatCount } from './study-design.js';
import type { Summariser, SummaryInput, SummaryResult } from './summariser.js';

/** The opening sentence of every preprint's summary. */
export const PREPRINT_NOTE = 'This preprint has not yet been peer reviewed.';

/** The summary of a paper without an abstract: it says so and sends the reader to the paper itself. */
export const NO_ABSTRACT_NOTE =
  'No abstract is available for this paper, so its original title is the best guide to what it is about. For the methods and findings, see the full paper at its source.';

/** Summary length bounds, in words, including the preprint and design sentences. */
export const SUMMARY_WORDS = { min: 60, target: 80, max: 130 } as const;

const MAX_CONTENT_SENTENCES = 4;

/**
 * An offline, deterministic summariser: it picks the abstract's results and conclusions (or, for an
 * unstructured abstract, its best-scoring sentences), strips statistics and abbreviation definitions,
 * rewrites jargon from a small glossary, and opens with a preprint note and a sentence on the study's
 * design when the abstract gives one. Same input, same output.
 */
export class LocalSummariser implements Summariser {
  readonly provider = 'local';
  readonly model = 'extractive-v1';

  summarise(input: SummaryInput): Promise<SummaryResult> {
    return Promise.resolve({
      simplifiedTitle: simplifyTitle(input.title),
      summary: summariseAbstract(input),
      provider: this.provider,
      model: this.model,
    });
  }
}

/** The plain-language summary text for one paper (see `LocalSummariser`). */
export function summariseAbstract(input: SummaryInput): string {
  const opening = input.isPreprint ? [PREPRINT_NOTE] : [];
  const sections = readSections(input.abstract, input.abstractSections);
  const candidates = toCandidates(sections);
  if (candidates.length === 0) return [...opening, NO_ABSTRACT_NOTE].join(' ');

  const state = newGlossaryState();
  const title = toPlainText(input.title);
  const design = detectStudyDesign(title, sections);
  const designSentence = describeStudyDesign(design, state);
  if (designSentence !== null) opening.push(designSentence);
  const sizeMentions = design.size === null ? [] : [String(design.size.count), formatCount(design.size.count)];

  const acronyms = findAcronyms([...sections.map((section) => section.text), title]);
  const measured = candidates.map((candidate) => ({
    ...candidate,
    words: countWords(rewrite(candidate.raw, acronyms, undefined)),
    repeatsDesign: sizeMentions.some((mention) => new RegExp(`(?<![\\d,.])${mention}(?![\\d,.]\\d)`).test(candidate.raw)),
  }));
  const chosen = selectSentences(measured, hasFindings(sections), {
    usedWords: countWords(opening.join(' ')),
    minWords: SUMMARY_WORDS.min,
    targetWords: SUMMARY_WORDS.target,
    maxWords: SUMMARY_WORDS.max,
    maxSentences: MAX_CONTENT_SENTENCES,
  });
  const body = chosen.map((candidate) => rewrite(candidate.raw, acronyms, state));
  return limitWords(
    withoutMarkup([...opening, ...body].join(' '))
      .replace(/\s+/g, ' ')
      .trim(),
    SUMMARY_WORDS.max,
  );
}

function toCandidates(sections: readonly SummarySection[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const section of sections) {
    if (section.kind === 'excluded') continue;
    const sentences = splitSentences(section.text);
    sentences.forEach((raw, position) => {
      candidates.push({
        index: candidates.length,
        position,
        sectionSize: sentences.length,
        kind: section.kind,
        raw,
        words: countWords(raw),
      });
    });
  }
  return candidates;
}

function rewrite(sentence: string, acronyms: AcronymMap, state: GlossaryState | undefined): string {
  const shortened = symbolsToWords(expandAcronyms(stripAsides(sentence), acronyms));
  return tidyPunctuation(applyGlossary(shortened, { state }));
}

function limitWords(text: string, max: number): string {
  const words = text.split(' ');
  if (countWords(text) <= max) return text;
  return `${words
    .slice(0, max)
    .join(' ')
    .replace(/[,;:.]+$/, '')}…`;
}
