import { detectLanguage } from '../../text/language.js';
import { checkNumbers } from '../../text/number-check.js';
import { toPlainText } from '../../text/plain-text.js';
import { countWords } from '../../text/sentences.js';
import type { FallbackReason } from './summary.errors.js';
import { PREPRINT_NOTE } from './local-summariser.service.js';
import { SUMMARY_INSTRUCTIONS } from './summary-prompt.render.js';
import type { SummaryInput, SummaryResult } from './summariser.types.js';

/** Fewer words than this is no summary at all. */
const MIN_SUMMARY_WORDS = 8;
/** Eight words in a row of the instructions is the model repeating its prompt, not summarising the paper. */
const SHINGLE = 8;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

const INSTRUCTION_SHINGLES: ReadonlySet<string> = (() => {
  // The preprint note is quoted in the instructions so that summaries open with it.
  const list = wordsOf(SUMMARY_INSTRUCTIONS.replace(PREPRINT_NOTE, ' '));
  const shingles = new Set<string>();
  for (let index = 0; index + SHINGLE <= list.length; index++) shingles.add(list.slice(index, index + SHINGLE).join(' '));
  return shingles;
})();

/** True when the text repeats eight or more words in a row of the summary instructions. */
export function repeatsInstructions(text: string): boolean {
  const list = wordsOf(text);
  for (let index = 0; index + SHINGLE <= list.length; index++) {
    if (INSTRUCTION_SHINGLES.has(list.slice(index, index + SHINGLE).join(' '))) return true;
  }
  return false;
}

/**
 * True when a summary says too little to be one: fewer than eight words once the preprint note, which Paperlight adds
 * to every preprint's summary, is set aside. Pure.
 */
export function isEmptySummary(text: string): boolean {
  return countWords(text.replace(PREPRINT_NOTE, ' ')) < MIN_SUMMARY_WORDS;
}

/**
 * Why an AI draft cannot be shown at all, whatever its grade: an empty summary (at either level), one not in English, one that repeats
 * its instructions or the paper's own prompt markers, or a title with a number the paper does not state. Null when
 * none of these holds (its summary's numbers and grade are the quality gate's to judge). Pure.
 */
export function unusableDraft(
  draft: Pick<SummaryResult, 'simplifiedTitle' | 'summary' | 'detailedSummary'>,
  paper: SummaryInput,
): FallbackReason | null {
  const texts = draft.detailedSummary == null ? [draft.summary] : [draft.summary, draft.detailedSummary];
  if (texts.some(isEmptySummary)) return 'empty';
  if (texts.some((text) => detectLanguage(text.replace(PREPRINT_NOTE, ' ')) !== 'en')) return 'wrong_language';
  if (texts.some((text) => repeatsInstructions(text) || /^(?:Title|Journal|Preprint|Abstract):/m.test(text))) return 'repeats_prompt';
  const source = `${toPlainText(paper.title)}\n\n${toPlainText(paper.abstract)}`;
  if (!checkNumbers(draft.simplifiedTitle, source).traceable) return 'untraceable_numbers';
  return null;
}
