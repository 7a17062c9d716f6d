import { registerEnumType } from 'type-graphql';

/** Oxford CEBM (2011) levels of evidence; values are what providers write and what is stored. */
export enum EvidenceLevel {
  LEVEL_1 = '1',
  LEVEL_2 = '2',
  LEVEL_3 = '3',
  LEVEL_4 = '4',
  LEVEL_5 = '5',
  NOT_STATED = 'not stated',
}

/** How far the abstract answers a question; values are what providers write and what is stored. */
export enum AnswerCoverage {
  ANSWERED = 'answered',
  PARTLY = 'partly',
  NOT_IN_ABSTRACT = 'notInAbstract',
}

registerEnumType(EvidenceLevel, {
  name: 'EvidenceLevel',
  description: "The Oxford CEBM (2011) level of evidence of a study's design, as its abstract describes it.",
  valuesConfig: {
    LEVEL_1: { description: 'Level 1: a systematic review of randomised trials.' },
    LEVEL_2: { description: 'Level 2: a randomised trial.' },
    LEVEL_3: { description: 'Level 3: a non-randomised controlled cohort or follow-up study, or a review of such studies.' },
    LEVEL_4: { description: 'Level 4: a case series, case-control, cross-sectional or historically controlled study.' },
    LEVEL_5: { description: 'Level 5: mechanism-based reasoning: laboratory, animal or modelling work.' },
    NOT_STATED: { description: 'The abstract does not show a design that the scale grades.' },
  },
});

registerEnumType(AnswerCoverage, {
  name: 'AnswerCoverage',
  description: "Whether the paper's abstract answers a reader's question.",
  valuesConfig: {
    ANSWERED: { description: 'The abstract answers the question; the quotes show where.' },
    PARTLY: { description: 'The abstract answers part of the question; the answer says which part it leaves open.' },
    NOT_IN_ABSTRACT: { description: 'The abstract does not answer the question; nothing is guessed.' },
  },
});

const LEVEL_WORDS: Record<EvidenceLevel, string> = {
  [EvidenceLevel.LEVEL_1]: 'Oxford CEBM level 1',
  [EvidenceLevel.LEVEL_2]: 'Oxford CEBM level 2',
  [EvidenceLevel.LEVEL_3]: 'Oxford CEBM level 3',
  [EvidenceLevel.LEVEL_4]: 'Oxford CEBM level 4',
  [EvidenceLevel.LEVEL_5]: 'Oxford CEBM level 5',
  [EvidenceLevel.NOT_STATED]: 'level of evidence not stated',
};

/** The level in words, e.g. "Oxford CEBM level 2". */
export function describeEvidenceLevel(level: EvidenceLevel): string {
  return LEVEL_WORDS[level];
}
