import type { StudyDesign } from '../../../gql/graphql';

/** Each study design's name as readers see it, in the order the filter lists them. */
export const STUDY_DESIGN_LABELS: Readonly<Record<StudyDesign, string>> = {
  SYSTEMATIC_REVIEW: 'Systematic review',
  RANDOMISED_CONTROLLED_TRIAL: 'Randomised controlled trial',
  NON_RANDOMISED_TRIAL: 'Non-randomised trial',
  COHORT: 'Cohort study',
  CASE_CONTROL: 'Case-control study',
  CROSS_SECTIONAL: 'Cross-sectional study',
  CASE_REPORT: 'Case report',
  QUALITATIVE: 'Qualitative study',
  GUIDELINE: 'Guideline',
  NARRATIVE_REVIEW: 'Narrative review',
  LABORATORY: 'Lab or animal study',
  OTHER: 'Other design',
};

export const STUDY_DESIGNS = Object.keys(STUDY_DESIGN_LABELS) as StudyDesign[];

export function isStudyDesign(value: string): value is StudyDesign {
  return (STUDY_DESIGNS as string[]).includes(value);
}
