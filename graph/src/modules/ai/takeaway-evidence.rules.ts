import { detectStudyDesign, formatCount, type StudyDesign } from '../../text/study-design.js';
import { EvidenceLevel } from './ai.enums.js';
import type { PaperText } from './ai-provider.types.js';

const OBSERVATIONAL = new Set(['cohort study', 'case-control study', 'cross-sectional study', 'case series', 'case report']);
const SMALL_SAMPLE = 100;
const SURROGATE =
  /\b(?:surrogate|biomarkers?|in vitro|cell lines?|mice|mouse|murine|rats?|animal models?|simulations?|simulated|computational models?|HbA1c|LDL[- ]cholesterol|viral load)\b/i;

/** The study design the abstract and title state, read by the summary module's detector. */
export function designOf(paper: PaperText): StudyDesign {
  return detectStudyDesign(paper.title, paper.sections);
}

/** The Oxford CEBM (2011) level for a detected design; reviews rank by whether they pool randomised trials. */
export function evidenceLevelFor(design: StudyDesign, paper: PaperText): EvidenceLevel {
  const label = design.type?.label ?? null;
  switch (label) {
    case 'systematic review and meta-analysis':
    case 'meta-analysis':
    case 'systematic review':
      return /\brandomi[sz]ed\b|\bRCTs?\b/i.test(paper.abstract) ? EvidenceLevel.LEVEL_1 : EvidenceLevel.LEVEL_3;
    case 'randomised trial':
      return EvidenceLevel.LEVEL_2;
    case 'cohort study':
      return EvidenceLevel.LEVEL_3;
    case 'case-control study':
    case 'cross-sectional study':
    case 'case series':
    case 'case report':
      return EvidenceLevel.LEVEL_4;
    case 'modelling study':
      return EvidenceLevel.LEVEL_5;
    default:
      return EvidenceLevel.NOT_STATED;
  }
}

/**
 * The caveats Paperlight states itself, whoever writes the rest: preprint, observational design, small sample,
 * surrogate or laboratory outcomes, a missing abstract or an unstated design.
 */
export function ruleCaveats(paper: PaperText, design: StudyDesign): string[] {
  const caveats: string[] = [];
  if (paper.isPreprint) caveats.push('Preprint: not yet peer reviewed.');
  if (paper.sentences.length === 0) caveats.push('No abstract: only the title was available.');
  const label = design.type?.label ?? null;
  if (label === null && paper.sentences.length > 0) caveats.push('The abstract does not state the study design.');
  if (label !== null && OBSERVATIONAL.has(label)) {
    caveats.push('Observational design: it can show an association, not that one thing causes another.');
  }
  if (design.size && !design.type?.review && design.size.count < SMALL_SAMPLE) {
    caveats.push(`Small sample: ${formatCount(design.size.count)} ${design.size.unit}.`);
  }
  if (SURROGATE.test(paper.abstract)) {
    caveats.push("Surrogate, laboratory or modelled outcomes: effects on patients' health may differ.");
  }
  return caveats;
}
