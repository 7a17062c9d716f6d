import { hasFindings, readSections, type SummarySection } from '../../text/abstract-structure.js';
import { expandAcronyms, findAcronyms, type AcronymMap } from '../../text/acronyms.js';
import { applyGlossary, newGlossaryState, type GlossaryState } from '../../text/plain-language.js';
import { toPlainText, withoutMarkup } from '../../text/plain-text.js';
import { simplifySentence } from '../../text/plain-sentences.js';
import { selectSentences, type Candidate } from '../../text/sentence-selection.js';
import { stripAsides, symbolsToWords, tidyPunctuation } from '../../text/sentence-tidy.js';
import { fleschKincaidGrade } from '../../text/readability.js';
import { countWords, splitSentences } from '../../text/sentences.js';
import { keepTitle, simplifyTitle } from '../../text/simplified-title.js';
import { toThirdPerson } from '../../text/third-person.js';
import { describeStudyDesign, detectStudyDesign, formatCount } from '../../text/study-design.js';
import { LOCAL_PROVIDER, type Summariser, type SummaryInput, type SummaryResult } from './summariser.types.js';
import { detectLanguage, LANGUAGE_NAMES, type AbstractLanguage } from '../../text/language.js';
import { summariseDetailed } from './detailed-summary.rules.js';

/** The opening sentence of every preprint's summary. */
export const PREPRINT_NOTE = 'This preprint has not yet been peer reviewed.';

/** The summary of a paper without an abstract: it says so and sends the reader to the paper itself. */
export const NO_ABSTRACT_NOTE =
  'No abstract is available for this paper, so its original title is the best guide to what it is about. For the methods and findings, see the full paper at its source.';

/** The summary of a paper whose abstract is not in English: the offline summariser writes plain English only. */
export function foreignAbstractNote(language: Exclude<AbstractLanguage, 'en'>): string {
  return `This paper's abstract is written in ${LANGUAGE_NAMES[language]}. The offline summariser writes plain English only, so it has not summarised this paper. The original abstract and the full paper are the best guides to its findings.`;
}

/** Summary length bounds, in words, including the preprint and design sentences. */
export const SUMMARY_WORDS = { min: 60, target: 80, max: 130 } as const;

const MAX_CONTENT_SENTENCES = 4;
/** A summary above this grade loses its hardest sentences (see `withoutHardest`). */
const EASED_GRADE = 12;
const EASED_MIN_WORDS = 25;

/**
 * An offline, deterministic summariser: it picks the abstract's results and conclusions (or, for an unstructured
 * abstract, its best-scoring sentences, preferring the easier to read), strips statistics and abbreviation definitions,
 * rewrites jargon from the reviewed lay vocabulary, splits long sentences, and opens with a preprint note and a short
 * sentence on the study's design and size when the abstract gives them. Abstracts in other languages are not
 * summarised: the summary says which language the paper is in. Same input, same output.
 */
export class LocalSummariser implements Summariser {
  readonly provider = LOCAL_PROVIDER;
  readonly model = 'extractive-v2';

  summarise(input: SummaryInput): Promise<SummaryResult> {
    const language = detectLanguage(`${toPlainText(input.title)}\n\n${toPlainText(input.abstract)}`);
    return Promise.resolve({
      simplifiedTitle: language === 'en' ? simplifyTitle(input.title, definedAcronyms(input)) : keepTitle(input.title),
      summary: summariseAbstract(input, language),
      detailedSummary: summariseDetailed(input, language),
      provider: this.provider,
      model: this.model,
    });
  }
}

