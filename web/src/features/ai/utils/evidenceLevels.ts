import type { EvidenceLevel } from '../../../gql/graphql';

/** The Oxford CEBM (2011) levels, as a clinician reads them beside the study design. */
export const EVIDENCE_LEVEL_LABELS: Record<EvidenceLevel, string> = {
  LEVEL_1: 'Level 1: systematic review of randomised trials',
  LEVEL_2: 'Level 2: randomised trial',
  LEVEL_3: 'Level 3: non-randomised controlled cohort or follow-up study',
  LEVEL_4: 'Level 4: case series, case-control, cross-sectional or historically controlled study',
  LEVEL_5: 'Level 5: mechanism-based reasoning (laboratory, animal or modelling work)',
  NOT_STATED: 'Not graded: the abstract does not show a design the scale grades',
};
