import type { SourceName } from '../article/article-sources.types.js';

export type { SourceName } from '../article/article-sources.types.js';

/** One labelled part of a structured abstract ("RESULTS", "CONCLUSIONS"); `label` is null for unlabelled text. */
export interface AbstractSection {
  label: string | null;
  /** NLM's normalised category when the source gives one (PubMed `NlmCategory`), e.g. `CONCLUSIONS`. */
  category: string | null;
  text: string;
}

/**
 * A paper as a source client hands it over: plain text (markup stripped, entities decoded), ready to
 * be upserted by (source, externalId). Category names are assigned from `subjects` by the category map.
 */
export interface ArticleDraft {
  source: SourceName;
  /** The source's own id: PMID for PubMed, DOI for medRxiv and PLOS, the DOAJ record id for DOAJ. */
  externalId: string;
  title: string;
  /** The abstract as readable text: labelled sections become "LABEL: text" paragraphs separated by a blank line. */
  abstract: string;
  abstractSections: AbstractSection[];
  authors: string[];
  journal: string;
  /** When the paper became public at its source, as an ISO 8601 instant (PubMed entrez date, medRxiv posting date, PLOS publication date, DOAJ record date). */
  publishedDate: string;
  doi: string | null;
  pmid: string | null;
  sourceUrl: string;
  /** The source's own subject terms: MeSH descriptors, PLOS subjects, the medRxiv category, DOAJ LCC terms and keywords. */
  subjects: string[];
  /**
   * The source's own publication or article types, as it spells them: PubMed PublicationType ("Randomized Controlled
   * Trial"), the PLOS article_type ("Research Article"), the medRxiv type; empty for DOAJ, which has none.
   */
  publicationTypes: string[];
  isPreprint: boolean;
  isOpenAccess: boolean;
}
