import { checkNumbers } from '../../text/number-check.js';
import { toPlainText } from '../../text/plain-text.js';
import { readingDifficulty, readingGrade } from '../../text/readability.js';
import type { SummaryInput } from './summariser.types.js';

/** The highest Flesch-Kincaid grade an AI summary may read at before the quality gate asks for another draft. */
export const MAX_READING_GRADE = 9;

/** How readable and how faithful one summary is. */
export interface SummaryQuality {
  /** Flesch-Kincaid grade of the summary, to one decimal (see `readingGrade`). */
  readingGrade: number;
  /** Dale–Chall score of the summary, to one decimal, as textstat counts it (see `readingDifficulty`). */
  readingDifficulty: number;
  /** True when every number in the summary can be traced to the paper (see `checkNumbers`). */
  numbersTraceable: boolean;
  /** The numbers that cannot, as the summary writes them. */
  untraceableNumbers: string[];
}

/** The parts of a paper a summary is checked against. */
export type SummarySource = Pick<SummaryInput, 'title' | 'abstract' | 'abstractSections'>;

/** Grades a summary and checks its numbers against the paper's title and abstract. Pure. */
export function assessSummary(summary: string, paper: SummarySource): SummaryQuality {
  const { traceable, untraceable } = checkNumbers(summary, sourceText(paper));
  return {
    readingGrade: readingGrade(summary),
    readingDifficulty: readingDifficulty(summary),
    numbersTraceable: traceable,
    untraceableNumbers: untraceable,
  };
}

/**
 * The quality of a draft at both levels as the quality gate judges it: the plain summary's grade, and the numbers of
 * the plain and the detailed summary together (a detailed summary has no grade limit: it is written for clinicians).
 */
export function assessBothLevels(draft: { summary: string; detailedSummary?: string | null }, paper: SummarySource): SummaryQuality {
  const plain = assessSummary(draft.summary, paper);
  if (!draft.detailedSummary) return plain;
  const detailed = assessSummary(draft.detailedSummary, paper);
  return {
    readingGrade: plain.readingGrade,
    readingDifficulty: plain.readingDifficulty,
    numbersTraceable: plain.numbersTraceable && detailed.numbersTraceable,
    untraceableNumbers: [...new Set([...plain.untraceableNumbers, ...detailed.untraceableNumbers])],
  };
}

/** True when a summary reads at grade 9 or below and every number in it is traceable. */
export function passesQualityGate(quality: SummaryQuality): boolean {
  return quality.readingGrade <= MAX_READING_GRADE && quality.numbersTraceable;
}

/** What a summary fails, one clause per check ("reads at grade 12.3, above 9"); empty when it passes. */
export function describeFailures(quality: SummaryQuality): string[] {
  const failures: string[] = [];
  if (quality.readingGrade > MAX_READING_GRADE) {
    failures.push(`reads at grade ${quality.readingGrade.toFixed(1)} on the Flesch-Kincaid scale, above ${MAX_READING_GRADE}`);
  }
  if (!quality.numbersTraceable) {
    failures.push(`gives numbers the abstract does not state (${quality.untraceableNumbers.join(', ')})`);
  }
  return failures;
}

/**
 * True when `candidate` is a better summary than `incumbent`: traceable numbers come first (a wrong number misleads,
 * a hard sentence only slows the reader), then passing the grade limit, then the lower grade. Ties keep the incumbent.
 */
export function isBetterSummary(candidate: SummaryQuality, incumbent: SummaryQuality): boolean {
  if (candidate.numbersTraceable !== incumbent.numbersTraceable) return candidate.numbersTraceable;
  const candidatePasses = candidate.readingGrade <= MAX_READING_GRADE;
  const incumbentPasses = incumbent.readingGrade <= MAX_READING_GRADE;
  if (candidatePasses !== incumbentPasses) return candidatePasses;
  return candidate.readingGrade < incumbent.readingGrade;
}

function sourceText(paper: SummarySource): string {
  const abstract = paper.abstract.trim() !== '' ? paper.abstract : paper.abstractSections.map((section) => section.text).join('\n\n');
  return `${toPlainText(paper.title)}\n\n${toPlainText(abstract)}`;
}
