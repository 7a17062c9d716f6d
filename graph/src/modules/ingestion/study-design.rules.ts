import type { AbstractSection } from './article-draft.types.js';
import { readSections } from '../../text/abstract-structure.js';
import { detectStudyDesign } from '../../text/study-design.js';
import { REVIEW_UNITS } from '../../text/study-units.js';
import { StudyDesign } from '../article/article.enums.js';
import type { SourceName } from '../article/article-sources.types.js';

/** What the classifier reads of a paper: its source's metadata and its own words. */
export interface DesignEvidence {
  source: SourceName;
  title: string;
  abstract: string;
  abstractSections: readonly AbstractSection[];
  /** The source's own publication or article types: PubMed PublicationType, PLOS article_type, the medRxiv type. */
  publicationTypes: readonly string[];
  /** The source's subject terms; PubMed's MeSH check tags (Animals, Humans) tell laboratory work apart. */
  subjects: readonly string[];
}

/** A paper's design, the rule that decided it ("PubMed type: Randomized Controlled Trial") and n when stated. */
export interface DesignClassification {
  design: StudyDesign;
  rule: string;
  sampleSize: number | null;
}

// PubMed publication types that name a design outright, checked in this order.
const PUBMED_TYPES: readonly [RegExp, StudyDesign][] = [
  [/^(?:systematic review|meta-analysis|network meta-analysis)$/i, StudyDesign.SYSTEMATIC_REVIEW],
  [/^randomized controlled trial(?:, veterinary)?$/i, StudyDesign.RANDOMISED_CONTROLLED_TRIAL],
  [/^(?:practice guideline|guideline|consensus development conference(?:, nih)?)$/i, StudyDesign.GUIDELINE],
  [/^case reports$/i, StudyDesign.CASE_REPORT],
  [/^controlled clinical trial$/i, StudyDesign.NON_RANDOMISED_TRIAL],
  [
    /^(?:editorial|comment|letter|news|published erratum|retraction of publication|expression of concern|biography|interview)$/i,
    StudyDesign.OTHER,
  ],
];

// Types that say "a trial" or "a review" without saying which kind: the wording may narrow them.
const PUBMED_TRIAL = /^(?:clinical trial(?:, phase [iv]+)?|pragmatic clinical trial|equivalence trial|adaptive clinical trial)$/i;
const PUBMED_REVIEW = /^(?:review|scoping review)$/i;

// PLOS article types; "Research Article" says nothing about design.
const PLOS_TYPES: readonly [RegExp, StudyDesign][] = [
  [/^(?:systematic review|meta-analysis)$/i, StudyDesign.SYSTEMATIC_REVIEW],
  [/^guidelines? and guidance$|^guideline/i, StudyDesign.GUIDELINE],
  [/^case report/i, StudyDesign.CASE_REPORT],
  [
    /^(?:correction|retraction|expression of concern|editorial|perspective|essay|opinion|viewpoint|formal comment|policy forum|obituary)/i,
    StudyDesign.OTHER,
  ],
];
const PLOS_REVIEW = /^review/i;

const SUMMARISER_LABELS: Readonly<Record<string, StudyDesign>> = {
  'systematic review and meta-analysis': StudyDesign.SYSTEMATIC_REVIEW,
  'meta-analysis': StudyDesign.SYSTEMATIC_REVIEW,
  'systematic review': StudyDesign.SYSTEMATIC_REVIEW,
  'scoping review': StudyDesign.NARRATIVE_REVIEW,
  'randomised trial': StudyDesign.RANDOMISED_CONTROLLED_TRIAL,
  'case-control study': StudyDesign.CASE_CONTROL,
  'cohort study': StudyDesign.COHORT,
  'cross-sectional study': StudyDesign.CROSS_SECTIONAL,
  'case series': StudyDesign.CASE_REPORT,
  'case report': StudyDesign.CASE_REPORT,
  'qualitative study': StudyDesign.QUALITATIVE,
  'modelling study': StudyDesign.OTHER,
};

// Wording the summariser does not name: non-randomised and single-arm trials, then the designs below in order.
const NON_RANDOMISED =
  /\b(?:non-?randomi[sz]ed|single-arm|open-label,? (?:single-arm |uncontrolled )?(?:phase [i1-4v]+(?:\/[i1-4v]+)? )?(?:pilot )?trial|uncontrolled (?:clinical )?trial|phase (?:i|1|ii|2)(?:\/(?:ii|2))? (?:clinical )?trial)\b/i;
const EXTRA_WORDING: readonly [RegExp, StudyDesign, string][] = [
  [
    /\b(?:clinical practice guidelines?|(?:this|these|the present) guidelines?|consensus statement|position statement|recommendations? (?:was|were) (?:developed|formulated|issued))\b/i,
    StudyDesign.GUIDELINE,
    'guideline',
  ],
  [
    /\b(?:narrative review|this review|we review(?:ed)?|literature review|(?:this|the present) (?:article|paper) reviews)\b/i,
    StudyDesign.NARRATIVE_REVIEW,
    'narrative review',
  ],
  [
    /\b(?:in vitro|in vivo|mice|murine|rats|rat model|mouse model|zebrafish|cell lines?|cultured cells|organoids?|knockout|xenograft|primates|piglets)\b/i,
    StudyDesign.LABORATORY,
    'laboratory or animal wording',
  ],
  [
    /\b(?:semi-structured interviews|focus groups?|thematic analysis|interpretative phenomenological)\b/i,
    StudyDesign.QUALITATIVE,
    'qualitative wording',
  ],
  [
    /\bcross-sectional\b|\b(?:an?|this|our|the present)\s+(?:[\w-]+\s+){0,3}survey\b|\bsurvey (?:was|were) (?:conducted|administered|distributed|carried out)\b/i,
    StudyDesign.CROSS_SECTIONAL,
    'survey wording',
  ],
  [
    /\b(?:prospective(?:ly)?|retrospective(?:ly)?) (?:(?:\w+ ){0,3})?(?:cohort|followed|registry|observational)\b/i,
    StudyDesign.COHORT,
    'cohort wording',
  ],
];

