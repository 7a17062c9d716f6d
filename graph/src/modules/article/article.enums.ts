import { registerEnumType } from 'type-graphql';
import type { SourceName } from './article-sources.types.js';

/**
 * The research sources as the GraphQL `Source` enum: GraphQL names in capitals (`MEDRXIV`), values the sources' own
 * spelling (`medRxiv`), which the database, REST and emails use.
 */
export const Source = { PUBMED: 'PubMed', MEDRXIV: 'medRxiv', PLOS: 'PLOS', DOAJ: 'DOAJ' } as const satisfies Record<string, SourceName>;
export type Source = SourceName;

/** How far back the feed looks, measured on the date a paper became public at its source. */
export enum DateRange {
  LAST_24_HOURS = '24h',
  LAST_7_DAYS = 'last7days',
  LAST_30_DAYS = 'last30days',
  LAST_3_MONTHS = 'last3months',
  LAST_YEAR = 'lastyear',
}

/**
 * A paper's study design, as Paperlight classifies it at ingestion. The values are the REST spelling
 * (`?design=rct`); GraphQL uses the enum names.
 */
export enum StudyDesign {
  SYSTEMATIC_REVIEW = 'systematic-review',
  RANDOMISED_CONTROLLED_TRIAL = 'rct',
  NON_RANDOMISED_TRIAL = 'non-randomised-trial',
  COHORT = 'cohort',
  CASE_CONTROL = 'case-control',
  CROSS_SECTIONAL = 'cross-sectional',
  CASE_REPORT = 'case-report',
  QUALITATIVE = 'qualitative',
  GUIDELINE = 'guideline',
  NARRATIVE_REVIEW = 'narrative-review',
  LABORATORY = 'laboratory',
  OTHER = 'other',
}

/** The two reading levels of a summary. The values are the REST spelling (`?level=detailed`). */
export enum SummaryLevel {
  PLAIN = 'plain',
  DETAILED = 'detailed',
}

/** Every study design value, in the order readers see them. */
export const STUDY_DESIGNS: readonly StudyDesign[] = Object.values(StudyDesign);

/**
 * A paper's standing after publication, decided by the notices that name it (REST: the value in brackets). The values
 * are the REST spelling and what the database stores; GraphQL uses the enum names.
 */
export enum ArticleStatus {
  ACTIVE = 'active',
  CORRECTED = 'corrected',
  EXPRESSION_OF_CONCERN = 'expression-of-concern',
  RETRACTED = 'retracted',
  WITHDRAWN = 'withdrawn',
}

/** Every status, as readers see them listed. */
export const ARTICLE_STATUSES: readonly ArticleStatus[] = Object.values(ArticleStatus);

/** Which articles the peer-review filter keeps. */
export enum PeerReview {
  PEER_REVIEWED = 'peer-reviewed',
  PREPRINT = 'preprint',
}

/** Which field a search is scoped to. */
export enum SearchScope {
  ALL = 'all',
  TITLE = 'title',
  AUTHORS = 'authors',
}

/** The orders the feed can be listed in. */
export enum ArticleOrder {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  TITLE_ASC = 'TITLE_ASC',
  TITLE_DESC = 'TITLE_DESC',
  MOST_VIEWED = 'MOST_VIEWED',
  RELEVANCE = 'RELEVANCE',
}

registerEnumType(Source, {
  name: 'Source',
  description: 'A research source Paperlight reads.',
  valuesConfig: {
    PUBMED: { description: 'PubMed (MEDLINE and PubMed Central), read through NCBI E-utilities.' },
    MEDRXIV: { description: 'medRxiv, the preprint server for health sciences.' },
    PLOS: { description: 'PLOS journals, read through the PLOS search API.' },
    DOAJ: { description: 'The Directory of Open Access Journals.' },
  },
});

registerEnumType(DateRange, {
  name: 'DateRange',
  description: 'A window back from now over the date a paper became public at its source.',
  valuesConfig: {
    LAST_24_HOURS: { description: 'The last 24 hours (REST: `24h`).' },
    LAST_7_DAYS: { description: 'The last 7 days (REST: `last7days`).' },
    LAST_30_DAYS: { description: 'The last 30 days (REST: `last30days`).' },
    LAST_3_MONTHS: { description: 'The last 3 months (REST: `last3months`).' },
    LAST_YEAR: { description: 'The last year (REST: `lastyear`).' },
  },
});

