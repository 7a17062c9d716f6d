import type { SummarySection } from '../../text/abstract-structure.js';
import { splitSentences } from '../../text/sentences.js';
import { formatCount } from '../../text/study-design.js';
import type { TakeawayDraft } from './ai-output.types.js';
import type { PaperText } from './ai-provider.types.js';
import { designOf, evidenceLevelFor } from './takeaway-evidence.rules.js';

interface Cue {
  label: RegExp;
  sentence: RegExp;
}

// Each PICO part comes from a section labelled for it, else from the first methods sentence that states it.
const CUES: Record<'population' | 'intervention' | 'comparison' | 'outcome', Cue> = {
  population: {
    label: /particip|population|patients|subjects|setting|sample/i,
    sentence: /\b(?:patients|participants|adults|children|adolescents|women|men|infants|people|individuals|residents|students)\b/i,
  },
  intervention: {
    label: /intervention|exposure/i,
    sentence: /\b(?:randomi[sz]ed to|assigned to|allocated to|received|treated with|exposure to|exposed to|interventions?)\b/i,
  },
  comparison: {
    label: /comparator|comparison|control/i,
    sentence: /\b(?:compared (?:with|to)|versus|vs\.?|placebo|control group|usual care|standard care)\b/i,
  },
  outcome: {
    label: /outcome|measure|end ?points?/i,
    sentence:
      /\b(?:primary (?:outcome|end ?point)|secondary outcomes?|main outcomes?|outcomes? (?:was|were|included)|end ?points? (?:was|were))\b/i,
  },
};

const STATISTIC =
  /\d+(?:\.\d+)?\s*%|\b(?:a?OR|a?HR|a?RR|IRR|RRR|ARR|NNT|CI|SMD|MD|AUC)\b|\bp\s*[<=>≤]|\d+(?:\.\d+)?\s*(?:to|-|–)\s*\d+(?:\.\d+)?/;
const MAX_PART = 600;

/** The bottom line of an abstract whose every sentence is too long to quote as one. */
export const UNQUOTABLE_ABSTRACT = 'The abstract states no finding in a sentence short enough to quote here; read it in full.';

const sentencesOf = (sections: readonly SummarySection[]): string[] => sections.flatMap((section) => splitSentences(section.text));

function firstFitting(sentences: readonly string[], pattern: RegExp | null = null): string | null {
  return sentences.find((sentence) => sentence.length <= MAX_PART && (pattern === null || pattern.test(sentence))) ?? null;
}

function picoPart(paper: PaperText, cue: Cue): string | null {
  const labelled = paper.sections.filter(
    (section) => section.label !== null && cue.label.test(section.label) && section.kind !== 'excluded',
  );
  const fromLabel = firstFitting(sentencesOf(labelled));
  if (fromLabel) return fromLabel;
  const methods = sentencesOf(paper.sections.filter((section) => section.kind === 'methods'));
  return firstFitting(methods.length ? methods : paper.sentences, cue.sentence);
}

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
 * The offline takeaway: the bottom line, PICO parts and key numbers are the abstract's own sentences, chosen by the
 * sections its headings label; the design, level of evidence and sample size come from the study-design detector.
 * Caveats are left to the rules every takeaway gets.
 */
export function assembleTakeaway(paper: PaperText): TakeawayDraft {
  const design = designOf(paper);
  const line = bottomLine(paper);
  return {
    bottomLine: line,
    population: picoPart(paper, CUES.population),
    intervention: picoPart(paper, CUES.intervention),
    comparison: picoPart(paper, CUES.comparison),
    outcome: picoPart(paper, CUES.outcome),
    studyDesign: design.type?.label ?? null,
    levelOfEvidence: evidenceLevelFor(design, paper),
    sampleSize: design.size?.count ?? null,
    sampleUnit: design.size?.unit ?? null,
    keyNumbers: keyNumbers(paper, line),
    caveats: [],
  };
}

/** How a sample size is written, for checking that the abstract states it. */
export function sampleSizeForms(count: number): string[] {
  return [String(count), formatCount(count)];
}