/** The plain-language summary text for one paper (see `LocalSummariser`). */
export function summariseAbstract(input: SummaryInput, language: AbstractLanguage = 'en'): string {
  const opening = input.isPreprint ? [PREPRINT_NOTE] : [];
  const sections = readSections(input.abstract, input.abstractSections);
  const candidates = toCandidates(sections);
  if (candidates.length === 0) return [...opening, NO_ABSTRACT_NOTE].join(' ');
  if (language !== 'en') return [...opening, foreignAbstractNote(language)].join(' ');

  const state = newGlossaryState();
  const title = toPlainText(input.title);
  const design = detectStudyDesign(title, sections);
  const designSentence = describeStudyDesign(design, state);
  if (designSentence !== null) opening.push(designSentence);
  const sizeMentions = design.size === null ? [] : [String(design.size.count), formatCount(design.size.count)];

  const acronyms = definedAcronyms(input, sections);
  const measured = candidates.map((candidate) => {
    // Measured as it reads once its short forms have been spelled out earlier in the summary.
    const plain = rewrite(candidate.raw, acronyms, { explained: new Set(), spelledOut: new Set(acronyms.keys()) }, false);
    return {
      ...candidate,
      plain,
      words: countWords(plain),
      grade: fleschKincaidGrade(plain),
      repeatsDesign: sizeMentions.some((mention) => new RegExp(`(?<![\\d,.])${mention}(?![\\d,.]\\d)`).test(candidate.raw)),
    };
  });
  const chosen = selectSentences(measured, hasFindings(sections), {
    usedWords: countWords(opening.join(' ')),
    minWords: SUMMARY_WORDS.min,
    targetWords: SUMMARY_WORDS.target,
    maxWords: SUMMARY_WORDS.max,
    maxSentences: MAX_CONTENT_SENTENCES,
  });
  const body = withoutHardest(chosen, opening).map((candidate) => rewrite(candidate.raw, acronyms, state));
  return limitWords(
    withoutMarkup([...opening, ...body].join(' '))
      .replace(/\s+/g, ' ')
      .trim(),
    SUMMARY_WORDS.max,
  );
}

/**
 * Eases a summary that still reads above `EASED_GRADE`: one sentence at a time goes, the one whose removal lowers the
 * grade most, while more than one remains, the rest keep at least `EASED_MIN_WORDS` words and the grade falls. The last
 * sentence, where the conclusion sits, and any sentence of a conclusions section always stay.
 */
function withoutHardest<T extends Candidate & { plain: string }>(chosen: readonly T[], opening: readonly string[]): T[] {
  let kept = [...chosen];
  const gradeOf = (sentences: readonly T[]) => fleschKincaidGrade([...opening, ...sentences.map((candidate) => candidate.plain)].join(' '));
  let grade = gradeOf(kept);
  while (kept.length > 1 && grade > EASED_GRADE) {
    const last = kept[kept.length - 1];
    const options = kept
      .filter((candidate) => candidate !== last && candidate.kind !== 'conclusions')
      .map((dropped) => kept.filter((candidate) => candidate !== dropped))
      .filter((rest) => countWords(rest.map((candidate) => candidate.plain).join(' ')) >= EASED_MIN_WORDS)
      .map((rest) => ({ rest, grade: gradeOf(rest) }))
      .sort((a, b) => a.grade - b.grade);
    if (options.length === 0 || options[0].grade >= grade) break;
    ({ rest: kept, grade } = options[0]);
  }
  return kept;
}

/** The abbreviations the abstract (or the title) defines, with their spelled-out forms. */
function definedAcronyms(input: SummaryInput, sections = readSections(input.abstract, input.abstractSections)): AcronymMap {
  return findAcronyms([...sections.map((section) => section.text), toPlainText(input.title)]);
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

function rewrite(sentence: string, acronyms: AcronymMap, state: GlossaryState, explain = true): string {
  const shortened = symbolsToWords(expandAcronyms(stripAsides(sentence), acronyms, state.spelledOut));
  return simplifySentence(tidyPunctuation(toThirdPerson(applyGlossary(shortened, { state: explain ? state : undefined }))))
    .map(tidyPunctuation)
    .join(' ');
}

function limitWords(text: string, max: number): string {
  const words = text.split(' ');
  if (countWords(text) <= max) return text;
  return `${words
    .slice(0, max)
    .join(' ')
    .replace(/[,;:.]+$/, '')}…`;
}
