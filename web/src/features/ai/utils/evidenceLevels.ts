import type { EvidenceLevel } from '../../../gql/graphql';

/** The Oxford CEBM (2011) levels, as a clinician reads them beside the study design. */
export const EVIDENCE_LEVEL_LABELS: Record<EvidenceLevel, string> = {
  LEVEL_1: 'Level 1 (Oxford CEBM 2011): systematic review of randomised trials',
  LEVEL_2: 'Level 2 (Oxford CEBM 2011): randomised trial',
  LEVEL_3: 'Level 3 (Oxford CEBM 2011): non-randomised controlled cohort or follow-up study',
  LEVEL_4: 'Level 4 (Oxford CEBM 2011): case series, case-control, cross-sectional or historically controlled study',
  LEVEL_5: 'Level 5 (Oxford CEBM 2011): mechanism-based reasoning (laboratory, animal or modelling work)',
  NOT_STATED: 'Not graded: the abstract shows no design the Oxford CEBM scale grades',
};
