import { registerEnumType } from 'type-graphql';
import { SOURCE_NAMES, type SourceName } from './article.sources.js';

/** The research sources as the GraphQL `Source` enum: each name maps to itself, so values equal the GraphQL names. */
export const Source = Object.fromEntries(SOURCE_NAMES.map((name) => [name, name])) as { readonly [Name in SourceName]: Name };
export type Source = SourceName;

/** How far back the feed looks, measured on the date a paper became public at its source. */
export enum DateRange {
  LAST_24_HOURS = '24h',
  LAST_7_DAYS = 'last7days',
  LAST_30_DAYS = 'last30days',
  LAST_3_MONTHS = 'last3months',
  LAST_YEAR = 'lastyear',
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
    PubMed: { description: 'PubMed (MEDLINE and PubMed Central), read through NCBI E-utilities.' },
    medRxiv: { description: 'medRxiv, the preprint server for health sciences.' },
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
    TITLE_ASC: { description: 'By title, A to Z.' },
    TITLE_DESC: { description: 'By title, Z to A.' },
    MOST_VIEWED: { description: 'Most viewed first.' },
    RELEVANCE: {
      description:
        'Recency mixed with rank: newest week first, and within each week the best match for the search text first (title and summary matches before abstract-only ones). The same as NEWEST without search text.',
    },
  },
});