registerEnumType(ArticleOrder, {
  name: 'ArticleOrder',
  description: 'The order of the article feed.',
  valuesConfig: {
    NEWEST: { description: 'Most recently published first (the default).' },
    OLDEST: { description: 'Earliest published first.' },
    TITLE_ASC: { description: 'By the title shown (the simplified title when there is one), A to Z, ignoring case.' },
    TITLE_DESC: { description: 'By the title shown (the simplified title when there is one), Z to A, ignoring case.' },
    MOST_VIEWED: { description: 'Most viewed first.' },
    RELEVANCE: {
      description:
        'Recency mixed with rank: newest day (UTC) first, and within each day the best match for the search text first (title and summary matches before abstract-only ones). The same as NEWEST without search text.',
    },
  },
});

registerEnumType(SummaryLevel, {
  name: 'SummaryLevel',
  description: 'How a summary is written: for lay readers, or for clinicians and researchers.',
  valuesConfig: {
    PLAIN: { description: 'Plain language at about grade 8, without statistics (REST: `plain`, the default).' },
    DETAILED: {
      description:
        'For clinicians and researchers: the population, the comparison, effect sizes with confidence intervals and p values, and the conclusion, every number as the abstract states it (REST: `detailed`).',
    },
  },
});

registerEnumType(StudyDesign, {
  name: 'StudyDesign',
  description:
    "A paper's study design, read from the source's own metadata first and the abstract's wording second (REST: the value in brackets).",
  valuesConfig: {
    SYSTEMATIC_REVIEW: { description: 'Systematic review or meta-analysis (`systematic-review`).' },
    RANDOMISED_CONTROLLED_TRIAL: { description: 'Randomised controlled trial (`rct`).' },
    NON_RANDOMISED_TRIAL: { description: 'Non-randomised or single-arm trial (`non-randomised-trial`).' },
    COHORT: { description: 'Cohort study (`cohort`).' },
    CASE_CONTROL: { description: 'Case-control study (`case-control`).' },
    CROSS_SECTIONAL: { description: 'Cross-sectional study or survey (`cross-sectional`).' },
    CASE_REPORT: { description: 'Case report or case series (`case-report`).' },
    QUALITATIVE: { description: 'Qualitative study (`qualitative`).' },
    GUIDELINE: { description: 'Guideline or consensus statement (`guideline`).' },
    NARRATIVE_REVIEW: { description: 'Narrative or scoping review (`narrative-review`).' },
    LABORATORY: { description: 'Laboratory or animal study (`laboratory`).' },
    OTHER: { description: 'Any other design, or one the paper does not state (`other`).' },
  },
});

registerEnumType(PeerReview, {
  name: 'PeerReview',
  description: 'Narrows the feed to peer-reviewed papers or to preprints.',
  valuesConfig: {
    PEER_REVIEWED: { description: 'Only papers published after peer review (REST: `peer-reviewed`).' },
    PREPRINT: { description: 'Only preprints, which have not been peer reviewed (REST: `preprint`).' },
  },
});

registerEnumType(SearchScope, {
  name: 'SearchScope',
  description: 'Which part of an article the search text is matched against.',
  valuesConfig: {
    ALL: { description: 'Titles, summary, abstract, authors and journal (the default; REST: `all`).' },
    TITLE: { description: 'The original and plain-language titles only (REST: `title`).' },
    AUTHORS: { description: 'The author names only (REST: `authors`).' },
  },
});

registerEnumType(ArticleStatus, {
  name: 'ArticleStatus',
  description: "A paper's standing after publication, from the notices that name it (REST: the value in brackets).",
  valuesConfig: {
    ACTIVE: { description: 'No notice names the paper (`active`).' },
    CORRECTED: { description: 'An erratum or correction names the paper (`corrected`).' },
    EXPRESSION_OF_CONCERN: { description: 'The journal has published an expression of concern about it (`expression-of-concern`).' },
    RETRACTED: { description: 'The paper was retracted; its findings should not be relied on (`retracted`).' },
    WITHDRAWN: { description: 'The paper was withdrawn (`withdrawn`).' },
  },
});
