import { formatCount } from '../../text/study-design.js';
import { describeEvidenceLevel, type EvidenceLevel } from './ai.enums.js';

/** The parts of a takeaway that every check leaves in place: what is kept, shown and written out as text. */
export interface TakeawayContent {
  bottomLine: string;
  population: string | null;
  intervention: string | null;
  comparison: string | null;
  outcome: string | null;
  studyDesign: string;
  levelOfEvidence: EvidenceLevel;
  sampleSize: number | null;
  sampleUnit: string | null;
  keyNumbers: readonly string[];
  caveats: readonly string[];
}

/** The parts of a takeaway its plain-text form is written from. */
export interface TakeawayParts extends TakeawayContent {
  disclaimer: string;
  notice: string | null;
}

const NOT_STATED = 'not stated in the abstract';

/** The takeaway as plain text, one labelled line per part, ending with the disclaimer and, when offline, the notice. */
export function formatTakeaway(takeaway: TakeawayParts): string {
  const size = takeaway.sampleSize === null ? NOT_STATED : `${formatCount(takeaway.sampleSize)} ${takeaway.sampleUnit ?? 'participants'}`;
  const lines = [
    `Bottom line: ${takeaway.bottomLine}`,
    `Population: ${takeaway.population ?? NOT_STATED}`,
    `Intervention or exposure: ${takeaway.intervention ?? NOT_STATED}`,
    `Comparison: ${takeaway.comparison ?? NOT_STATED}`,
    `Outcome: ${takeaway.outcome ?? NOT_STATED}`,
    `Study design: ${takeaway.studyDesign} (${describeEvidenceLevel(takeaway.levelOfEvidence)})`,
    `Sample size: ${size}`,
    `Key numbers: ${takeaway.keyNumbers.length ? takeaway.keyNumbers.join(' | ') : 'none stated in the abstract'}`,
    `Caveats: ${takeaway.caveats.length ? takeaway.caveats.join(' ') : 'none noted'}`,
    takeaway.disclaimer,
  ];
  if (takeaway.notice) lines.push(takeaway.notice);
  return lines.join('\n');
}
