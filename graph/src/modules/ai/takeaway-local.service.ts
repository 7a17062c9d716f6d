import type { SummarySection } from '../../text/abstract-structure.js';
import { findPico } from '../../text/pico.js';
import { PLANNED_STUDY_NOTE, plannedStudy } from '../../text/planned-study.js';
import { splitSentences } from '../../text/sentences.js';
import { formatCount } from '../../text/study-design.js';
import type { TakeawayDraft } from './ai-output.types.js';
import type { PaperText } from './ai-provider.types.js';
import { designOf, evidenceLevelFor } from './takeaway-evidence.rules.js';

const STATISTIC =
  /\d+(?:\.\d+)?\s*%|\b(?:a?OR|a?HR|a?RR|IRR|RRR|ARR|NNT|CI|SMD|MD|AUC)\b|\bp\s*[<=>≤]|\d+(?:\.\d+)?\s*(?:to|-|–)\s*\d+(?:\.\d+)?/;
const MAX_PART = 600;

/** The bottom line of an abstract whose every sentence is too long to quote as one. */
export const UNQUOTABLE_ABSTRACT = 'The abstract states no finding in a sentence short enough to quote here; read it in full.';

const sentencesOf = (sections: readonly SummarySection[]): string[] => sections.flatMap((section) => splitSentences(section.text));

function bottomLine(paper: PaperText): string {
  const conclusions = sentencesOf(paper.sections.filter((section) => section.kind === 'conclusions')).filter((s) => s.length <= MAX_PART);
  if (conclusions.length) return conclusions.slice(0, 2).join(' ');
  const results = sentencesOf(paper.sections.filter((section) => section.kind === 'results')).filter((s) => s.length <= MAX_PART);
  if (results.length) return results[results.length - 1];
  const last = [...paper.sentences].reverse().find((sentence) => sentence.length <= MAX_PART);
  if (last) return last;
  return paper.sentences.length
    ? UNQUOTABLE_ABSTRACT
    : `Paperlight has no abstract for this paper, so there is no finding to report beyond its title: ${paper.title}`;
}

function keyNumbers(paper: PaperText, exclude: string): string[] {
  const results = sentencesOf(paper.sections.filter((section) => section.kind === 'results'));
  const pool = results.length ? results : paper.sentences;
  return pool.filter((sentence) => STATISTIC.test(sentence) && sentence.length <= MAX_PART && !exclude.includes(sentence)).slice(0, 3);
}

/**
 * The offline takeaway: the bottom line, PICO parts and key numbers are the abstract's own sentences, the PICO parts
 * found where the abstract states them (the text library's `findPico`); the design, level of evidence and sample size
 * come from the study-design detector. A paper that describes a study not yet done (a protocol) has no finding to
 * report: its bottom line says so and it gives no key numbers. Caveats are left to the rules every takeaway gets.
 */
export function assembleTakeaway(paper: PaperText): TakeawayDraft {
  const design = designOf(paper);
  const planned = plannedStudy(paper.title, paper.sections) !== null;
  const line = planned ? PLANNED_STUDY_NOTE : bottomLine(paper);
  return {
    bottomLine: line,
    ...findPico(paper.sections),
    studyDesign: design.type?.label ?? null,
    levelOfEvidence: evidenceLevelFor(design, paper),
    sampleSize: design.size?.count ?? null,
    sampleUnit: design.size?.unit ?? null,
    keyNumbers: planned ? [] : keyNumbers(paper, line),
    caveats: [],
  };
}

/** How a sample size is written, for checking that the abstract states it. */
export function sampleSizeForms(count: number): string[] {
  return [String(count), formatCount(count)];
}