/** Reads a paper's study design from its source metadata first, then from the wording of its title and abstract. */
export function classifyStudyDesign(paper: DesignEvidence): DesignClassification {
  const sections = readSections(paper.abstract, paper.abstractSections);
  const detected = detectStudyDesign(paper.title, sections);
  const review = detected.type?.review === true;
  // A review's count is of studies, not people: n is only ever people (or participants' samples).
  const sampleSize =
    detected.size !== null && !review && !Object.values(REVIEW_UNITS).includes(detected.size.unit) ? detected.size.count : null;
  const wording = fromWording(paper, detected.type?.label ?? null);
  const metadata = fromMetadata(paper, wording);
  const decided = metadata ?? wording ?? { design: StudyDesign.OTHER, rule: 'no design stated' };
  return {
    ...decided,
    sampleSize: decided.design === StudyDesign.CASE_REPORT || decided.design === StudyDesign.SYSTEMATIC_REVIEW ? null : sampleSize,
  };
}

type Decision = Omit<DesignClassification, 'sampleSize'>;

function fromMetadata(paper: DesignEvidence, wording: Decision | null): Decision | null {
  if (paper.source === 'PubMed') {
    for (const [pattern, design] of PUBMED_TYPES) {
      const type = paper.publicationTypes.find((name) => pattern.test(name.trim()));
      if (type !== undefined) return { design, rule: `PubMed type: ${type.trim()}` };
    }
    const trial = paper.publicationTypes.find((name) => PUBMED_TRIAL.test(name.trim()));
    if (trial !== undefined) {
      const randomised = wording?.design === StudyDesign.RANDOMISED_CONTROLLED_TRIAL;
      return {
        design: randomised ? StudyDesign.RANDOMISED_CONTROLLED_TRIAL : StudyDesign.NON_RANDOMISED_TRIAL,
        rule: `PubMed type: ${trial.trim()}${randomised ? ', randomised by wording' : ''}`,
      };
    }
    const review = paper.publicationTypes.find((name) => PUBMED_REVIEW.test(name.trim()));
    if (review !== undefined) {
      const systematic = wording?.design === StudyDesign.SYSTEMATIC_REVIEW;
      return {
        design: systematic ? StudyDesign.SYSTEMATIC_REVIEW : StudyDesign.NARRATIVE_REVIEW,
        rule: `PubMed type: ${review.trim()}${systematic ? ', systematic by wording' : ''}`,
      };
    }
    const animals = paper.subjects.includes('Animals');
    if (animals && !paper.subjects.includes('Humans')) return { design: StudyDesign.LABORATORY, rule: 'MeSH: Animals without Humans' };
  }
  if (paper.source === 'PLOS') {
    for (const [pattern, design] of PLOS_TYPES) {
      const type = paper.publicationTypes.find((name) => pattern.test(name.trim()));
      if (type !== undefined) return { design, rule: `PLOS type: ${type.trim()}` };
    }
    const review = paper.publicationTypes.find((name) => PLOS_REVIEW.test(name.trim()));
    if (review !== undefined) {
      const systematic = wording?.design === StudyDesign.SYSTEMATIC_REVIEW;
      return {
        design: systematic ? StudyDesign.SYSTEMATIC_REVIEW : StudyDesign.NARRATIVE_REVIEW,
        rule: `PLOS type: ${review.trim()}${systematic ? ', systematic by wording' : ''}`,
      };
    }
  }
  return null;
}

function fromWording(paper: DesignEvidence, summariserLabel: string | null): Decision | null {
  const text = `${paper.title}\n${paper.abstract}`;
  const summarised = summariserLabel === null ? undefined : SUMMARISER_LABELS[summariserLabel];
  // The summariser's own design wins, except that its "randomised trial" also matches "non-randomised trial".
  if (summarised !== undefined && summarised !== StudyDesign.RANDOMISED_CONTROLLED_TRIAL) {
    return { design: summarised, rule: `wording: ${summariserLabel}` };
  }
  const nonRandomised = NON_RANDOMISED.exec(text);
  if (nonRandomised !== null && (summarised === undefined || /non-?randomi[sz]ed/i.test(nonRandomised[0]))) {
    return { design: StudyDesign.NON_RANDOMISED_TRIAL, rule: `wording: ${nonRandomised[0].toLowerCase()}` };
  }
  if (summarised !== undefined) return { design: summarised, rule: `wording: ${summariserLabel}` };
  for (const [pattern, design, name] of EXTRA_WORDING) {
    const match = pattern.exec(text);
    if (match !== null) return { design, rule: `wording: ${name} (${match[0].toLowerCase()})` };
  }
  return null;
}
